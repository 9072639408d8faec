/** `npm run db:seed`: migrates, then adds whatever demo content is missing (idempotent). */
import { writeAppSetting } from '@/server/db/app-settings';
import { closeDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { DEMO_CONTENT_FLAG, seedDemoContent } from '@/server/demo-content/seed';
import { runCommand } from './support/run-command';

async function main(): Promise<void> {
  await migrateToLatest();
  const added = await seedDemoContent();
  // Seeded by hand: the first server start must not seed again behind the user's back.
  await writeAppSetting(DEMO_CONTENT_FLAG, new Date().toISOString());
  const total = added.authors + added.categories + added.tags + added.posts;
  console.log(
    total > 0
      ? `Demo content added: ${added.posts} article(s), ${added.authors} author(s), ${added.categories} category(ies), ${added.tags} tag(s).`
      : 'Demo content already present; nothing to add.',
  );
}

runCommand(main, { failure: 'Seeding failed: ', finish: closeDb });

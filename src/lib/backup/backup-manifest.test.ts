import { describe, expect, it } from 'vitest';
import { backupArchiveName, backupManifestSchema, countDifferences, holdsContent } from './backup-manifest';

describe('backupArchiveName', () => {
  it('names the archive after its UTC date, to the second', () => {
    expect(backupArchiveName(new Date('2026-11-23T01:02:03.456Z'))).toBe('cabinet-backup-20261123T010203Z.tar.gz');
  });
});

describe('countDifferences', () => {
  it('is empty when every table has the expected count', () => {
    expect(countDifferences({ blog_posts: 3, tags: 0 }, { tags: 0, blog_posts: 3 })).toEqual([]);
  });
  it('names each table whose count differs or that is missing', () => {
    expect(countDifferences({ blog_posts: 3, tags: 2 }, { blog_posts: 2, authors: 1 })).toEqual([
      'authors : absente attendues, 1 trouvées',
      'blog_posts : 3 attendues, 2 trouvées',
      'tags : 2 attendues, absente trouvées',
    ]);
  });
});

describe('holdsContent', () => {
  it('ignores the migration bookkeeping of a freshly migrated database', () => {
    expect(holdsContent({ kysely_migration: 2, kysely_migration_lock: 1, blog_posts: 0 })).toBe(false);
    expect(holdsContent({ kysely_migration: 2, auth_users: 1 })).toBe(true);
  });
});

describe('backupManifestSchema', () => {
  it('refuses a manifest of another format or with negative counts', () => {
    const manifest = {
      format: 1,
      createdAt: '2026-11-23T01:02:03.456Z',
      engine: 'sqlite',
      schemaVersion: '0002_auth',
      counts: { tags: 1 },
      uploads: { storage: 'local', files: 0 },
    };
    expect(backupManifestSchema.safeParse(manifest).success).toBe(true);
    expect(backupManifestSchema.safeParse({ ...manifest, format: 2 }).success).toBe(false);
    expect(backupManifestSchema.safeParse({ ...manifest, counts: { tags: -1 } }).success).toBe(false);
  });
});

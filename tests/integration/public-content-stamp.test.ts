import { afterEach, describe, expect, it } from 'vitest';
import { pageCacheBridge } from '@/lib/process-bridge/page-cache-bridge';
import {
  createPublicContentStampReader,
  nextPublicChangeBySelf,
  readPublicContentVersion,
} from '@/front-server/bundled/content-stamp';
import { db } from '@/server/db/client';
import { storedTimestamp } from '@/server/db/stored-values';
import { changePublicContent } from '@/server/public-cache/content-version';
import { daysFrom, makePost } from '../support/factories';

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

afterEach(() => {
  pageCacheBridge().contentChanged = undefined;
});

describe('the public content stamp every app process checks its cached pages against', () => {
  it('changes with every back-office change, and tells this process at once', async () => {
    let told = 0;
    pageCacheBridge().contentChanged = () => {
      told += 1;
    };
    const before = await readPublicContentVersion();
    await changePublicContent(async () => undefined);
    const after = await readPublicContentVersion();
    await changePublicContent(async () => undefined);
    const again = await readPublicContentVersion();
    expect(new Set([before, after, again]).size).toBe(3);
    expect(told).toBe(2);
  });

  // Casablanca's next midnight (2031-06-01T23:00Z, UTC+1) is a change of its own: the request
  // form's half-days move on (decision 044). The articles below are due before it.
  it('names the date of the next scheduled article as the next change by itself', async () => {
    const now = new Date('2031-06-01T10:00:00.000Z');
    await makePost({ status: 'scheduled', scheduled_at: hoursFrom(now, 5) });
    const soonest = await makePost({ status: 'scheduled', scheduled_at: hoursFrom(now, 2) });
    await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, -1) });
    await makePost({ status: 'draft', scheduled_at: hoursFrom(now, 1) });
    await makePost({ status: 'published', scheduled_at: hoursFrom(now, 1) });
    expect(await nextPublicChangeBySelf(now)).toBe(Date.parse(soonest.scheduled_at!));
  });

  it('names the next Casablanca midnight when neither an article nor the practice calendar is waiting', async () => {
    expect(await nextPublicChangeBySelf(new Date('2999-01-01T10:00:00.000Z'))).toBe(
      Date.parse('2999-01-01T23:00:00.000Z'),
    );
  });

  it('works the next change out again only when the version changed or its instant has come', async () => {
    let now = new Date('2032-06-01T08:00:00.000Z');
    await changePublicContent(async () => undefined);
    const first = await makePost({ status: 'scheduled', scheduled_at: hoursFrom(now, 10) });
    const read = createPublicContentStampReader(() => now);
    expect((await read()).nextChangeAt).toBe(Date.parse(first.scheduled_at!));

    // Scheduled without a new version (as no save would): not seen until the version changes.
    const sooner = { scheduled_at: new Date(now.getTime() + 3_600_000).toISOString() };
    const draft = await makePost({ status: 'draft' });
    await db()
      .updateTable('blog_posts')
      .set({ status: 'scheduled', scheduled_at: storedTimestamp(sooner.scheduled_at) })
      .where('id', '=', draft.id)
      .execute();
    expect((await read()).nextChangeAt).toBe(Date.parse(first.scheduled_at!));
    await changePublicContent(async () => undefined);
    expect((await read()).nextChangeAt).toBe(Date.parse(sooner.scheduled_at!));

    now = new Date(Date.parse(sooner.scheduled_at!) + 1);
    expect((await read()).nextChangeAt).toBe(Date.parse(first.scheduled_at!));
  });
});

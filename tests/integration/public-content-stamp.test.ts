import { afterEach, describe, expect, it } from 'vitest';
import { pageCacheBridge } from '@/lib/page-cache/page-cache-bridge';
import { readPublicContentStamp } from '@/server/public-cache/content-stamp';
import { markPublicContentChanged } from '@/server/public-cache/content-version';
import { daysFrom, makePost } from '../support/factories';

afterEach(() => {
  pageCacheBridge().contentChanged = undefined;
});

describe('the public content stamp every app process checks its cached pages against', () => {
  it('changes with every back-office change, and tells this process at once', async () => {
    let told = 0;
    pageCacheBridge().contentChanged = () => {
      told += 1;
    };
    const before = await readPublicContentStamp();
    await markPublicContentChanged();
    const after = await readPublicContentStamp();
    await markPublicContentChanged();
    const again = await readPublicContentStamp();
    expect(new Set([before.version, after.version, again.version]).size).toBe(3);
    expect(told).toBe(2);
  });

  it('names the date of the next scheduled article as the next change by itself', async () => {
    const now = new Date('2031-06-01T10:00:00.000Z');
    await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, 5) });
    const soonest = await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, 2) });
    await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, -1) });
    await makePost({ status: 'draft', scheduled_at: daysFrom(now, 1) });
    await makePost({ status: 'published', scheduled_at: daysFrom(now, 1) });
    const stamp = await readPublicContentStamp(now);
    expect(stamp.nextChangeAt).toBe(Date.parse(soonest.scheduled_at!));
  });

  it('has no next change when no scheduled article is waiting', async () => {
    expect((await readPublicContentStamp(new Date('2999-01-01T00:00:00.000Z'))).nextChangeAt).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isPubliclyVisible, publicDisplayDate } from './visibility';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('isPubliclyVisible', () => {
  it.each([
    ['published', null, true],
    ['published', '2099-01-01T00:00:00.000Z', true],
    ['draft', null, false],
    ['draft', '2020-01-01T00:00:00.000Z', false],
    ['archived', null, false],
    ['scheduled', null, false],
    ['scheduled', '2025-03-10T12:00:00.001Z', false],
    ['scheduled', '2025-03-10T12:00:00.000Z', true],
    ['scheduled', '2025-03-09T08:30:00.000Z', true],
    ['something-else', '2020-01-01T00:00:00.000Z', false],
  ])('%s with scheduled_at %s → %s', (status, scheduled_at, expected) => {
    expect(isPubliclyVisible({ status, scheduled_at }, now)).toBe(expected);
  });

  it.each([
    ['published', null],
    ['scheduled', '2025-03-09T08:30:00.000Z'],
  ])('an article in the Corbeille is never public (%s)', (status, scheduled_at) => {
    expect(isPubliclyVisible({ status, scheduled_at, deleted_at: '2025-03-10T11:00:00.000Z' }, now)).toBe(false);
  });
});

describe('publicDisplayDate', () => {
  const dates = {
    created_at: '2025-01-01T09:00:00.000Z',
    published_at: '2025-01-02T09:00:00.000Z',
    scheduled_at: '2025-01-05T09:00:00.000Z',
  };

  it('uses scheduled_at for a scheduled article', () => {
    expect(publicDisplayDate({ ...dates, status: 'scheduled' })).toBe(dates.scheduled_at);
  });

  it('uses published_at for a published article, even with a stale schedule', () => {
    expect(publicDisplayDate({ ...dates, status: 'published' })).toBe(dates.published_at);
  });

  it('falls back to created_at when there is no publication date', () => {
    expect(publicDisplayDate({ ...dates, status: 'published', published_at: null })).toBe(dates.created_at);
  });

  it('falls back when a scheduled article has no schedule', () => {
    expect(publicDisplayDate({ ...dates, status: 'scheduled', scheduled_at: null })).toBe(dates.published_at);
  });
});

import { describe, expect, it } from 'vitest';
import { parseBakedSettings, rebuildReason } from './build-freshness';

const settings = { SITE_URL: 'http://localhost:3000', S3_PUBLIC_URL: null };

describe('rebuildReason', () => {
  it('builds when there is no build yet or a source is newer than it', () => {
    expect(rebuildReason({ builtAt: null, newestSourceChange: 0, recorded: settings, current: settings })).toBe(
      'first start',
    );
    expect(rebuildReason({ builtAt: 100, newestSourceChange: 101, recorded: settings, current: settings })).toBe(
      'sources changed',
    );
  });

  it('builds again when a setting baked into the pages changed, even with unchanged sources', () => {
    const state = { builtAt: 100, newestSourceChange: 50, recorded: settings };
    expect(rebuildReason({ ...state, current: { ...settings, SITE_URL: 'https://cabinet.example.ma' } })).toBe(
      'SITE_URL changed',
    );
    expect(rebuildReason({ ...state, current: { ...settings, SITE_URL: 'http://localhost:3999' } })).toBe(
      'SITE_URL changed',
    );
    expect(rebuildReason({ ...state, current: { ...settings, S3_PUBLIC_URL: 'https://cdn.example.ma' } })).toBe(
      'S3_PUBLIC_URL changed',
    );
  });

  it('builds again when the last build recorded no settings', () => {
    expect(rebuildReason({ builtAt: 100, newestSourceChange: 50, recorded: null, current: settings })).toBe(
      'settings of the last build unknown',
    );
  });

  it('keeps the build when neither the sources nor the baked settings changed', () => {
    expect(
      rebuildReason({ builtAt: 100, newestSourceChange: 100, recorded: { ...settings }, current: settings }),
    ).toBeNull();
  });
});

describe('parseBakedSettings', () => {
  it('reads back what the launcher wrote and treats anything else as unknown', () => {
    expect(parseBakedSettings(JSON.stringify(settings))).toEqual(settings);
    expect(parseBakedSettings(null)).toBeNull();
    expect(parseBakedSettings('not json')).toBeNull();
    expect(parseBakedSettings('{"SITE_URL": 3}')).toBeNull();
  });
});

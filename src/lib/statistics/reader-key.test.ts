import { describe, expect, it } from 'vitest';
import { readerKey } from './reader-key';

const reader = { address: '198.51.100.7', userAgent: 'Mozilla/5.0 (Linux; Android 14)' };

describe('the reader key rotates with the daily salt and never contains the address', () => {
  it('is the same for one reader, page and day', () => {
    expect(readerKey('salt-of-monday', reader, 'view:/blog/a')).toBe(
      readerKey('salt-of-monday', reader, 'view:/blog/a'),
    );
  });

  it("differs the next day: one day's keys cannot be linked to another's", () => {
    expect(readerKey('salt-of-monday', reader, 'view:/blog/a')).not.toBe(
      readerKey('salt-of-tuesday', reader, 'view:/blog/a'),
    );
  });

  it('differs per page, per reader and per browser', () => {
    const key = readerKey('salt', reader, 'view:/blog/a');
    expect(readerKey('salt', reader, 'view:/blog/b')).not.toBe(key);
    expect(readerKey('salt', { ...reader, address: '198.51.100.8' }, 'view:/blog/a')).not.toBe(key);
    expect(readerKey('salt', { ...reader, userAgent: 'Mozilla/5.0 (iPhone)' }, 'view:/blog/a')).not.toBe(key);
  });

  it('holds nothing of the address', () => {
    const key = readerKey('salt', reader, 'view:/');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('198');
  });
});

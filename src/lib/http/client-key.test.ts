import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the daily client key rotates with the salt and holds nothing of the address', () => {
  it('is the same for one address, subject and day', () => {
    expect(clientKey('salt-of-monday', '198.51.100.7', 'view:/blog/a')).toBe(
      clientKey('salt-of-monday', '198.51.100.7', 'view:/blog/a'),
    );
  });

  it("differs the next day: one day's keys cannot be linked to another's", () => {
    expect(clientKey('salt-of-monday', '198.51.100.7')).not.toBe(clientKey('salt-of-tuesday', '198.51.100.7'));
  });

  it('differs per subject and per address', () => {
    const key = clientKey('salt', '198.51.100.7', 'view:/blog/a');
    expect(clientKey('salt', '198.51.100.7', 'view:/blog/b')).not.toBe(key);
    expect(clientKey('salt', '198.51.100.8', 'view:/blog/a')).not.toBe(key);
  });

  it('holds nothing of the address', () => {
    const key = clientKey('salt', '198.51.100.7');
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(key).not.toContain('198');
  });
});

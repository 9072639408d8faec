import { describe, expect, it } from 'vitest';
import { canHandleRequests } from './request-access';

describe('who handles appointment requests', () => {
  it.each([
    ['an admin', { role: 'admin', disabled: false }, false, true],
    ['an editor, by default', { role: 'editor', disabled: false }, false, false],
    ['an editor once Cabinet allows it', { role: 'editor', disabled: false }, true, true],
    ['a disabled admin', { role: 'admin', disabled: true }, true, false],
    ['a disabled editor allowed by Cabinet', { role: 'editor', disabled: 1 }, true, false],
    ['nobody', null, true, false],
  ] as const)('%s: %s', (_who, user, editorsMayHandle, allowed) => {
    expect(canHandleRequests(user, editorsMayHandle)).toBe(allowed);
  });
});

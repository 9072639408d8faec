import { describe, expect, it, vi } from 'vitest';
import { processSingleton } from './process-singleton';

describe('processSingleton: one object per key for the whole process', () => {
  it('creates the object once and returns that same object on every later call', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = processSingleton('test.once', create);
    first.count += 1;
    expect(processSingleton('test.once', create)).toBe(first);
    expect(processSingleton('test.once', () => ({ count: 99 })).count).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps one object per key', () => {
    expect(processSingleton('test.a', () => ({}))).not.toBe(processSingleton('test.b', () => ({})));
  });

  it('keeps a value created as undefined or null without creating it again', () => {
    const create = vi.fn(() => null);
    processSingleton('test.null', create);
    processSingleton('test.null', create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives a second copy of the module, as another bundle loads it, the same object', async () => {
    const held = processSingleton('test.shared', () => ({ from: 'first copy' }));
    vi.resetModules();
    const copy = await import('./process-singleton');
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton('test.shared', () => ({ from: 'second copy' }))).toBe(held);
  });
});

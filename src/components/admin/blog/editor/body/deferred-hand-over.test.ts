import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredHandOver } from './deferred-hand-over';

describe('the body is handed over when the keys pause, not on every key press', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function tracked() {
    const handed: string[] = [];
    const handOver = deferredHandOver((target: string) => {
      handed.push(target);
      return `<p>${target}</p>`;
    });
    handOver.source = 'editor';
    return { handOver, handed };
  }

  it('folds a burst of changes into one hand-over, 400 ms after the last', () => {
    const { handOver, handed } = tracked();
    for (let key = 0; key < 5; key += 1) {
      handOver.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(handed).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(handed).toEqual(['editor']);
    vi.advanceTimersByTime(1_000);
    expect(handed).toEqual(['editor']);
  });

  it('hands over within 1.5 s while the keys never pause, then again for the keys after', () => {
    const { handOver, handed } = tracked();
    for (let key = 0; key < 15; key += 1) {
      handOver.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(handed).toEqual(['editor']);
    handOver.schedule();
    vi.advanceTimersByTime(400);
    expect(handed).toEqual(['editor', 'editor']);
  });

  it('hands over at once on flush (a save reads the body), answers it, and only once', () => {
    const { handOver, handed } = tracked();
    handOver.schedule();
    expect(handOver.flush()).toBe('<p>editor</p>');
    expect(handed).toEqual(['editor']);
    vi.advanceTimersByTime(1_000);
    expect(handOver.flush()).toBeUndefined();
    expect(handed).toEqual(['editor']);
  });

  it('drops a pending hand-over when the body was replaced from outside', () => {
    const { handOver, handed } = tracked();
    handOver.schedule();
    handOver.cancel();
    vi.advanceTimersByTime(2_000);
    expect(handed).toEqual([]);
  });

  it('hands nothing over before the editor exists', () => {
    const handed: string[] = [];
    const handOver = deferredHandOver((target: string) => handed.push(target));
    handOver.schedule();
    vi.advanceTimersByTime(2_000);
    expect(handed).toEqual([]);
  });
});

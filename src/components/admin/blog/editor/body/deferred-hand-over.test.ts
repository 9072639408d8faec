import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredHandOver } from './deferred-hand-over';

describe('the body is handed over when the browser is idle, not on every key press', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function tracked() {
    const handed: string[] = [];
    const handOver = deferredHandOver((target: string) => handed.push(target));
    handOver.source = 'editor';
    return { handOver, handed };
  }

  it('folds a burst of changes into one hand-over, at most 250 ms later', () => {
    const { handOver, handed } = tracked();
    for (let key = 0; key < 30; key += 1) handOver.schedule();
    expect(handed).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(handed).toEqual(['editor']);
  });

  it('hands over at once on flush (the editor lost focus), and only once', () => {
    const { handOver, handed } = tracked();
    handOver.schedule();
    handOver.flush();
    expect(handed).toEqual(['editor']);
    vi.advanceTimersByTime(1_000);
    handOver.flush();
    expect(handed).toEqual(['editor']);
  });

  it('drops a pending hand-over when the body was replaced from outside', () => {
    const { handOver, handed } = tracked();
    handOver.schedule();
    handOver.cancel();
    vi.advanceTimersByTime(1_000);
    expect(handed).toEqual([]);
  });

  it('hands nothing over before the editor exists', () => {
    const handed: string[] = [];
    const handOver = deferredHandOver((target: string) => handed.push(target));
    handOver.schedule();
    vi.advanceTimersByTime(1_000);
    expect(handed).toEqual([]);
  });
});

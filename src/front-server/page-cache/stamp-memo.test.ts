import { describe, expect, it } from 'vitest';
import { createStampMemo } from './stamp-memo';

/** A database read that answers only when the test says so. */
function heldReads() {
  const pending: Array<() => void> = [];
  let reads = 0;
  const read = () => {
    const version = `v${++reads}`;
    return new Promise<{ version: string; nextChangeAt: null }>((resolve) =>
      pending.push(() => resolve({ version, nextChangeAt: null })),
    );
  };
  return {
    read,
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

describe('reading the content stamp', () => {
  it('reads the database at most once per interval, whatever the traffic', async () => {
    let now = 0;
    let reads = 0;
    const memo = createStampMemo(
      async () => ({ version: `v${++reads}`, nextChangeAt: null }),
      250,
      () => now,
    );
    await Promise.all([memo.current(), memo.current(), memo.current()]);
    now = 249;
    expect((await memo.current()).version).toBe('v1');
    now = 250;
    expect((await memo.current()).version).toBe('v2');
    expect(reads).toBe(2);
  });

  it("reads again at once after this process's own change", async () => {
    let reads = 0;
    const memo = createStampMemo(
      async () => ({ version: `v${++reads}`, nextChangeAt: null }),
      60_000,
      () => 0,
    );
    await memo.current();
    memo.forget();
    expect((await memo.current()).version).toBe('v2');
  });

  it('does not keep a read that was under way when this process changed something', async () => {
    const source = heldReads();
    const memo = createStampMemo(source.read, 60_000, () => 0);
    const early = memo.current();
    memo.forget();
    const late = memo.current();
    source.answerAll();
    expect((await early).version).toBe('v1');
    expect((await late).version).toBe('v2');
    expect((await memo.current()).version).toBe('v2');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runSideBySide, summarise } from './run-side-by-side';

const node = (name: string, code: string) => ({ name, command: process.execPath, args: ['-e', code] });

describe('npm test runs its suites side by side (decision 051)', () => {
  test('both lanes run at the same time, every line prefixed with its suite', async () => {
    // Each child waits for the other's file: run one after the other, the first would give up.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
    const meetAt = (own: string, other: string, line: string) =>
      node(
        own,
        `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(path.join(folder, own))}, '');
         const started = Date.now();
         const wait = setInterval(() => {
           if (fs.existsSync(${JSON.stringify(path.join(folder, other))})) { clearInterval(wait); ${line} }
           else if (Date.now() - started > 20000) process.exit(9);
         }, 20);`,
      );
    const lines: string[] = [];
    const outcomes = await runSideBySide(
      [[meetAt('a', 'b', 'console.log("one"); console.error("two");')], [meetAt('b', 'a', 'console.log("three");')]],
      (line) => lines.push(line),
    );
    rmSync(folder, { recursive: true, force: true });
    expect(outcomes.map((outcome) => [outcome.name, outcome.exitCode])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(lines.sort()).toEqual(['[a] one', '[a] two', '[b] three']);
  }, 60_000);

  test('a failing suite fails the whole, and the other still runs to its end', async () => {
    const lines: string[] = [];
    const outcomes = await runSideBySide(
      [[node('fails', 'process.exit(3)')], [node('passes', 'setTimeout(() => console.log("done"), 300)')]],
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['[passes] done']);
    const summary = summarise(outcomes);
    expect(summary.exitCode).toBe(3);
    expect(summary.lines[0]).toMatch(/^fails: FAILED \(exit 3\) in \d+ s$/);
    expect(summary.lines[1]).toMatch(/^passes: passed in \d+ s$/);
  }, 60_000);

  test('the suites of one lane run one after the other, the next even when the one before failed', async () => {
    const lines: string[] = [];
    const outcomes = await runSideBySide(
      [
        [
          node('first', 'setTimeout(() => { console.log("first ends"); process.exit(2); }, 300)'),
          node('second', 'console.log("second starts")'),
        ],
      ],
      (line) => lines.push(line),
    );
    expect(lines).toEqual(['[first] first ends', '[second] second starts']);
    expect(outcomes.map((outcome) => [outcome.name, outcome.exitCode])).toEqual([
      ['first', 2],
      ['second', 0],
    ]);
    expect(summarise(outcomes).exitCode).toBe(2);
  }, 60_000);
});

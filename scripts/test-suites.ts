/**
 * Last step of `npm test`: Biome, the layering check, Vitest, then the type check, beside Playwright
 * (decision 051). The end-to-end suite mostly waits on its browser and its server, Vitest keeps one
 * worker per spare core: run one after the other they left a core idle for most of half an hour.
 * The lint checks open the first lane rather than the run: Playwright's lane, the longer one,
 * starts 10 s sooner, and Vitest's lane still ends minutes before it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSideBySide, summarise } from './test-suites/run-side-by-side';

// Tests make scratch folders (data folders, backups, databases, browser profiles) in the
// temporary folder, and not every one removes its own: the run gives them one folder of its own,
// open to other users as /tmp is (PostgreSQL's clusters run under their own account), and removes
// it at the end.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cabinet-tests-'));
chmodSync(scratch, 0o1777);
process.env.TMPDIR = scratch;

// The end-to-end suite's first step, the site's build, is the longest one on its way: its type
// check (over a minute on one core) runs instead after Vitest, whose lane ends minutes earlier.
process.env.TYPES_CHECKED_BY_NPM_TEST = 'true';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
try {
  const outcomes = await runSideBySide([
    [
      { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
      { name: 'layers', command: npm, args: ['run', '--silent', 'lint:layers'] },
      { name: 'vitest', command: npm, args: ['run', '--silent', 'test:unit'] },
      { name: 'types', command: npm, args: ['run', '--silent', 'typecheck'] },
    ],
    [{ name: 'playwright', command: npm, args: ['run', '--silent', 'test:e2e'] }],
  ]);
  const { lines, exitCode } = summarise(outcomes);
  for (const line of lines) console.log(line);
  process.exitCode = exitCode;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

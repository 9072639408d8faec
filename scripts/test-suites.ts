/**
 * Last step of `npm test`: Vitest and Playwright side by side (decision 051). The end-to-end
 * suite mostly waits on its browser and its server, Vitest keeps one worker per spare core: run
 * one after the other they left a core idle for most of half an hour.
 */
import { runSideBySide, summarise } from './test-suites/run-side-by-side';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const outcomes = await runSideBySide([
  { name: 'vitest', command: npm, args: ['run', '--silent', 'test:unit'] },
  { name: 'playwright', command: npm, args: ['run', '--silent', 'test:e2e'] },
]);
const { lines, exitCode } = summarise(outcomes);
for (const line of lines) console.log(line);
process.exitCode = exitCode;

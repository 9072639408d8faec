import { spawn } from 'node:child_process';
import readline from 'node:readline';

export type Suite = { name: string; command: string; args: string[] };
export type SuiteOutcome = { name: string; exitCode: number; seconds: number };

/**
 * Runs the lanes at the same time and the suites of one lane one after the other, each line of
 * their output prefixed with the suite's name so the interleaved log still reads suite by suite.
 * Answers once every suite has ended: a failure in one never hides what the others found, not
 * even those after it in its lane (decision 051).
 */
export async function runSideBySide(
  lanes: Suite[][],
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<SuiteOutcome[]> {
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      const laneOutcomes: SuiteOutcome[] = [];
      for (const suite of lane) laneOutcomes.push(await runSuite(suite, write));
      return laneOutcomes;
    }),
  );
  return outcomes.flat();
}

function runSuite(suite: Suite, write: (line: string) => void): Promise<SuiteOutcome> {
  return new Promise<SuiteOutcome>((resolve) => {
    const started = Date.now();
    const child = spawn(suite.command, suite.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => write(`[${suite.name}] ${line}`));
    }
    const end = (exitCode: number) =>
      resolve({ name: suite.name, exitCode, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => {
      write(`[${suite.name}] ${error.message}`);
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** One line per suite, then the exit code of the whole: the first failure's, else 0. */
export function summarise(outcomes: SuiteOutcome[]): { lines: string[]; exitCode: number } {
  const lines = outcomes.map(
    (outcome) =>
      `${outcome.name}: ${outcome.exitCode === 0 ? 'passed' : `FAILED (exit ${outcome.exitCode})`} in ${outcome.seconds} s`,
  );
  return { lines, exitCode: outcomes.find((outcome) => outcome.exitCode !== 0)?.exitCode ?? 0 };
}

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// The Nu HTML Checker the W3C runs, shipped as a jar by the npm package vnu-jar; `npm test`
// makes sure Java is on the machine (scripts/prepare-tests.ts).
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * What the Nu HTML Checker reports as errors in each document (named by the key it is given), in
 * one start of the checker for all of them: `name:line message`.
 */
export async function nuHtmlCheckerErrors(documents: Record<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nu-html-'));
  try {
    const names = new Map<string, string>();
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, html);
      names.set(`${index}.html`, name);
      return file;
    });
    const report = await new Promise<string>((resolve, reject) => {
      // The checker exits with 1 when it found errors: its report is the answer all the same.
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => {
          if (stdout) resolve(stdout);
          else reject(error ?? new Error('The Nu HTML Checker wrote no report'));
        },
      );
    });
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${names.get(path.basename(message.url ?? '')) ?? message.url}:${message.lastLine ?? '?'} ${message.message}`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

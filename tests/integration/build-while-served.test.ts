import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { announcePid } from '@/server/pid-files';

/**
 * A second `npm start` with another SITE_URL, or `npm run build`, in a folder whose build a
 * running process serves: refused before `next build` empties that build under it (decision 033).
 */
const distName = `.next-served-test-${process.pid}`;
const distDir = path.join(process.cwd(), distName);
const servingFolder = `${distDir}-serving`;
// The launcher writes its development secret there before deciding to build.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-build-served-'));

afterAll(() => {
  for (const folder of [distDir, servingFolder, dataDir]) rmSync(folder, { recursive: true, force: true });
});

async function launch(script: 'start.ts' | 'build.ts') {
  const outcome = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', `scripts/${script}`],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: distName,
        SITE_URL: 'http://autre.example.ma',
        PORT: '3205',
        NODE_ENV: 'development',
      },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return outcome;
}

describe('a build never replaces the build a running process serves', () => {
  it('npm start and npm run build refuse, naming the serving process, and leave its build folder alone', {
    timeout: 60_000,
  }, async () => {
    // This test process stands for the running server of that build folder.
    const serving = announcePid(servingFolder);
    try {
      for (const script of ['start.ts', 'build.ts'] as const) {
        const { code, stdout, stderr } = await launch(script);
        expect(code, script).toBe(1);
        expect(stderr, script).toContain(
          `${distName} is served by process ${process.pid}, and building over it would break its pages.`,
        );
        expect(stderr, script).toContain(`NEXT_DIST_DIR=${distName}-2 npm start`);
        expect(stdout, script).not.toContain('Building the site');
        expect(existsSync(distDir), `${script} built nothing`).toBe(false);
      }
    } finally {
      serving.release();
    }
  });
});

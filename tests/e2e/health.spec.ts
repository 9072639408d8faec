import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';

test('GET /api/health answers 200 {"status":"ok"} after a database round trip', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

/**
 * Decision 033, on the real `npm start` of this run: another build of its folder (here with
 * another SITE_URL, as a second `npm start` would need) is refused and leaves its pages serving;
 * health fails as soon as the build it serves is gone.
 */
test.describe('the build a running npm start serves', () => {
  const distName = process.env.NEXT_DIST_DIR || '.next-e2e';
  const distDir = path.join(process.cwd(), distName);

  test('another build of its folder is refused, naming the serving process, and its pages keep answering', async ({
    request,
  }) => {
    const serving = readdirSync(`${distDir}-serving`);
    expect(serving, 'the launcher announced its server').toHaveLength(1);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-build-'));
    const build = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/build.ts'], {
      encoding: 'utf8',
      env: { ...process.env, NEXT_DIST_DIR: distName, SITE_URL: 'http://autre.example.ma', DATA_DIR: dataDir },
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(
      `${distName} is served by process ${serving[0]}, and building over it would break its pages.`,
    );
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/blog')).status()).toBe(200);
  });

  test('health answers 503 while the build it serves is missing from its folder', async ({ request }) => {
    const buildId = path.join(distDir, 'BUILD_ID');
    const aside = `${buildId}.aside`;
    renameSync(buildId, aside);
    try {
      const response = await request.get('/api/health');
      expect(response.status()).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', reason: 'build replaced' });
    } finally {
      renameSync(aside, buildId);
    }
    expect((await request.get('/api/health')).status()).toBe(200);
  });
});

/**
 * systemd's Restart=on-failure (deploy/systemd/cabinet@.service) restarts the site only when
 * `npm start` exits non-zero: a server killed by a signal must end the launcher as a shell would.
 */
test('npm start exits 128 + the signal number when its server is killed by a signal', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const distName = process.env.NEXT_DIST_DIR || '.next-e2e';
  const servingFolder = path.join(process.cwd(), `${distName}-serving`);
  const before = new Set(readdirSync(servingFolder));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-killed-'));
  const port = await freeLoopbackPort();
  // The same baked settings as this run's server, so the launcher serves the current build.
  const launcher = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distName,
      SITE_URL: baseURL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exitCode = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(
        async () =>
          launcher.exitCode !== null
            ? `launcher exited with ${launcher.exitCode}`
            : (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status,
        { timeout: 90_000 },
      )
      .toBe(200);
    const server = readdirSync(servingFolder).filter((name) => !before.has(name));
    expect(server, 'the launcher announced its server').toHaveLength(1);
    process.kill(Number(server[0]), 'SIGKILL');
    expect(await exitCode).toBe(128 + os.constants.signals.SIGKILL);
  } finally {
    if (launcher.exitCode === null) launcher.kill('SIGTERM');
    await exitCode;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

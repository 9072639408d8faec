/**
 * The site's build, shared by `npm start` (builds only when needed) and `npm run build` (always):
 * both record the settings the build bakes in beside it, so a start after `npm run build` serves
 * that build instead of building again (several processes starting together must not build).
 * A build folder that a running process serves is never built over: `next build` empties it
 * first, and that process's pages would fail (decision 033).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// A CommonJS bundle whose exports Node cannot name: read through the default export.
import nextEnv from '@next/env';
import { announcePid, livePids, type PidFile } from '@/server/pid-files';
import { type BakedSettings, parseBakedSettings, rebuildReason } from './build-freshness';
import { precompressStaticFiles } from '../src/front-server/http/precompressed-static';
import { bundleSiteScript } from './site-script-bundle';

export const root = process.cwd();
// The same .env files `next build` and the server read, so the settings compared and passed on
// are the ones the build really uses.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
// `.next-serving/`: one file per `npm start` serving `.next` (ignored by git like `.next-*/`).
const servingFolder = `${distDir}-serving`;
const settingsFile = path.join(distDir, 'cabinet-build-settings.json');
const buildInputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/** Why the last build cannot serve these settings, or null when it can. */
export function buildNeeded(baked: BakedSettings): string | null {
  const buildId = path.join(distDir, 'BUILD_ID');
  return rebuildReason({
    builtAt: existsSync(buildId) ? statSync(buildId).mtimeMs : null,
    newestSourceChange: Math.max(...buildInputs.map((input) => newestModification(path.join(root, input)))),
    recorded: parseBakedSettings(existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : null),
    current: baked,
  });
}

/**
 * Marks the build as served by the server process `pid` while it lives: the file goes when the
 * launcher exits, and a server left running by a killed launcher still counts while it lives.
 */
export function announceServing(pid: number): PidFile {
  return announcePid(servingFolder, pid);
}

/**
 * Runs `next build` and records the baked settings; exits the process with the build's failure,
 * or before building when another process serves this build folder.
 */
export function buildSite(baked: BakedSettings, reason: string): void {
  const serving = livePids(servingFolder);
  if (serving.length > 0) {
    const folder = path.relative(root, distDir);
    console.error(
      `Cannot build the site (${reason}): ${folder} is served by process ${serving.join(', ')}, and building over it would break its pages.
` + `Stop that process first, or give this one its own build folder: NEXT_DIST_DIR=${folder}-2 npm start`,
    );
    process.exit(1);
  }
  console.log(`Building the site (${reason})…`);
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Bundled the public site's script: ${bundleSiteScript(root, distDir)}`);
  const started = Date.now();
  const count = precompressStaticFiles(path.join(distDir, 'static'));
  console.log(
    `Compressed ${count} static files with brotli and gzip in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  writeFileSync(settingsFile, `${JSON.stringify(baked, null, 2)}\n`);
}

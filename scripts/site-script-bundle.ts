/**
 * Bundles the public site's script (src/browser/site-enhancements.ts, decision 028): an ES
 * module, minified, Embla split into chunks fetched when a carousel nears the screen. The build
 * writes it into its static folder after `next build` (which empties the folder first); `npm run
 * dev` rebuilds it on every change into the folder the development server serves.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, type Metafile, buildSync, context } from 'esbuild';
import { SITE_SCRIPT_DIR, SITE_SCRIPT_MANIFEST, SITE_SCRIPT_URL_PREFIX } from '@/lib/site/site-script';

const ENTRY = 'src/browser/site-enhancements.ts';

function options(root: string, outdir: string, names: string): BuildOptions & { metafile: true } {
  return {
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
    entryNames: names,
    chunkNames: names,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/** Records where the entry was written, for the public layout (src/server/site-script.ts). */
function writeManifest(distDir: string, metafile: Metafile): string {
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error(`esbuild wrote no output for ${ENTRY}`);
  const src = `${SITE_SCRIPT_URL_PREFIX}${path.basename(entry[0])}`;
  writeFileSync(path.join(distDir, SITE_SCRIPT_MANIFEST), `${JSON.stringify({ src })}\n`);
  return src;
}

/** For a build: names that change with the content, so the files can be cached for a year. */
export function bundleSiteScript(root: string, distDir: string): string {
  const result = buildSync(options(root, path.join(distDir, SITE_SCRIPT_DIR), '[name]-[hash]'));
  return writeManifest(distDir, result.metafile);
}

/**
 * For `next dev`, which serves /_next/static from `<distDir>/dev/static`: rebuilt on each change,
 * and again whenever the development server has emptied that folder (it does when it compiles).
 */
export async function watchSiteScript(root: string, distDir: string): Promise<void> {
  const outdir = path.join(distDir, 'dev', SITE_SCRIPT_DIR);
  let written: string | null = null;
  const watcher = await context({
    ...options(root, outdir, '[name]'),
    plugins: [
      {
        name: 'site-script-manifest',
        setup(build) {
          build.onEnd((result) => {
            if (result.metafile) written = path.join(outdir, path.basename(writeManifest(distDir, result.metafile)));
          });
        },
      },
    ],
  });
  await watcher.watch();
  setInterval(() => {
    if (written && !existsSync(written)) void watcher.rebuild().catch(() => undefined);
  }, 1000).unref();
}

import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SCRIPT_MANIFEST, parseSiteScriptManifest } from '@/lib/site/site-script';

let found: string | undefined;

/**
 * The address of the public site's script in this build, or null when the build has none
 * (`next dev`, or a build made by `next build` alone rather than `npm run build`).
 */
export function siteScriptSrc(): string | null {
  if (found) return found;
  // Read at run time from the build's own folder: nothing for the build's file tracing to follow
  // (without the comment, Turbopack traced the whole project into the server's output).
  const manifest = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    SITE_SCRIPT_MANIFEST,
  );
  if (!existsSync(manifest)) return null;
  found = parseSiteScriptManifest(readFileSync(manifest, 'utf8'))?.src;
  return found ?? null;
}

/**
 * The public site's own script (src/browser/, decision 028): bundled by the build into Next's
 * static folder, so it is served, precompressed and cached for a year like Next's own files, under
 * a name that changes with its content. The build records that name in a small manifest.
 */
export const SITE_SCRIPT_DIR = 'static/site';
export const SITE_SCRIPT_URL_PREFIX = '/_next/static/site/';
export const SITE_SCRIPT_MANIFEST = 'site-script.json';

export type SiteScriptManifest = { src: string };

export function parseSiteScriptManifest(text: string): SiteScriptManifest | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('src' in parsed)) return null;
    const { src } = parsed;
    return typeof src === 'string' && src.startsWith(SITE_SCRIPT_URL_PREFIX) ? { src } : null;
  } catch {
    return null;
  }
}

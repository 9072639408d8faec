import { SITE_SCRIPT_URL_PREFIX } from '@/lib/site/site-script';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;
// React streams a late part of a page as a hidden segment (a div, or a table, svg or math element
// where a div cannot stand) that an inline script moves into the template left in its place.
const STREAMED_SEGMENT = /<template id="[BP]:|\sid="S:/;

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

function isKept(attributes: string): boolean {
  if (attribute(attributes, 'type') === 'application/ld+json') return true;
  return attribute(attributes, 'src')?.startsWith(SITE_SCRIPT_URL_PREFIX) ?? false;
}

function isScriptPreload(link: string): boolean {
  const rel = attribute(link, 'rel')?.toLowerCase();
  return rel === 'modulepreload' || (rel === 'preload' && attribute(link, 'as') === 'script');
}

/**
 * A public page as the page cache keeps it (decision 028): the server-rendered HTML without the
 * framework's scripts (its chunks, their preloads, the inline React payload), keeping the
 * structured data and the site's own script. Null when the page cannot stand without them: a
 * part streamed after the first flush waits in a hidden segment for a script to move it.
 */
export function removeFrameworkScripts(html: string): string | null {
  if (STREAMED_SEGMENT.test(html)) return null;
  return html
    .replace(SCRIPT, (script, attributes: string) => (isKept(attributes) ? script : ''))
    .replace(LINK, (link) => (isScriptPreload(link) ? '' : link));
}

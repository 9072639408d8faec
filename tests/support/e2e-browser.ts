import { existsSync } from 'node:fs';

/** Debian's Chromium without the full browser's processes: what the end-to-end tests prefer (decision 057). */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Debian browser the end-to-end tests launch, lightest first; undefined: Playwright's own. */
export function debianE2eBrowser(): string | undefined {
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((file) => existsSync(file));
}

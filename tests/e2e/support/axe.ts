import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's findings against WCAG 2.1 AA and its best practices, each as `rule (impact): targets`.
 * Sections below the first screen use `content-visibility: auto` and stay unpainted until the
 * visitor scrolls near them; axe then cannot see their backgrounds and misjudges their contrast.
 * Colours do not depend on it, so the page is rendered whole before the check.
 *
 * axe runs in the page itself (legacy mode): by default it sends every node's partial results to
 * a blank page it opens for the occasion, which cost two thirds of what axe's rules cost. Our pages
 * have no cross-origin frame, the one thing that mode gives up. Only violations are read, so only
 * they are gathered node by node (`resultTypes`).
 */
async function violations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page })
    // First: `options` replaces what `withTags` sets.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Only the serious and critical findings. */
export function seriousViolations(page: Page): Promise<string[]> {
  return violations(page, ['serious', 'critical']);
}

/** Every finding, whatever its impact. */
export function allViolations(page: Page): Promise<string[]> {
  return violations(page);
}

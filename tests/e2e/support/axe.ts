import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings against WCAG 2.1 AA and its best practices.
 * Sections below the first screen use `content-visibility: auto` and stay unpainted until the
 * visitor scrolls near them; axe then cannot see their backgrounds and misjudges their contrast.
 * Colours do not depend on it, so the page is rendered whole before the check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

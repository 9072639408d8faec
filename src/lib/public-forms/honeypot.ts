/**
 * The hidden field only robots fill (docs/decisions/039): named like a field they expect, kept
 * out of sight and out of the tab order and of screen readers, labelled for anyone who reaches it.
 */
export const HONEYPOT_FIELD = 'site_web';

export function honeypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

import { PRACTICE_PLACEHOLDERS } from '@/content/practice';
import type { PracticeFacts } from './practice-facts';

/**
 * The facts still holding a first-run stand-in, by their French name: while the list is not
 * empty every back-office page asks an admin to complete 'Cabinet'.
 */
export function remainingPlaceholders(facts: PracticeFacts): string[] {
  const p = PRACTICE_PLACEHOLDERS;
  const checks: [boolean, string][] = [
    [facts.phone === p.phone, 'le téléphone'],
    [facts.chatNumber === p.chatNumber, 'le numéro WhatsApp'],
    [facts.email === p.email, "l'e-mail"],
    [facts.address.street === p.street, 'la rue'],
    [facts.address.boulevard === p.boulevard, 'le boulevard'],
    [facts.geo.latitude === p.latitude && facts.geo.longitude === p.longitude, 'les coordonnées'],
  ];
  return checks.filter(([holds]) => holds).map(([, label]) => label);
}

import { demoAuthors } from '@/content/demo/authors';
import { PRACTICE_PLACEHOLDERS } from '@/content/practice';
import { displayName } from '../blog/author-display';
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
    [facts.email === p.email, 'l’e-mail'],
    [facts.address.street === p.street, 'la rue'],
    [facts.address.boulevard === p.boulevard, 'le boulevard'],
    [facts.geo.latitude === p.latitude && facts.geo.longitude === p.longitude, 'les coordonnées'],
    [facts.legal.controller === p.controller, 'le responsable du traitement'],
    [facts.legal.cndpNumber === p.cndpNumber, 'le numéro CNDP'],
    [facts.legal.host === p.host, 'l’hébergeur'],
  ];
  return checks.filter(([holds]) => holds).map(([, label]) => label);
}

type AuthorIdentity = { name: string; title: string | null; registration_number: string | null };

/**
 * The invented physicians of the demo content still on the site, as readers see them (« Dr
 * Karim Exemple »): an author keeps standing in while it has a demo author's name or fake
 * registration number. Replacing both, or deleting the author, clears it.
 */
export function remainingDemoAuthors(authors: readonly AuthorIdentity[]): string[] {
  return authors
    .filter((author) =>
      demoAuthors.some(
        (demo) =>
          demo.name === author.name ||
          (author.registration_number !== null && demo.registration_number === author.registration_number),
      ),
    )
    .map(displayName);
}

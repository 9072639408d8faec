import { formatRanges } from './opening-hours';
import { formatPeriodDates } from './practice-calendar';
import type { PracticeFacts, PracticePeriod } from './practice-facts';

/** One line of the Cabinet page's history. */
export type PracticeChange = { id: string; changedAt: string; changedBy: string; summary: string };

/** The French names of what 'Cabinet' edits, as the history lists them. */
const FACT_LABELS: Record<keyof PracticeFacts, string> = {
  name: 'nom',
  phone: 'téléphone',
  chatNumber: 'numéro WhatsApp',
  email: 'e-mail',
  address: 'adresse',
  geo: 'coordonnées',
  paymentMethods: 'moyens de paiement',
  currency: 'devise',
  weeklyHours: 'horaires',
  popup: 'fenêtre de changement d’adresse',
  closureNoticeDays: 'délai d’annonce des fermetures',
  legal: 'mentions légales',
  requests: 'réglages des demandes de rendez-vous',
};

/** 'Modifié : téléphone, horaires.' for the history, or null when nothing changed. */
export function describeFactsChange(before: PracticeFacts, after: PracticeFacts): string | null {
  const changed = (Object.keys(FACT_LABELS) as (keyof PracticeFacts)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return changed.length === 0 ? null : `Modifié : ${changed.map((key) => FACT_LABELS[key]).join(', ')}.`;
}

function periodSummary(period: Omit<PracticePeriod, 'id'>): string {
  const hours = period.ranges.length === 0 ? 'fermeture' : `horaires spéciaux ${formatRanges(period.ranges)}`;
  return `« ${period.label} » (${hours}, ${formatPeriodDates(period)})`;
}

export function describePeriodAdded(period: Omit<PracticePeriod, 'id'>): string {
  return `Période ajoutée : ${periodSummary(period)}.`;
}

export function describePeriodDeleted(period: Omit<PracticePeriod, 'id'>): string {
  return `Période supprimée : ${periodSummary(period)}.`;
}

/**
 * What the footer of every public page says of the audience measure (decision 045), true to
 * what is stored: no cookie, no address, and for two days a per-day key (reader-key.ts) that
 * lets a reader count once, whose salt is then deleted with it.
 */
export const AUDIENCE_STATEMENT =
  'Mesure d’audience sans cookie ni service extérieur\u00a0: le site compte les pages lues et les prises de contact sans garder votre adresse IP. Pour ne compter qu’une fois chaque lecteur, il garde deux jours une empreinte chiffrée, différente chaque jour, puis l’efface\u00a0; elle ne permet pas de vous retrouver.';

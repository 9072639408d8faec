/**
 * The e-mail staff get when a public form receives far more than usual in a day (decision 069):
 * how many sends, and where to look, never who sent what. The form stays open: every client has
 * its own limits, so this is for staff to know, not a refusal.
 */
export type VolumeAlertTarget = {
  /** The form as staff know it: « demande de rendez-vous », « question de lecteur ». */
  formLabel: string;
  /** The back-office page that lists what the form received. */
  inboxPath: string;
};

export function volumeAlertSubject(target: VolumeAlertTarget): string {
  return `Envois inhabituels\u00a0: formulaire de ${target.formLabel}`;
}

export function volumeAlertText(target: VolumeAlertTarget, sends: number): string[] {
  return [
    'Bonjour,',
    `Le formulaire de ${target.formLabel} du site a reçu plus de ${sends}\u00a0envois en moins de 24\u00a0heures, bien plus que d’habitude.`,
    'Le formulaire reste ouvert\u00a0: chaque connexion a ses propres limites, les patients peuvent toujours écrire. Si ces envois sont indésirables, triez-les dans l’administration.',
    'Ce message est envoyé au plus une fois par jour et par formulaire.',
  ];
}

/**
 * The e-mail that tells staff requests arrived (decision 044): how many, and where to read them,
 * never who or why: an inbox is no place for health data. At most one per quarter of an hour.
 */
export const NOTICE_INTERVAL_MINUTES = 15;

export function staffNoticeSubject(count: number): string {
  return count === 1 ? '1 nouvelle demande de rendez-vous' : `${count} nouvelles demandes de rendez-vous`;
}

/** The mail's paragraphs: a count, and where to read the requests; the link follows them. */
export function staffNoticeText(count: number): string[] {
  return [
    'Bonjour,',
    `${staffNoticeSubject(count)} sur le site du cabinet.`,
    'Les coordonnées et le motif se lisent uniquement dans l’administration du site.',
  ];
}

/** What readers read around the questions (decision 043), in plain French. */
export const QUESTION_MESSAGES = {
  heading: 'Questions des lecteurs',
  formHeading: 'Poser une question',
  sent: 'Merci\u00a0! Votre question est en attente de modération\u00a0: le cabinet la lira avant de la publier avec sa réponse. En cas d’urgence, n’attendez pas de réponse ici\u00a0: appelez le 141, le 19, le 15 ou le 112.',
  sentEmergency:
    'Votre question est en attente de modération. Si vous êtes en danger ou si la situation est urgente, n’attendez pas de réponse ici\u00a0: appelez maintenant le 141 (SAMU), le 19 (police), le 15 (protection civile) ou le 112.',
  closed: 'Les questions sont fermées sous cet article\u00a0: votre question n’a pas été enregistrée.',
  notice: [
    'N’écrivez pas votre nom complet, votre numéro de téléphone ni de détails médicaux personnels.',
    'Les questions sont lues par le cabinet avant d’être publiées. Une réponse ici est une information générale, pas une consultation.',
    'Pour faire supprimer une question que vous avez posée, écrivez au cabinet (coordonnées en bas de page) en indiquant l’article et votre pseudonyme.',
  ],
  /** Beside the form, before the link to the privacy page's section on questions. */
  privacy:
    'Un numéro de téléphone ou une adresse e-mail écrits dans la question sont masqués avant d’être enregistrés, et le cabinet ne rappelle jamais quelqu’un à partir d’une question : pour être recontacté, demandez un rendez-vous.',
  privacyLink: 'Ce que devient votre question',
  emergencyIntro: 'En cas d’urgence, n’attendez pas de réponse ici\u00a0: appelez',
  empty: 'Aucune question publiée pour l’instant.',
} as const;

/** What the public forms say (docs/decisions/039), in French with its typography. */
export const PUBLIC_FORM_MESSAGES = {
  foreignOrigin: 'Ce formulaire ne peut être envoyé que depuis le site du cabinet.',
  invalid: 'Certains champs sont à corriger\u00a0: voir les messages à côté de chacun.',
  staleToken: 'Le formulaire a expiré ou a été modifié. Vérifiez vos réponses, puis envoyez-le de nouveau.',
  tooFast:
    'Le formulaire a été envoyé trop vite après son ouverture. Patientez quelques secondes, puis envoyez-le de nouveau.',
  proofMissing: 'La vérification anti-robot n’a pas abouti. Rechargez la page, puis réessayez.',
  limited: (minutes: number) =>
    `Trop d’envois depuis votre connexion. Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? 's' : ''}.`,
  pending: 'Votre envoi précédent est en cours de traitement. Patientez un instant, puis rechargez la page.',
  failed: 'Le message n’a pas pu être enregistré. Réessayez dans quelques minutes.',
  unavailable:
    'Le site ne peut pas enregistrer de message en ce moment. Votre texte est conservé ci-dessous\u00a0: réessayez dans un instant.',
  diskFull:
    'Le site ne peut pas enregistrer de message en ce moment (son disque est plein). Votre texte est conservé ci-dessous\u00a0: réessayez plus tard.',
  sent: 'Votre message a bien été envoyé.',
  refusedTitle: 'Votre message n’a pas été envoyé',
  backLink: 'Revenir à la page',
  send: 'Envoyer',
  honeypotLabel: 'Ne remplissez pas ce champ',
} as const;

/**
 * The notice shown after the body of every article (decision 018), written once here. The emergency
 * numbers it lists come from the practice facts; only the words live in this file.
 */
export const ARTICLE_NOTICE = {
  title: 'Cet article ne remplace pas une consultation',
  text: 'Il donne une information générale et ne peut pas tenir compte de votre situation. Pour un avis, un diagnostic ou un traitement adaptés à votre cas, parlez-en à un médecin.',
  booking: 'Prendre rendez-vous au cabinet',
  emergencyIntro: 'En cas d’urgence, n’attendez pas un rendez-vous : appelez',
} as const;

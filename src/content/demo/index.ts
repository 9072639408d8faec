/*
 * Demo content for the seed: placeholder authors, categories, tags and original French articles.
 * The practice replaces or completes all of it from the back office.
 */
import { communicationCouple } from './articles/communication-couple';
import { contraceptionBienChoisir } from './articles/contraception-bien-choisir';
import { douleursPendantLesRapports } from './articles/douleurs-pendant-les-rapports';
import { echographieClinique } from './articles/echographie-clinique';
import { ejaculationPrecoceEnParler } from './articles/ejaculation-precoce-en-parler';
import { frigiditeEtFemmeMarocaine } from './articles/frigidite-et-femme-marocaine';
import { frottisDepistageColUterus } from './articles/frottis-depistage-col-uterus';
import { istDepistageEtPrevention } from './articles/ist-depistage-et-prevention';
import { menopauseEtVieIntime } from './articles/menopause-et-vie-intime';
import { obesiteEtCouple } from './articles/obesite-et-couple';
import { pointGEtFemmeMarocaine } from './articles/point-g-et-femme-marocaine';
import { preparerEchographieThyroide } from './articles/preparer-echographie-thyroide';
import { roleDesPreliminaires } from './articles/role-des-preliminaires';
import { sommeilEtSexualite } from './articles/sommeil-et-sexualite';
import { stressEtMaladiesPsychosomatiques } from './articles/stress-et-maladies-psychosomatiques';
import type { DemoArticle } from './types';

export type { DemoArticle, DemoTrust } from './types';
export { demoAuthors } from './authors';
export { demoCategories } from './categories';
export { demoTags } from './tags';
export { demoTrust } from './trust';

export const demoArticles: DemoArticle[] = [
  frigiditeEtFemmeMarocaine,
  pointGEtFemmeMarocaine,
  obesiteEtCouple,
  roleDesPreliminaires,
  echographieClinique,
  communicationCouple,
  contraceptionBienChoisir,
  istDepistageEtPrevention,
  stressEtMaladiesPsychosomatiques,
  preparerEchographieThyroide,
  ejaculationPrecoceEnParler,
  sommeilEtSexualite,
  menopauseEtVieIntime,
  frottisDepistageColUterus,
  douleursPendantLesRapports,
];

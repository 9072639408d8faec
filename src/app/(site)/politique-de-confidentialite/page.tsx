import type { Metadata } from 'next';
import { LegalSection } from '@/components/site/legal-section';
import { type PlainPage, PlainPublicPage, plainPageMetadata } from '@/components/site/plain-public-page';
import { PRIVACY_POLICY_PATH } from '@/lib/site/site-paths';
import { getPublicPractice } from '@/server/practice/public-practice';

const PAGE: PlainPage = {
  path: PRIVACY_POLICY_PATH,
  title: 'Politique de confidentialité',
  lead: 'Ce que le site du cabinet recueille, pourquoi, où et pendant combien de temps, et comment exercer vos droits. Nous recueillons le moins possible.',
  description:
    'Quelles données le site du cabinet recueille, pourquoi, où elles sont conservées, pendant combien de temps, et comment exercer vos droits (loi 09-08).',
};

export function generateMetadata(): Metadata {
  return plainPageMetadata(PAGE);
}

const item = 'ml-5 list-disc space-y-2';

/**
 * What the site collects and why, written for this site (decision 044), with the controller,
 * the CNDP number and the host taken from 'Cabinet'. Moroccan law 09-08 asks that people be told
 * this where their data are collected: every public form links here.
 */
export default async function PrivacyPolicyPage() {
  const practice = await getPublicPractice();
  const { legal } = practice;
  return (
    <PlainPublicPage page={PAGE} width="3xl" className="space-y-10">
      <LegalSection id="responsable" title="Qui est responsable de vos données">
        <p>
          Le responsable du traitement est {legal.controller}, {practice.name}, {practice.addressLine}. Téléphone
          {'\u00a0'}: {practice.phone.display}. E-mail{'\u00a0'}:{' '}
          <a href={`mailto:${practice.email}`} className="text-primary underline underline-offset-4">
            {practice.email}
          </a>
          .
        </p>
        <p>
          Ces traitements ont été déclarés à la Commission nationale de contrôle de la protection des données à
          caractère personnel (CNDP), qui a délivré pour les données de santé l’autorisation ou le récépissé n°
          {'\u00a0'}
          {legal.cndpNumber}.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="Ce que nous recueillons, et pourquoi">
        <ul className={item}>
          <li>
            <strong>Demandes de rendez-vous.</strong> Votre nom, votre numéro de téléphone, le motif de consultation,
            première visite ou suivi, les demi-journées qui vous conviennent, la façon dont vous souhaitez être
            recontacté et votre note éventuelle. Elles servent uniquement à vous recontacter pour fixer un rendez-vous.
            Le motif touche à votre santé{'\u00a0'}: il est couvert par le secret médical et n’est lu que par l’équipe
            du cabinet.
          </li>
          <li>
            <strong>Questions des lecteurs.</strong> Un pseudonyme, le texte de votre question et, si vous le souhaitez,
            une adresse e-mail pour être averti de la réponse (détails plus bas, «{'\u00a0'}
            <a href="#questions" className="text-primary underline underline-offset-4">
              Vos questions sous les articles
            </a>
            {'\u00a0'}»).
          </li>
          <li>
            <strong>Comptes de l’équipe.</strong> Pour les seules personnes qui administrent le site{'\u00a0'}: nom,
            adresse e-mail, mot de passe (conservé sous une forme qui ne permet pas de le retrouver), sessions de
            connexion et appareil utilisé, pour sécuriser l’accès.
          </li>
          <li>
            <strong>Mesure d’audience, sans cookie.</strong> Le site compte, jour par jour, les pages lues, d’où
            viennent leurs lecteurs (moteur de recherche, réseau social, messagerie, autre site ou accès direct
            {'\u00a0'}: la catégorie et le nom du site seulement, jamais l’adresse de la page), les prises de contact
            (lien de messagerie, appel, itinéraire, demande de rendez-vous) et les mots cherchés sur le blog, montrés à
            l’équipe seulement quand au moins trois lecteurs les ont cherchés. Pour compter une seule fois un lecteur
            par page et par jour, votre adresse de connexion et le nom de votre navigateur sont transformés en une
            empreinte illisible, calculée avec une clé tirée au sort chaque jour{'\u00a0'}; ni l’adresse ni le nom du
            navigateur ne sont conservés, et empreintes et clés sont effacées au bout de deux jours. Il ne reste que des
            totaux, qui ne permettent de reconnaître personne. Les robots et l’équipe connectée ne sont pas comptés.
          </li>
          <li>
            <strong>Protection contre les envois abusifs.</strong> Quand vous envoyez un formulaire, votre adresse de
            connexion est transformée en empreinte illisible, renouvelée chaque jour, pour limiter le nombre d’envois.
            Elle n’est jamais conservée en clair.
          </li>
        </ul>
        <p>
          Le site ne dépose aucun cookie sur les pages publiques et n’utilise ni publicité, ni service extérieur
          {'\u00a0'}: la mesure d’audience se fait sur le serveur du site, et aucun tiers ne voit ce que vous lisez ou
          écrivez.
        </p>
      </LegalSection>

      <LegalSection id="questions" title="Vos questions sous les articles">
        <ul className={item}>
          <li>
            <strong>Un pseudonyme, pas votre nom.</strong> Il est publié avec votre question si le cabinet l’approuve.
            Choisissez-le de façon à ne pas être reconnu, et n’écrivez dans la question ni votre nom complet ni des
            détails qui permettraient de vous identifier.
          </li>
          <li>
            <strong>Vos coordonnées sont masquées.</strong> Un numéro de téléphone ou une adresse e-mail écrits dans la
            question sont remplacés par «{'\u00a0'}[masqué]{'\u00a0'}» avant même d’être enregistrés{'\u00a0'}:
            personne, pas même l’équipe, ne les voit. Le cabinet ne rappelle jamais quelqu’un à partir d’une question
            {'\u00a0'}; pour être recontacté, faites une demande de rendez-vous.
          </li>
          <li>
            <strong>L’e-mail, une seule fois.</strong> Si vous indiquez une adresse e-mail, elle n’est jamais publiée ni
            montrée à l’équipe{'\u00a0'}: elle sert uniquement à vous prévenir, une fois, que la réponse est en ligne,
            puis elle est effacée. Elle est effacée aussi si la question n’est pas publiée.
          </li>
          <li>
            <strong>Combien de temps.</strong> Une question publiée reste sous l’article avec sa réponse tant que
            l’article est en ligne. Une question refusée ou classée indésirable n’est jamais publiée et est supprimée au
            bout de 30{'\u00a0'}jours.
          </li>
          <li>
            <strong>Supprimer votre question.</strong> Vous pouvez demander à tout moment qu’une question que vous avez
            posée soit retirée{'\u00a0'}: écrivez au cabinet (coordonnées plus bas) en indiquant l’article et votre
            pseudonyme. Elle est alors supprimée avec sa réponse.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="conservation" title="Où et combien de temps">
        <p>
          Les données sont conservées sur le serveur du site, chez l’hébergeur {legal.host}. Elles ne sont ni vendues,
          ni cédées, ni transmises à un tiers. Le site n’envoie jamais de message à votre numéro{'\u00a0'}: c’est
          l’équipe du cabinet qui vous rappelle ou vous écrit.
        </p>
        <ul className={item}>
          <li>
            Une demande de rendez-vous est gardée tant qu’elle est en cours, puis supprimée automatiquement{' '}
            {practice.requestRetentionDays}
            {'\u00a0'}jours après avoir été traitée (rendez-vous fixé, sans réponse ou archivée). L’équipe est prévenue
            par un e-mail qui ne contient aucune de vos informations.
          </li>
          <li>Les empreintes servant à limiter les envois sont effacées après un jour.</li>
          <li>Un compte de l’équipe est conservé tant que la personne travaille avec le cabinet.</li>
        </ul>
        <p>
          Si vous choisissez d’être recontacté par WhatsApp, ou si vous écrivez au cabinet par WhatsApp, ces échanges
          passent par ce service et relèvent aussi de ses propres conditions.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="Vos droits et comment les exercer">
        <p>
          La loi 09-08 vous donne le droit d’être informé, d’accéder à vos données, de les faire corriger ou supprimer,
          et de vous opposer à leur traitement pour un motif légitime. Vous pouvez aussi retirer votre demande de
          rendez-vous à tout moment.
        </p>
        <p>
          Pour cela, écrivez à{' '}
          <a href={`mailto:${practice.email}`} className="text-primary underline underline-offset-4">
            {practice.email}
          </a>
          , appelez le {practice.phone.display} pendant les heures d’ouverture, ou adressez un courrier au cabinet. Nous
          vous répondons dans un délai d’un mois au plus.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la CNDP (
          <a href="https://www.cndp.ma" className="text-primary underline underline-offset-4">
            www.cndp.ma
          </a>
          ).
        </p>
      </LegalSection>
    </PlainPublicPage>
  );
}

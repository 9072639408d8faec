import type { Metadata } from 'next';
import { LegalSection } from '@/components/site/legal-section';
import { type PlainPage, PlainPublicPage, plainPageMetadata } from '@/components/site/plain-public-page';
import { practice as practiceContent } from '@/content/practice';
import { LEGAL_NOTICE_PATH, PRIVACY_POLICY_PATH } from '@/lib/site/site-paths';
import { getPublicPractice } from '@/server/practice/public-practice';

const PAGE: PlainPage = {
  path: LEGAL_NOTICE_PATH,
  title: 'Mentions légales',
  lead: 'Qui publie ce site, qui l’héberge, et comment lire les informations médicales qu’il contient.',
  description:
    'Éditeur du site du cabinet, responsable de la publication, hébergeur, déclaration à la CNDP et conditions d’utilisation des informations médicales publiées.',
};

export function generateMetadata(): Metadata {
  return plainPageMetadata(PAGE);
}

/** Who publishes and hosts the site (decision 044), from the facts of 'Cabinet'. */
export default async function LegalNoticePage() {
  const practice = await getPublicPractice();
  const { legal } = practice;
  return (
    <PlainPublicPage page={PAGE} width="3xl" className="space-y-10">
      <LegalSection id="editeur" title="Éditeur du site">
        <p>
          {practice.name}, {practice.addressLine}. Téléphone{'\u00a0'}: {practice.phone.display}. E-mail{'\u00a0'}:{' '}
          <a href={`mailto:${practice.email}`} className="text-primary underline underline-offset-4">
            {practice.email}
          </a>
          .
        </p>
        <p>
          Responsable de la publication et du traitement des données{'\u00a0'}: {legal.controller}.
        </p>
      </LegalSection>
      <LegalSection id="hebergeur" title="Hébergeur">
        <p>{legal.host}.</p>
      </LegalSection>
      <LegalSection id="cndp" title="Protection des données">
        <p>
          Déclaration ou autorisation de la CNDP n°{'\u00a0'}
          {legal.cndpNumber}. Ce que le site recueille et vos droits sont décrits dans la{' '}
          <a href={PRIVACY_POLICY_PATH} className="text-primary underline underline-offset-4">
            politique de confidentialité
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection id="informations-medicales" title="Informations médicales">
        <p>
          Les articles et guides du site informent de façon générale. Ils ne remplacent ni une consultation, ni un
          diagnostic, ni un traitement adaptés à votre situation. En cas d’urgence, appelez le{' '}
          {practiceContent.emergencyNumbers.map((entry) => entry.number).join(', ')}.
        </p>
      </LegalSection>
      <LegalSection id="propriete" title="Contenus">
        <p>
          Les textes et illustrations du site appartiennent au cabinet. Vous pouvez citer un court extrait en indiquant
          sa source et un lien vers la page.
        </p>
      </LegalSection>
    </PlainPublicPage>
  );
}

import { buttonVariants, type ButtonStyle } from '@/components/ui/button-variants';
import { buildDirectionsLink, buildMapsSearchLink } from '@/lib/practice/maps-link';
import { getPublicPractice } from '@/server/practice/public-practice';

const mapsFailureMessage = (address: string) =>
  `Impossible d’ouvrir Google Maps. L’adresse du cabinet a été copiée dans le presse-papiers : ${address}`;

type MapsLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target'> & {
  kind: 'place' | 'directions';
  /** Closes the dialog it sits in once the maps service is opened. */
  closesDialog?: boolean;
  /** Another address than the practice's own (the popup's announced address). */
  address?: string;
  /** Styled as this button, className adding to it. */
  button?: ButtonStyle;
};

/** The practice on the maps service, as a plain link that the site's script opens in a new tab. */
export async function MapsLink({ kind, closesDialog, address, button, className, children, ...props }: MapsLinkProps) {
  const target = address ?? (await getPublicPractice()).addressLine;
  return (
    <a
      {...props}
      className={button ? buttonVariants({ ...button, className }) : className}
      href={kind === 'directions' ? buildDirectionsLink(target) : buildMapsSearchLink(target)}
      target="_blank"
      rel="noopener noreferrer"
      data-failure-message={mapsFailureMessage(target)}
      data-failure-clipboard={target}
      data-closes-dialog={closesDialog ? '' : undefined}
    >
      {children}
    </a>
  );
}

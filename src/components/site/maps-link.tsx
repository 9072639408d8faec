'use client';

import { buttonVariants, type ButtonStyle } from '@/components/ui/button-variants';
import { buildDirectionsLink, buildMapsSearchLink } from '@/lib/maps-link';
import { openExternal } from './open-external';
import { usePractice } from './practice-context';

const mapsFailure = (address: string) => ({
  message: `Impossible d'ouvrir Google Maps. L'adresse du cabinet a été copiée dans le presse-papiers : ${address}`,
  clipboardText: address,
});

type MapsLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'onClick'> & {
  kind: 'place' | 'directions';
  onOpened?: () => void;
  /** Another address than the practice's own (the popup's announced address). */
  address?: string;
  /** Styled as this button, className adding to it. */
  button?: ButtonStyle;
};

/** The practice on the maps service, as a plain link that JavaScript opens in a new tab. */
export function MapsLink({ kind, onOpened, address, button, className, children, ...props }: MapsLinkProps) {
  const practiceAddress = usePractice().addressLine;
  const target = address ?? practiceAddress;
  const href = kind === 'directions' ? buildDirectionsLink(target) : buildMapsSearchLink(target);
  return (
    <a
      {...props}
      className={button ? buttonVariants({ ...button, className }) : className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        openExternal(href, mapsFailure(target));
        onOpened?.();
      }}
    >
      {children}
    </a>
  );
}


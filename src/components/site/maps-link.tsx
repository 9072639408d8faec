'use client';

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
};

/** The practice on the maps service, as a plain link that JavaScript opens in a new tab. */
export function MapsLink({ kind, onOpened, address, children, ...props }: MapsLinkProps) {
  const practiceAddress = usePractice().addressLine;
  const target = address ?? practiceAddress;
  const href = kind === 'directions' ? buildDirectionsLink(target) : buildMapsSearchLink(target);
  return (
    <a
      {...props}
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


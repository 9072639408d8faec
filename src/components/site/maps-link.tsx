'use client';

import { practiceAddressLine } from '@/content/practice';
import { buildDirectionsLink, buildMapsSearchLink } from '@/lib/maps-link';
import { openExternal } from './open-external';

const ADDRESS = practiceAddressLine();
const MAPS_FAILURE = {
  message: `Impossible d'ouvrir Google Maps. L'adresse du cabinet a été copiée dans le presse-papiers : ${ADDRESS}`,
  clipboardText: ADDRESS,
};

type MapsLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'onClick'> & {
  kind: 'place' | 'directions';
  onOpened?: () => void;
};

/** The practice on the maps service, as a plain link that JavaScript opens in a new tab. */
export function MapsLink({ kind, onOpened, children, ...props }: MapsLinkProps) {
  const href = kind === 'directions' ? buildDirectionsLink(ADDRESS) : buildMapsSearchLink(ADDRESS);
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        openExternal(href, MAPS_FAILURE);
        onOpened?.();
      }}
    >
      {children}
    </a>
  );
}


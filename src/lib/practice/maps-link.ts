/** Links to the maps service (spec section 7, outbound action 2). Google Maps URLs API: no key needed. */
export function buildMapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function buildDirectionsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

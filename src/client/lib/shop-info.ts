export { SHOP_CONTACT } from '../../shared/shop';

/** The partner eyewear retailer of the partner-store page. */
export const PARTNER_STORE = {
  name: 'Laguna Eyewear Boutique',
  street: '1187 S Pacific Coast Hwy',
  city: 'Laguna Beach, CA 92651',
  phone: '(949) 555-0187',
  phoneHref: 'tel:+19495550187',
  email: 'hello@lagunaeyewear.example',
  hours: [
    { days: 'Mon-Sat', time: '10 am - 6 pm', label: 'Monday to Saturday' },
    { days: 'Sun', time: '11 am - 5 pm', label: 'Sunday' },
  ],
} as const;

/**
 * A phone number as a tel: link shows it: its spaces and hyphens non-breaking, so the number never
 * wraps onto two lines (html-validate's tel-non-breaking).
 */
export function phoneLinkText(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}

export function partnerStoreAddress(): string {
  return `${PARTNER_STORE.street}, ${PARTNER_STORE.city}`;
}

/** A Google Maps search for an address, which opens the maps app on phones. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

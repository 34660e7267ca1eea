/**
 * Profile completeness as ONE rule, applied the same way by the server and the
 * client when a shopper enters a paid game, claims a prize or buys. Each step needs only what it
 * uses: entering charges the entry to the card on file and delivers nothing; claiming a prize and
 * buying deliver, so they need the contact details and an address in ZIP 92651, and a card on file
 * only when that is how the order is paid (Apple Pay and cash on delivery need none). The profile
 * reads 'Complete' when it has everything every step needs. Whatever a step lacks is named, in the
 * same words on every path, and the checkout form lets the shopper fill it in on the spot.
 * Bidding in an auction (`bid`) needs everything: a winning bid is charged to the
 * card on file and delivered.
 */
import { DELIVERY_ZIP, isDeliveryZip } from './pricing';

export const profileRequirements = ['card', 'name', 'email', 'phone', 'address'] as const;
export type ProfileRequirement = (typeof profileRequirements)[number];

export const profilePurposes = ['enter', 'claim', 'buy', 'bid'] as const;
export type ProfilePurpose = (typeof profilePurposes)[number];

/** What each step needs, before the way of paying is known. */
export const PURPOSE_REQUIREMENTS: Record<ProfilePurpose, readonly ProfileRequirement[]> = {
  enter: ['card'],
  claim: ['name', 'email', 'phone', 'address'],
  buy: ['name', 'email', 'phone', 'address'],
  /** A winning bid is charged to the card on file and delivered: everything. */
  bid: ['card', 'name', 'email', 'phone', 'address'],
};

/** The requirement in words, as every message and screen names it. */
export const requirementLabels: Record<ProfileRequirement, string> = {
  card: 'a card on file',
  name: 'your name',
  email: 'your email',
  phone: 'your phone number',
  address: `a delivery address in ZIP ${DELIVERY_ZIP}`,
};

const purposePhrases: Record<ProfilePurpose, string> = {
  enter: 'To enter a game',
  claim: 'To claim your prize',
  buy: 'To buy',
  bid: 'To bid',
};

/** The details a step is judged on: the profile's, or the checkout form's for an order. */
export interface ProfileDetails {
  name: string | null | undefined;
  email: string | null | undefined;
  phone: string | null | undefined;
  address: {
    line1: string | null | undefined;
    city: string | null | undefined;
    state: string | null | undefined;
    postalCode: string | null | undefined;
  };
  hasCard: boolean;
}

const present = (value: string | null | undefined) => Boolean(value?.trim());

function meets(details: ProfileDetails, requirement: ProfileRequirement): boolean {
  switch (requirement) {
    case 'card':
      return details.hasCard;
    case 'name':
      return present(details.name);
    case 'email':
      return present(details.email);
    case 'phone':
      return present(details.phone);
    case 'address': {
      const { line1, city, state, postalCode } = details.address;
      return (
        present(line1) &&
        present(city) &&
        present(state) &&
        present(postalCode) &&
        isDeliveryZip(postalCode ?? '')
      );
    }
  }
}

/**
 * What `details` lack for `purpose`, in the order of `profileRequirements`. `payByCardOnFile`:
 * an order paid with the card on file also needs the card (entering always does).
 */
export function missingFor(
  details: ProfileDetails,
  purpose: ProfilePurpose | 'all',
  options: { payByCardOnFile?: boolean } = {},
): ProfileRequirement[] {
  const needed = new Set<ProfileRequirement>(
    purpose === 'all' ? profileRequirements : PURPOSE_REQUIREMENTS[purpose],
  );
  if (options.payByCardOnFile) needed.add('card');
  return profileRequirements.filter(
    (requirement) => needed.has(requirement) && !meets(details, requirement),
  );
}

/** 'your phone number and a delivery address in ZIP 92651' */
export function requirementList(missing: readonly ProfileRequirement[]): string {
  const words = missing.map((requirement) => requirementLabels[requirement]);
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'To claim your prize, we need your phone number and a delivery address in ZIP 92651.' */
export function missingMessage(
  purpose: ProfilePurpose,
  missing: readonly ProfileRequirement[],
): string {
  return `${purposePhrases[purpose]}, we need ${requirementList(missing)}.`;
}

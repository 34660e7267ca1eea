/**
 * Profile completeness as ONE rule (decisions 0016 and 0067), applied the same way by the server
 * and the client when a shopper enters a paid game, bids, claims a prize or buys. The official
 * rules ask the same of every way to get a product (shopper.md: "Complete your profile to play or
 * purchase products. We need your payment method, shipping address, email, name, and phone
 * number."): the contact details, a delivery address in ZIP 92651, and a way to pay. Entering and
 * bidding charge the card on file, so they need it; an order needs the card on file only when that
 * is how it is paid (Apple Pay and cash on delivery are their own way to pay), and claiming a prize
 * is an order. Whatever a step lacks is named, in the same words on every path, before any confirm
 * step on the client, and again by the server.
 */
import { DELIVERY_ZIP, isDeliveryZip } from './pricing';

export const profileRequirements = ['card', 'name', 'email', 'phone', 'address'] as const;
export type ProfileRequirement = (typeof profileRequirements)[number];

export const profilePurposes = ['enter', 'claim', 'buy', 'bid'] as const;
export type ProfilePurpose = (typeof profilePurposes)[number];

/** What every step needs: who to deliver to, and where. */
const CONTACT_AND_ADDRESS = ['name', 'email', 'phone', 'address'] as const;

/**
 * What each step needs, before the way of paying is known: the contact and address always, and
 * the card on file for the steps charged to it (an entry, a bid).
 */
export const PURPOSE_REQUIREMENTS: Record<ProfilePurpose, readonly ProfileRequirement[]> = {
  enter: ['card', ...CONTACT_AND_ADDRESS],
  claim: CONTACT_AND_ADDRESS,
  buy: CONTACT_AND_ADDRESS,
  bid: ['card', ...CONTACT_AND_ADDRESS],
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

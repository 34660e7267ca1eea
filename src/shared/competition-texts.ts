import { formatCount } from './plural';
import { PRIZE_PRICE_TEXT } from './pricing';
import { missingMessage } from './profile-rules';
import { formatShopDayTime } from './shop-time';

// Competition texts and sizes both sides use (contracts/competitions.ts re-exports them beside its
// schemas); no zod here, so the browser's first load can use them without it.

/** Entry and game messages (shopper.md sections 5 and 8), exactly where the spec gives them. */
export const competitionMessages = {
  authenticationRequired: 'Authentication required',
  exactlyFive: 'Please select exactly 5 influencers.',
  unknownInfluencer: 'One of the chosen influencers does not exist.',
  full: 'Competition is full',
  alreadyEntered: 'You have already entered this competition.',
  noCompetition: 'This product has no open competition right now.',
  notPlayable: 'This product is not available to play.',
  /** The completeness rule's words for entering without a card on file. */
  paymentMethodRequired: missingMessage('enter', ['card']),
  competitionNotFound: 'Competition not found',
  gameNotFound: 'Game Not Found',
  entryNotFound: 'You have no entry in this product’s current competition.',
  notWinner: 'Only the winner can do this with the prize.',
  prizeSettled: 'This prize has already been claimed or donated.',
  /** GET /api/games/:id/results before the game is over (409). */
  resultsNotReady: 'Results are published when the game has completed.',
  prizeIsOne: 'A prize is a single item; its quantity cannot change.',
  prizeStays: `A prize stays in your cart until you buy it for ${PRIZE_PRICE_TEXT} or donate it.`,
  /** An entry into a game whose fill deadline has passed with entries in it. */
  fillDeadlinePassed:
    'This game did not fill by its deadline, so its entries are being refunded. A new game opens in a moment: try again shortly.',
  /** A free entry was confirmed but its credit is gone: nothing is charged. */
  freeEntryGone:
    'Your free entry for this product is no longer available (it was used, or its order was cancelled). Nothing was charged: join again to pay the entry.',
  /** POST /api/payments for a free entry: it has no payment. */
  freeEntryHasNoPayment: 'This entry was free with your purchase: no payment was taken.',
} as const;

/** Client error codes (`code` beside `message`) the screens branch on. */
export const competitionErrorCodes = {
  paymentMethodRequired: 'PAYMENT_METHOD_REQUIRED',
  full: 'COMPETITION_FULL',
  alreadyEntered: 'ALREADY_ENTERED',
  fillDeadlinePassed: 'FILL_DEADLINE_PASSED',
  freeEntryGone: 'FREE_ENTRY_GONE',
} as const;

/**
 * What a shopper reads before entering a game that has not filled: 'Starts when
 * 149 players have joined, or every entry is refunded on Mon, Dec 7, 6:00 PM PST'.
 */
export function fillDeadlineText(
  requiredParticipants: number,
  fillDeadline: string | Date,
): string {
  return `Starts when ${formatCount(requiredParticipants)} players have joined, or every entry is refunded on ${formatShopDayTime(fillDeadline)}`;
}

/** How many leaderboard rows a game answers at once: the top 10, plus the viewer's own. */
export const LEADERBOARD_TOP = 10;
/** The largest page of a leaderboard (GET /api/games/:id/leaderboard, /api/products/:id/plays). */
export const LEADERBOARD_PAGE_MAX = 100;

import { competitionErrorCodes } from '../../../../shared/competition-texts';
import { checkoutErrorCodes } from '../../../../shared/order-texts';
import { ApiError, getErrorMessage } from '../../../lib/api';

export type BidFailure =
  /** The session is gone: sign in and come back. */
  | { kind: 'sign-in' }
  /** The profile or the card on file lacks something: say what, with links to fix it. */
  | { kind: 'profile'; message: string; needsCard: boolean; needsDetails: boolean }
  /** The auction moved on (ended, not started): say so and read it again. */
  | { kind: 'stale'; message: string }
  /** Refused by the bidder's own limits or break: what applied and when it lifts. */
  | { kind: 'limit'; title: string; message: string }
  /** Anything else, including a bid under the minimum: the server's words. */
  | { kind: 'failed'; message: string };

const cardCodes = new Set<string>([
  competitionErrorCodes.paymentMethodRequired,
  checkoutErrorCodes.cardNotOnFile,
]);
const detailWords = /\b(name|email|phone|address)\b/i;

/** What the bid form does with a failed POST /api/auctions/:id/bids. */
export function classifyBidError(error: unknown): BidFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'sign-in' };
    const message = error.detail;
    const profileError =
      (error.code !== undefined &&
        (cardCodes.has(error.code) || error.code === checkoutErrorCodes.profileIncomplete)) ||
      /\bwe need\b/i.test(message);
    if (profileError) {
      return {
        kind: 'profile',
        message,
        // The words name what is missing; a bare code means the card.
        needsCard:
          /card on file/i.test(message) ||
          (!/\bwe need\b/i.test(message) && error.code !== undefined && cardCodes.has(error.code)),
        needsDetails: detailWords.test(message),
      };
    }
    if (error.status === 409) return { kind: 'stale', message };
  }
  return { kind: 'failed', message: getErrorMessage(error) };
}

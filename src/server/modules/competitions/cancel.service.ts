import { COMPETITION_MOVES } from '../../../shared/competition-rules';
import { formatEntryPrice } from '../../../shared/money';
import { formatCount } from '../../../shared/plural';
import { type AppContext, withDb } from '../../context';
import { productName, productsByIds, releaseStockUnits } from '../catalog/catalog.service';
import { uncountSelections } from '../influencers/influencers.service';
import { markInvoiceOfPaymentRefunded, voidInvoice } from '../invoices/invoices.service';
import { notify } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { refundPayment } from '../payments/payments.service';
import {
  findPaidPlays,
  lockCompetition,
  markCancelled,
  markPlayRefunded,
} from './competitions.repository';
import { giveBackCreditOfPlay } from './free-entries.repository';

/**
 * Why a waiting competition is cancelled: its product was deleted or taken out of play
 * ('unrunnable'), or it did not fill by its deadline ('deadline').
 */
export type CancelReason = 'unrunnable' | 'deadline';

/**
 * Cancels a waiting competition: every paid entry is refunded through the refund path (one refund
 * per entry: its key is the entry's; its invoice marked refunded), a free entry's credit is
 * given back, the player told; the held unit goes back to stock. Returns false when the transition table allows no cancel from its
 * status (another process started or cancelled it first) or, for a deadline, when under its row
 * lock the game turns out to have filled or its deadline not to have come. An entry holds the same
 * lock and is refused past the deadline, so each entry is either in a game that starts or refunded.
 */
export async function cancelCompetition(
  ctx: AppContext,
  gateway: PaymentGateway,
  competitionId: number,
  reason: CancelReason = 'unrunnable',
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId);
    const cancel = COMPETITION_MOVES.cancel;
    if (!competition || competition.status !== cancel.from) return false;
    const now = ctx.clock.now();
    if (
      reason === 'deadline' &&
      (competition.startTime !== null || competition.fillDeadline.getTime() > now.getTime())
    ) {
      return false;
    }
    const [product] = await productsByIds(tx, [competition.productId]);
    const name = product ? productName(product) : 'this product';
    const entries = await findPaidPlays(tx, [competitionId]);
    const txCtx = withDb(ctx, tx);
    for (const play of entries) {
      let returned: string;
      if (play.paymentId === null) {
        // A free entry: its credit is unused again, its $0 invoice void.
        await giveBackCreditOfPlay(tx, play.id);
        if (play.invoiceId !== null) await voidInvoice(tx, play.invoiceId);
        returned = freeEntryReturned(name);
      } else {
        const refund = await refundPayment(txCtx, gateway, {
          paymentId: play.paymentId,
          refundKey: `refund-play-${play.id}`,
          reason: `Competition #${competitionId} cancelled`,
        });
        if (!refund.ok) throw new Error(`refund of play ${play.id} failed: ${refund.message}`);
        await markInvoiceOfPaymentRefunded(tx, play.paymentId);
        returned = entryRefunded(formatEntryPrice(refund.amountCents));
      }
      await markPlayRefunded(tx, play.id, now);
      await uncountSelections(tx, play.influencerIds, play.paidAt);
      await notify(txCtx, play.userId, {
        type: 'game_ended',
        title: 'Game Cancelled',
        message: cancelledMessage(reason, name, competition, returned),
        actionUrl: '/scoreboard?tab=my-games',
        actionText: 'My games',
        productId: competition.productId,
        gameId: String(competitionId),
      });
    }
    // The unit held for the winner goes back to the sellable stock (if the product is still live).
    if (product) await releaseStockUnits(tx, [product.id]);
    await markCancelled(tx, competitionId, now);
    return true;
  });
}

/** What came back to a paid entry's player: 'Your $1 entry has been refunded.' */
export const entryRefunded = (entryPrice: string) => `Your ${entryPrice} entry has been refunded.`;

/** What came back to a free entry's player: the credit, not money. */
export const freeEntryReturned = (name: string) =>
  `Your free entry has been given back: your next entry into a game for ${name} is free.`;

/** The player's notice: why the game was cancelled, and that their entry came back. */
export function cancelledMessage(
  reason: CancelReason,
  name: string,
  competition: { entriesCount: number; requiredParticipants: number },
  returned: string,
): string {
  if (reason === 'unrunnable') return `The game for ${name} was cancelled. ${returned}`;
  return `The game for ${name} was cancelled: ${formatCount(competition.entriesCount)} of ${formatCount(competition.requiredParticipants)} players joined before its deadline. ${returned}`;
}

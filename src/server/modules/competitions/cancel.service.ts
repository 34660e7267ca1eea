import { COMPETITION_MOVES } from '../../../shared/competition-rules';
import { formatEntryPrice } from '../../../shared/money';
import { type AppContext, withDb } from '../../context';
import { productsByIds, releaseStockUnits } from '../catalog/catalog.service';
import { uncountSelections } from '../influencers/influencers.service';
import { notify } from '../notifications/notifications.service';
import { refundPayment } from '../payments/paid-action.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import {
  findPaidPlays,
  lockCompetition,
  markCancelled,
  markPlayRefunded,
} from './competitions.repository';

/**
 * Cancels a waiting competition that can no longer run (its product was deleted or taken out of
 * play): every paid entry is refunded through the refund path (one refund per entry: its key is
 * the entry's; the path marks its invoice refunded), the player told; the held unit goes back to
 * stock. Returns false when the transition table allows no cancel from its status (another
 * process started or cancelled it first).
 */
export async function cancelCompetition(
  ctx: AppContext,
  gateway: PaymentGateway,
  competitionId: number,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, competitionId);
    const cancel = COMPETITION_MOVES.cancel;
    if (!competition || competition.status !== cancel.from) return false;
    const [product] = await productsByIds(tx, [competition.productId]);
    const now = ctx.clock.now();
    const entries = await findPaidPlays(tx, [competitionId]);
    const txCtx = withDb(ctx, tx);
    for (const play of entries) {
      const refund = await refundPayment(txCtx, gateway, {
        paymentId: play.paymentId,
        refundKey: `refund-play-${play.id}`,
        reason: `Competition #${competitionId} cancelled`,
      });
      if (!refund.ok) throw new Error(`refund of play ${play.id} failed: ${refund.message}`);
      await markPlayRefunded(tx, play.id, now);
      await uncountSelections(tx, play.influencerIds, play.paidAt);
      await notify(txCtx, play.userId, {
        type: 'game_ended',
        title: 'Game Cancelled',
        message:
          `The game for ${product?.brand ?? 'this product'} ${product?.model ?? ''} was cancelled. Your ${formatEntryPrice(refund.amountCents)} entry has been refunded.`.replace(
            '  ',
            ' ',
          ),
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

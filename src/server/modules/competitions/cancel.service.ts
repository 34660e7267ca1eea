import { eq } from 'drizzle-orm';
import { COMPETITION_MOVES } from '../../../shared/competition-rules';
import { formatEntryPrice } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema/orders';
import { productsByIds, releaseStockUnits } from '../catalog/catalog.service';
import { uncountSelections } from '../influencers/influencers.service';
import { notify } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { markPaymentRefunded } from '../payments/payments.repository';
import { paymentsByIds, providerKey } from '../payments/payments.service';
import {
  findPaidPlays,
  lockCompetition,
  markCancelled,
  markPlayRefunded,
} from './competitions.repository';

/**
 * Cancels a waiting competition that can no longer run (its product was deleted or taken out of
 * play): every paid entry is refunded through the gateway (one refund per entry: its key is the
 * entry's), its invoice marked refunded, the player told; the held unit goes back to stock. Returns
 * false when the transition table allows no cancel from its status (another process started or
 * cancelled it first).
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
    const paid = await findPaidPlays(tx, [competitionId]);
    const paymentOf = new Map(
      (
        await paymentsByIds(
          tx,
          paid.map((play) => play.paymentId),
        )
      ).map((payment) => [payment.id, payment]),
    );
    const entries = paid.flatMap((play) => {
      const payment = paymentOf.get(play.paymentId);
      return payment ? [{ play, payment }] : [];
    });
    const txCtx = { ...ctx, db: tx as unknown as Database };
    for (const { play, payment } of entries) {
      if (payment.status === 'completed' && payment.providerPaymentId) {
        const refund = await gateway.refund({
          idempotencyKey: providerKey(play.userId, `refund-play-${play.id}`),
          providerPaymentId: payment.providerPaymentId,
          amountCents: payment.amountCents,
          reason: `Competition #${competitionId} cancelled`,
        });
        if (!refund.ok) throw new Error(`refund of play ${play.id} failed: ${refund.message}`);
        await markPaymentRefunded(tx, payment.id, {
          providerRefundId: refund.providerRefundId,
          refundedAt: now,
        });
      }
      await markPlayRefunded(tx, play.id, now);
      await uncountSelections(tx, play.influencerIds, play.paidAt);
      await tx
        .update(invoices)
        .set({ status: 'refunded' })
        .where(eq(invoices.paymentId, payment.id));
      await notify(txCtx, play.userId, {
        type: 'game_ended',
        title: 'Game Cancelled',
        message:
          `The game for ${product?.brand ?? 'this product'} ${product?.model ?? ''} was cancelled. Your ${formatEntryPrice(payment.amountCents)} entry has been refunded.`.replace(
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

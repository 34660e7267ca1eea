import { and, eq, isNull, sql } from 'drizzle-orm';
import { COMPETITION_MOVES } from '../../../shared/competition-rules';
import { formatEntryPrice } from '../../../shared/money';
import { type AppContext, withDb } from '../../context';
import { products } from '../../db/schema/catalog';
import { competitions, plays } from '../../db/schema/competitions';
import { notify } from '../notifications/notifications.service';
import { refundPayment } from '../payments/paid-action.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { uncountSelections } from './scoring.repository';

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
    const [competition] = await tx
      .select()
      .from(competitions)
      .where(eq(competitions.id, competitionId))
      .for('update');
    const cancel = COMPETITION_MOVES.cancel;
    if (!competition || competition.status !== cancel.from) return false;
    const [product] = await tx
      .select()
      .from(products)
      .where(eq(products.id, competition.productId));
    const now = ctx.clock.now();
    const entries = await tx
      .select()
      .from(plays)
      .where(and(eq(plays.competitionId, competitionId), isNull(plays.refundedAt)));
    const txCtx = withDb(ctx, tx);
    for (const play of entries) {
      const refund = await refundPayment(txCtx, gateway, {
        paymentId: play.paymentId,
        refundKey: `refund-play-${play.id}`,
        reason: `Competition #${competitionId} cancelled`,
      });
      if (!refund.ok) throw new Error(`refund of play ${play.id} failed: ${refund.message}`);
      await tx.update(plays).set({ refundedAt: now }).where(eq(plays.id, play.id));
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
    if (product && product.archivedAt === null) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + 1` })
        .where(eq(products.id, product.id));
    }
    await tx
      .update(competitions)
      .set({ status: cancel.to, cancelledAt: now })
      .where(and(eq(competitions.id, competitionId), eq(competitions.status, cancel.from)));
    return true;
  });
}

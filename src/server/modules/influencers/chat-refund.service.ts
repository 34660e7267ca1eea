import { replyWindowMs, replyWindowText } from '../../../shared/chat-rules';
import { CHAT_UNLOCK_PRICE_CENTS } from '../../../shared/contracts/coach';
import { formatCents } from '../../../shared/money';
import { type AppContext, withDb } from '../../context';
import { markInvoiceOfPaymentRefunded } from '../invoices/invoices.service';
import { notify } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { refundPayment } from '../payments/payments.service';
import { findDueForRefund, lockUnlockById, updateUnlock } from './chat.repository';
import { type ChatConfig, findInfluencer, publishChatChanged } from './chat.service';

/** At most this many chats are refunded per tick (the rest on the next). */
const REFUND_BATCH = 50;

/** The key a chat's refund is taken with: one per payment, so the provider refunds it once. */
export const chatRefundKey = (paymentId: number) => `refund-chat-payment-${paymentId}`;

/**
 * Reply or refund, called by the scheduler's tick: every unlocked chat whose first
 * message waited longer than CHAT_REPLY_DAYS without a reply is refunded through the refund path
 * and the shopper told. Each chat is one transaction under its unlock's row lock, re-checked
 * there, so two processes ticking at once refund it once, and a reply racing the deadline is either
 * stored first (then nothing is refunded) or refused after the refund. A provider failing is logged
 * and retried on the next tick. Returns how many chats were refunded.
 */
export async function refundUnansweredChats(
  ctx: AppContext,
  gateway: PaymentGateway,
  config: ChatConfig,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - replyWindowMs(config.replyDays));
  let refunded = 0;
  for (const id of await findDueForRefund(ctx.db, cutoff, REFUND_BATCH)) {
    try {
      if (await refundChat(ctx, gateway, config, id)) refunded += 1;
    } catch (error) {
      ctx.log.error({ err: error, chatUnlockId: id }, 'chat refund failed; retried next tick');
    }
  }
  return refunded;
}

async function refundChat(
  ctx: AppContext,
  gateway: PaymentGateway,
  config: ChatConfig,
  unlockId: number,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const unlock = await lockUnlockById(tx, unlockId);
    const now = ctx.clock.now();
    const cutoff = now.getTime() - replyWindowMs(config.replyDays);
    // Another process refunded it, or the influencer replied, while this one waited for the lock.
    if (
      !unlock?.firstMessageAt ||
      unlock.repliedAt ||
      unlock.refundedAt ||
      unlock.firstMessageAt.getTime() > cutoff
    ) {
      return false;
    }
    const txCtx = withDb(ctx, tx);
    let amountCents = CHAT_UNLOCK_PRICE_CENTS;
    if (unlock.paymentId !== null) {
      const refund = await refundPayment(txCtx, gateway, {
        paymentId: unlock.paymentId,
        refundKey: chatRefundKey(unlock.paymentId),
        reason: 'Chat unanswered',
      });
      if (!refund.ok) throw new Error(`refund of chat ${unlock.id} failed: ${refund.message}`);
      await markInvoiceOfPaymentRefunded(tx, unlock.paymentId);
      amountCents = refund.amountCents;
    }
    await updateUnlock(tx, unlock.id, { refundedAt: now });
    const influencer = await findInfluencer(tx, unlock.influencerId);
    await notify(txCtx, unlock.userId, {
      type: 'chat_refunded',
      title: 'Chat refunded',
      message: `${influencer.name} didn't reply within ${replyWindowText(config.replyDays)}, so your ${formatCents(amountCents)} chat access has been refunded.`,
      actionUrl: `/influencer/${influencer.id}`,
      actionText: 'Open chat',
    });
    await publishChatChanged(txCtx, [unlock.userId, influencer.accountUserId], now);
    return true;
  });
}

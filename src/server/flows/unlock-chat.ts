import { chatMessages } from '../../shared/chat-rules';
import { CHAT_UNLOCK_PRICE_CENTS } from '../../shared/contracts/coach';
import { competitionErrorCodes } from '../../shared/contracts/competitions';
import { formatCents } from '../../shared/money';
import { type AppContext, withDb } from '../context';
import { AppError } from '../errors';
import { findInfluencer, recordUnlock, unlockOf } from '../modules/influencers/chat.service';
import { notify } from '../modules/notifications/notifications.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import type { PaymentPurpose } from '../modules/payments/purpose';
import { billingContact } from '../modules/profile/profile.service';
import { cardToCharge, chargePayer, issueInvoice, type PayWith, payOnce } from './payment';

interface Unlocked {
  unlocked: true;
  paymentId: number | null;
  invoiceId: number | null;
}

/**
 * POST /api/influencers/:id/chat-unlock: a $5 one-time charge of the saved card, once per user and
 * influencer. An unlock that exists is returned as it is (no second charge, whatever the key); the
 * charge, the unlock and its invoice commit together. A chat refunded because it went unanswered
 * may be unlocked again (a new charge); a shopper the influencer blocked may not.
 */
export async function unlockChat(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  influencerId: string,
  idempotencyKey: string | undefined,
): Promise<Unlocked> {
  const payWith: PayWith = { kind: 'card_on_file' };
  const { result } = await payOnce<Unlocked>(
    ctx,
    // One unlock per user and influencer, whatever the key.
    { payerId: userId, idempotencyKey, lockOn: `chat:${influencerId}`, payWith },
    async (tx, key) => {
      const influencer = await findInfluencer(tx, influencerId);
      const existing = await unlockOf(tx, userId, influencerId);
      if (existing && !existing.refundedAt) {
        const { paymentId, invoiceId } = existing;
        return { kind: 'replayed', result: { unlocked: true, paymentId, invoiceId } };
      }

      // Check: not blocked, a card to charge.
      const card = await cardToCharge(tx, userId, payWith);
      if (existing?.blockedAt) throw new AppError('FORBIDDEN', chatMessages.blocked);
      if (!card) {
        throw new AppError('CONFLICT', 'Add a payment card in your profile to unlock the chat.', {
          clientCode: competitionErrorCodes.paymentMethodRequired,
        });
      }

      // Charge.
      const purpose: PaymentPurpose = { kind: 'chat_unlock', influencerId };
      const charge = await chargePayer(ctx, tx, gateway, {
        payerId: userId,
        idempotencyKey: key,
        payWith,
        card,
        amountCents: CHAT_UNLOCK_PRICE_CENTS,
        purpose,
      });
      if (!charge.ok) return { kind: 'declined', message: charge.message };

      // Invoice, then the unlock beside it.
      const contact = await billingContact(tx, userId);
      const invoiceId = await issueInvoice(
        tx,
        { payerId: userId, payWith, charge, purpose },
        {
          orderId: null,
          billTo: {
            name: contact.name ?? '',
            email: contact.email ?? '',
            address: contact.address,
          },
          lines: [
            {
              description: `Chat access: ${influencer.name} (${influencer.handle})`,
              quantity: 1,
              unitPriceCents: CHAT_UNLOCK_PRICE_CENTS,
              type: 'SERVICE',
            },
          ],
        },
      );
      const { paymentId, at } = charge;
      await recordUnlock(tx, { userId, influencerId, paymentId, invoiceId, createdAt: at });

      // Tell the shopper.
      await notify(withDb(ctx, tx), userId, {
        type: 'payment_success',
        title: 'Payment Successful',
        message: `Your ${formatCents(CHAT_UNLOCK_PRICE_CENTS)} chat access to ${influencer.name} was received.`,
        actionUrl: `/influencer/${influencerId}`,
        actionText: 'Open chat',
      });
      return { kind: 'paid', result: { unlocked: true, paymentId, invoiceId } };
    },
  );
  return result;
}

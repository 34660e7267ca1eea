import {
  CHAT_UNLOCK_PRICE_CENTS,
  coachMessages,
  type Message,
} from '../../../shared/contracts/coach';
import { competitionErrorCodes } from '../../../shared/contracts/competitions';
import { formatCents, toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { takePayment } from '../payments/paid-action.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { billingContact } from '../profile/profile.service';
import {
  findMessages,
  findUnlock,
  insertMessage,
  insertUnlock,
  type MessageRow,
} from './chat.repository';
import { findInfluencerRow } from './influencers.repository';

const INFLUENCER_NOT_FOUND = 'Influencer not found';

async function findInfluencer(db: Executor, influencerId: string) {
  const row = await findInfluencerRow(db, influencerId);
  if (!row) throw new AppError('NOT_FOUND', INFLUENCER_NOT_FOUND);
  return row;
}

/** GET /api/influencers/:id/chat */
export async function getChatAccess(ctx: AppContext, userId: number, influencerId: string) {
  await findInfluencer(ctx.db, influencerId);
  return {
    unlocked: Boolean(await findUnlock(ctx.db, userId, influencerId)),
    price: toDollars(CHAT_UNLOCK_PRICE_CENTS),
  };
}

interface Unlocked {
  unlocked: true;
  paymentId: number | null;
  invoiceId: number | null;
}

/**
 * POST /api/influencers/:id/chat-unlock: a $5 one-time charge of the saved card, once per user and
 * influencer, through the payment path (`takePayment`). An unlock that exists is returned as it
 * is (no second charge, whatever the key); the charge, the unlock and its invoice commit together.
 */
export async function unlockChat(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  influencerId: string,
  idempotencyKey: string | undefined,
): Promise<Unlocked> {
  const { result } = await takePayment<Unlocked>(ctx, gateway, {
    payerId: userId,
    idempotencyKey,
    // One unlock per user and influencer, whatever the key.
    lockOn: `chat:${influencerId}`,
    payWith: { kind: 'card_on_file' },
    findRecorded: async (tx) => {
      await findInfluencer(tx, influencerId);
      const existing = await findUnlock(tx, userId, influencerId);
      return (
        existing && {
          result: { unlocked: true, paymentId: existing.paymentId, invoiceId: existing.invoiceId },
        }
      );
    },
    prepare: async (tx, card) => {
      const influencer = await findInfluencer(tx, influencerId);
      if (!card) {
        throw new AppError('CONFLICT', 'Add a payment card in your profile to unlock the chat.', {
          clientCode: competitionErrorCodes.paymentMethodRequired,
        });
      }
      return {
        amountCents: CHAT_UNLOCK_PRICE_CENTS,
        purpose: `chat: ${influencerId}`,
        fulfil: async (tx, { paymentId, at }) => {
          const contact = await billingContact(tx, userId);
          return {
            invoice: {
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
            paidNotice: {
              type: 'payment_success',
              title: 'Payment Successful',
              message: `Your ${formatCents(CHAT_UNLOCK_PRICE_CENTS)} chat access to ${influencer.name} was received.`,
              actionUrl: `/influencer/${influencerId}`,
              actionText: 'Open chat',
            },
            result: async (invoiceId) => {
              await insertUnlock(tx, { userId, influencerId, paymentId, invoiceId, createdAt: at });
              return { unlocked: true, paymentId, invoiceId };
            },
          };
        },
      };
    },
  });
  return result;
}

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  influencerId: row.influencerId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/influencers/:id/messages: the user's own messages to this influencer, oldest first. */
export async function listMessages(
  ctx: AppContext,
  userId: number,
  influencerId: string,
): Promise<Message[]> {
  await findInfluencer(ctx.db, influencerId);
  return (await findMessages(ctx.db, userId, influencerId)).map(toMessage);
}

/** POST /api/influencers/:id/messages: only after the chat was unlocked. */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  influencerId: string,
  body: string,
): Promise<Message> {
  await findInfluencer(ctx.db, influencerId);
  if (!(await findUnlock(ctx.db, userId, influencerId))) {
    throw new AppError('FORBIDDEN', coachMessages.chatLocked);
  }
  return toMessage(
    await insertMessage(ctx.db, { userId, influencerId, body, createdAt: ctx.clock.now() }),
  );
}

import { and, asc, eq } from 'drizzle-orm';
import {
  CHAT_UNLOCK_PRICE_CENTS,
  coachMessages,
  type Message,
} from '../../../shared/contracts/coach';
import { competitionErrorCodes } from '../../../shared/contracts/competitions';
import { checkoutMessages } from '../../../shared/contracts/orders';
import { formatCents, toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { chatUnlocks, influencerMessages } from '../../db/schema/coach';
import { influencers } from '../../db/schema/influencers';
import { AppError } from '../../errors';
import { createInvoice } from '../invoices/invoices.service';
import { notify } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { lockIdempotencyKey } from '../payments/payments.repository';
import { chargeInTransaction, IDEMPOTENCY_KEY_PATTERN } from '../payments/payments.service';
import { findCurrentCard, findProfile } from '../profile/profile.repository';

const INFLUENCER_NOT_FOUND = 'Influencer not found';

async function findInfluencer(db: Executor, influencerId: string) {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, influencerId));
  if (!row) throw new AppError('NOT_FOUND', INFLUENCER_NOT_FOUND);
  return row;
}

async function findUnlock(db: Executor, userId: number, influencerId: string) {
  const [row] = await db
    .select()
    .from(chatUnlocks)
    .where(and(eq(chatUnlocks.userId, userId), eq(chatUnlocks.influencerId, influencerId)));
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

/**
 * POST /api/influencers/:id/chat-unlock: a $5 one-time charge of the saved card, once per user and
 * influencer. An unlock that exists is returned as it is (no second charge, whatever the key); the
 * charge, the unlock and its invoice commit together.
 */
export async function unlockChat(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  influencerId: string,
  idempotencyKey: string | undefined,
) {
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', checkoutMessages.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 64 letters, digits, - or _');
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const influencer = await findInfluencer(tx, influencerId);
    await lockIdempotencyKey(tx, userId, `chat:${influencerId}`);
    const existing = await findUnlock(tx, userId, influencerId);
    if (existing) {
      return {
        kind: 'unlocked' as const,
        result: {
          unlocked: true as const,
          paymentId: existing.paymentId,
          invoiceId: existing.invoiceId,
        },
      };
    }
    const card = await findCurrentCard(tx, userId);
    if (!card) {
      throw new AppError('CONFLICT', 'Add a payment card in your profile to unlock the chat.', {
        clientCode: competitionErrorCodes.paymentMethodRequired,
      });
    }
    const now = ctx.clock.now();
    const { payment } = await chargeInTransaction(tx, ctx.clock, gateway, {
      userId,
      idempotencyKey,
      amountCents: CHAT_UNLOCK_PRICE_CENTS,
      sourceToken: card.providerCardId,
      customerId: card.providerCustomerId,
      card: { brand: card.brand, last4: card.last4 },
      purpose: `chat: ${influencerId}`,
    });
    if (payment.status !== 'completed') {
      return { kind: 'declined' as const, message: payment.failureMessage ?? 'Card declined.' };
    }
    const profile = await findProfile(tx, userId);
    const invoice = await createInvoice(tx, {
      userId,
      orderId: null,
      paymentId: payment.id,
      status: 'paid',
      paymentMethod: 'card',
      invoiceDate: now,
      dueDate: now,
      subtotalCents: CHAT_UNLOCK_PRICE_CENTS,
      shippingCents: 0,
      taxCents: 0,
      totalCents: CHAT_UNLOCK_PRICE_CENTS,
      customer: {
        name: profile?.name ?? '',
        email: profile?.email ?? '',
        address: profile?.addressLine1
          ? `${profile.addressLine1}\n${profile.city ?? ''}, ${profile.state ?? ''} ${profile.postalCode ?? ''}\n${profile.country}`
          : '',
      },
      items: [
        {
          description: `Chat access: ${influencer.name} (${influencer.handle})`,
          quantity: 1,
          unitPriceCents: CHAT_UNLOCK_PRICE_CENTS,
          type: 'SERVICE',
        },
      ],
    });
    await tx.insert(chatUnlocks).values({
      userId,
      influencerId,
      paymentId: payment.id,
      invoiceId: invoice.id,
      createdAt: now,
    });
    await notify({ ...ctx, db: tx as unknown as Database }, userId, {
      type: 'payment_success',
      title: 'Payment Successful',
      message: `Your ${formatCents(CHAT_UNLOCK_PRICE_CENTS)} chat access to ${influencer.name} was received.`,
      actionUrl: `/influencer/${influencerId}`,
      actionText: 'Open chat',
    });
    return {
      kind: 'unlocked' as const,
      result: { unlocked: true as const, paymentId: payment.id, invoiceId: invoice.id },
    };
  });
  if (outcome.kind === 'declined') {
    throw new AppError('PAYMENT_DECLINED', outcome.message, { clientCode: 'PAYMENT_DECLINED' });
  }
  return outcome.result;
}

const toMessage = (row: typeof influencerMessages.$inferSelect): Message => ({
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
  const rows = await ctx.db
    .select()
    .from(influencerMessages)
    .where(
      and(eq(influencerMessages.userId, userId), eq(influencerMessages.influencerId, influencerId)),
    )
    .orderBy(asc(influencerMessages.id))
    .limit(500);
  return rows.map(toMessage);
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
  const [row] = await ctx.db
    .insert(influencerMessages)
    .values({ userId, influencerId, body, createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  return toMessage(row);
}

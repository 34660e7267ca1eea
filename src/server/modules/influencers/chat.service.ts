import {
  CHAT_SEND_LIMIT,
  chatMessages,
  replyWindowMs,
  replyWindowText,
} from '../../../shared/chat-rules';
import {
  CHAT_UNLOCK_PRICE_CENTS,
  type ChatAccess,
  coachMessages,
  type Message,
} from '../../../shared/contracts/coach';
import { formatCents, toDollars } from '../../../shared/money';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { topics } from '../../events';
import { usernamesByIds } from '../auth/auth.service';
import { publishOnCommit } from '../live/event-bus';
import { notify } from '../notifications/notifications.service';
import { consume } from '../rate-limit/rate-limit.service';
import {
  type ChatUnlockRow,
  findMessages,
  findUnlock,
  insertMessage,
  lockUnlock,
  type MessageRow,
  updateUnlock,
  upsertUnlock,
} from './chat.repository';
import { findInfluencerRow } from './influencers.repository';

/*
 * The paid chat: a shopper unlocks an influencer's chat for $5 and writes; the
 * influencer's linked account answers from its inbox (inbox.service.ts); a first message left
 * unanswered for CHAT_REPLY_DAYS is refunded once by the scheduler (chat-refund.service.ts). Every
 * write to one chat takes its unlock's row lock first, so a message, a reply, a block and the
 * refund of one chat happen one after another, never interleaved.
 */

/** The chat's settings: how long an influencer has to answer a first message (CHAT_REPLY_DAYS). */
export interface ChatConfig {
  replyDays: number;
}

/** When the first message's reply is due: null when there is none to wait for. */
export function replyDueAt(
  unlock: Pick<ChatUnlockRow, 'firstMessageAt' | 'repliedAt' | 'refundedAt'>,
  replyDays: number,
): Date | null {
  if (!unlock.firstMessageAt || unlock.repliedAt || unlock.refundedAt) return null;
  return new Date(unlock.firstMessageAt.getTime() + replyWindowMs(replyDays));
}

/** Each sender's messages per minute, shopper or influencer (429 beyond). */
export function consumeSendAllowance(ctx: AppContext, senderId: number): Promise<void> {
  return consume(ctx, {
    key: `chat-send:${senderId}`,
    max: CHAT_SEND_LIMIT.max,
    windowMs: CHAT_SEND_LIMIT.windowMs,
    message: chatMessages.rateLimited,
  });
}

/** Both sides of one chat hear of a change when it commits (their screens re-read it). */
export async function publishChatChanged(
  ctx: AppContext,
  userIds: readonly (number | null)[],
  at: Date,
): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  await publishOnCommit(
    ctx,
    ids.map((id) => ({ topic: topics.chat(id), id: String(id), version: at.getTime() })),
  );
}

/** A notice's one-line preview of a message. */
export function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

const INFLUENCER_NOT_FOUND = 'Influencer not found';

export async function findInfluencer(db: Executor, influencerId: string) {
  const row = await findInfluencerRow(db, influencerId);
  if (!row) throw new AppError('NOT_FOUND', INFLUENCER_NOT_FOUND);
  return row;
}

/** GET /api/influencers/:id/chat */
export async function getChatAccess(
  ctx: AppContext,
  config: ChatConfig,
  userId: number,
  influencerId: string,
): Promise<ChatAccess> {
  await findInfluencer(ctx.db, influencerId);
  const unlock = await findUnlock(ctx.db, userId, influencerId);
  const due = unlock ? replyDueAt(unlock, config.replyDays) : null;
  return {
    unlocked: Boolean(unlock && !unlock.refundedAt),
    price: toDollars(CHAT_UNLOCK_PRICE_CENTS),
    replyWindow: replyWindowText(config.replyDays),
    replyDueAt: due?.toISOString() ?? null,
    refunded: Boolean(unlock?.refundedAt),
    blocked: Boolean(unlock?.blockedAt),
  };
}

/** The user's unlock of this influencer's chat, if any (read under the caller's locks). */
export function unlockOf(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<ChatUnlockRow | undefined> {
  return findUnlock(db, userId, influencerId);
}

/** Records a paid unlock (again after a refund), with its payment and invoice. */
export async function recordUnlock(
  db: Executor,
  unlock: {
    userId: number;
    influencerId: string;
    paymentId: number | null;
    invoiceId: number;
    createdAt: Date;
  },
): Promise<void> {
  await upsertUnlock(db, unlock);
}

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  influencerId: row.influencerId,
  from: row.sender,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /api/influencers/:id/messages: the user's whole thread with this influencer (their messages
 * and the influencer's replies), oldest first.
 */
export async function listMessages(
  ctx: AppContext,
  userId: number,
  influencerId: string,
): Promise<Message[]> {
  await findInfluencer(ctx.db, influencerId);
  return (await findMessages(ctx.db, userId, influencerId)).map(toMessage);
}

/**
 * POST /api/influencers/:id/messages: only in an open chat (unlocked, not refunded, not blocked),
 * at most CHAT_SEND_LIMIT a minute. The first message starts the reply deadline; the influencer's
 * linked account is told (bell, push) and its inbox moves.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  influencerId: string,
  body: string,
): Promise<Message> {
  const influencer = await findInfluencer(ctx.db, influencerId);
  await consumeSendAllowance(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const unlock = await lockUnlock(tx, userId, influencerId);
    if (!unlock) throw new AppError('FORBIDDEN', coachMessages.chatLocked);
    if (unlock.refundedAt) {
      throw new AppError('CONFLICT', chatMessages.refunded(formatCents(CHAT_UNLOCK_PRICE_CENTS)));
    }
    if (unlock.blockedAt) throw new AppError('FORBIDDEN', chatMessages.blocked);
    const now = ctx.clock.now();
    const row = await insertMessage(tx, {
      userId,
      influencerId,
      body,
      sender: 'shopper',
      createdAt: now,
    });
    if (!unlock.firstMessageAt) await updateUnlock(tx, unlock.id, { firstMessageAt: now });
    const txCtx = withDb(ctx, tx);
    const account = influencer.accountUserId;
    if (account !== null && account !== userId) {
      const username = (await usernamesByIds(tx, [userId])).get(userId) ?? 'A shopper';
      await notify(txCtx, account, {
        type: 'chat_message',
        title: `New message from ${username}`,
        message: preview(body),
        actionUrl: `/inbox?with=${userId}`,
        actionText: 'Open inbox',
      });
    }
    await publishChatChanged(txCtx, [userId, account], now);
    return toMessage(row);
  });
}

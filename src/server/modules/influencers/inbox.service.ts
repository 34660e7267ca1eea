import { chatMessages } from '../../../shared/chat-rules';
import type {
  AdminInfluencer,
  ChatReport,
  InboxConversation,
} from '../../../shared/contracts/chat';
import type { Message } from '../../../shared/contracts/coach';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { userIdByUsername, usernamesByIds } from '../auth/auth.service';
import { notify } from '../notifications/notifications.service';
import {
  type ChatUnlockRow,
  findConversations,
  findInfluencerAccounts,
  findInfluencerOfAccount,
  findMessages,
  findReports,
  findUnlock,
  type InfluencerAccountRow,
  insertMessage,
  insertReport,
  lockUnlock,
  markShopperMessagesRead,
  setInfluencerAccount,
  updateUnlock,
} from './chat.repository';
import {
  type ChatConfig,
  consumeSendAllowance,
  findInfluencer,
  preview,
  publishChatChanged,
  replyDueAt,
  toMessage,
} from './chat.service';

/*
 * The influencer's side of the paid chat: the inbox of the account an admin linked
 * to an influencer profile, its replies, blocks and reports; and the admin's links and reports.
 */

/** The influencer this signed-in account answers for; 403 for any other account. */
async function influencerOfAccount(db: Executor, userId: number): Promise<InfluencerAccountRow> {
  const influencer = await findInfluencerOfAccount(db, userId);
  if (!influencer) throw new AppError('FORBIDDEN', chatMessages.notInfluencer);
  return influencer;
}

/** The shopper's unlock of this influencer's chat; 404 when there is none. */
async function unlockOf(
  db: Executor,
  influencerId: string,
  shopperId: number,
  lock = false,
): Promise<ChatUnlockRow> {
  const unlock = lock
    ? await lockUnlock(db, shopperId, influencerId)
    : await findUnlock(db, shopperId, influencerId);
  if (!unlock) throw new AppError('NOT_FOUND', chatMessages.noChat);
  return unlock;
}

/** GET /api/inbox: the influencer's conversations, newest message first, with unread counts. */
export async function listInbox(
  ctx: AppContext,
  config: ChatConfig,
  accountId: number,
): Promise<InboxConversation[]> {
  const influencer = await influencerOfAccount(ctx.db, accountId);
  const rows = await findConversations(ctx.db, influencer.id);
  const names = await usernamesByIds(
    ctx.db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    userId: row.userId,
    username: names.get(row.userId) ?? '',
    unread: row.unread,
    lastMessageAt: row.lastMessageAt.toISOString(),
    replyDueAt: replyDueAt(row, config.replyDays)?.toISOString() ?? null,
    refunded: row.refundedAt !== null,
    blocked: row.blockedAt !== null,
  }));
}

/** GET /api/inbox/:userId/messages: the whole thread; the shopper's messages are now read. */
export async function readThread(
  ctx: AppContext,
  accountId: number,
  shopperId: number,
): Promise<Message[]> {
  const influencer = await influencerOfAccount(ctx.db, accountId);
  await unlockOf(ctx.db, influencer.id, shopperId);
  const now = ctx.clock.now();
  // The account's other tabs (the unread counts) move too, when something was unread (so a
  // screen that re-reads the thread on this event is not told again).
  if ((await markShopperMessagesRead(ctx.db, shopperId, influencer.id, now)) > 0) {
    await publishChatChanged(ctx, [accountId], now);
  }
  return (await findMessages(ctx.db, shopperId, influencer.id)).map(toMessage);
}

/**
 * POST /api/inbox/:userId/messages: the influencer answers. Under the chat's row lock: a chat the
 * scheduler refunded first is closed (409), otherwise the reply is stored and the first one after
 * the shopper's first message stops the refund. The shopper hears of it live, in the bell, and by
 * push and email as their preferences say.
 */
export async function replyToShopper(
  ctx: AppContext,
  accountId: number,
  shopperId: number,
  body: string,
): Promise<Message> {
  const influencer = await influencerOfAccount(ctx.db, accountId);
  await consumeSendAllowance(ctx, accountId);
  return ctx.db.transaction(async (tx) => {
    const unlock = await unlockOf(tx, influencer.id, shopperId, true);
    if (unlock.refundedAt) throw new AppError('CONFLICT', chatMessages.refundedForInfluencer);
    const now = ctx.clock.now();
    const row = await insertMessage(tx, {
      userId: shopperId,
      influencerId: influencer.id,
      body,
      sender: 'influencer',
      createdAt: now,
    });
    if (unlock.firstMessageAt && !unlock.repliedAt) {
      await updateUnlock(tx, unlock.id, { repliedAt: now });
    }
    await markShopperMessagesRead(tx, shopperId, influencer.id, now);
    const txCtx = withDb(ctx, tx);
    await notify(txCtx, shopperId, {
      type: 'chat_reply',
      title: `${influencer.name} replied`,
      message: preview(body),
      actionUrl: `/influencer/${influencer.id}`,
      actionText: 'Open chat',
    });
    await publishChatChanged(txCtx, [shopperId, accountId], now);
    return toMessage(row);
  });
}

/** PUT /api/inbox/:userId/block: the shopper may (not) write any more; the thread stays. */
export async function setShopperBlocked(
  ctx: AppContext,
  accountId: number,
  shopperId: number,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  const influencer = await influencerOfAccount(ctx.db, accountId);
  await ctx.db.transaction(async (tx) => {
    const unlock = await unlockOf(tx, influencer.id, shopperId, true);
    const now = ctx.clock.now();
    if (Boolean(unlock.blockedAt) !== blocked) {
      await updateUnlock(tx, unlock.id, { blockedAt: blocked ? now : null });
    }
    await publishChatChanged(withDb(ctx, tx), [shopperId, accountId], now);
  });
  return { blocked };
}

/** POST /api/inbox/:userId/report: the admins see it in their Influencers tab. */
export async function reportConversation(
  ctx: AppContext,
  accountId: number,
  shopperId: number,
  reason: string,
): Promise<ChatReport> {
  const influencer = await influencerOfAccount(ctx.db, accountId);
  await unlockOf(ctx.db, influencer.id, shopperId);
  const row = await insertReport(ctx.db, {
    influencerId: influencer.id,
    userId: shopperId,
    reportedBy: accountId,
    reason,
    createdAt: ctx.clock.now(),
  });
  const names = await usernamesByIds(ctx.db, [shopperId]);
  return {
    id: row.id,
    influencerId: influencer.id,
    influencerName: influencer.name,
    userId: shopperId,
    username: names.get(shopperId) ?? '',
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/chat-reports: the newest 200 reports. */
export async function listChatReports(ctx: AppContext): Promise<ChatReport[]> {
  const rows = await findReports(ctx.db, 200);
  const names = await usernamesByIds(
    ctx.db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    influencerId: row.influencerId,
    influencerName: row.influencerName,
    userId: row.userId,
    username: names.get(row.userId) ?? '',
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function toAdminInfluencers(
  db: Executor,
  rows: InfluencerAccountRow[],
): Promise<AdminInfluencer[]> {
  const ids = rows.flatMap((row) => (row.accountUserId === null ? [] : [row.accountUserId]));
  const names = await usernamesByIds(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    handle: row.handle,
    account:
      row.accountUserId === null
        ? null
        : { userId: row.accountUserId, username: names.get(row.accountUserId) ?? '' },
  }));
}

/** GET /api/admin/influencers: every influencer with its linked account. */
export async function listAdminInfluencers(ctx: AppContext): Promise<AdminInfluencer[]> {
  return toAdminInfluencers(ctx.db, await findInfluencerAccounts(ctx.db));
}

async function adminInfluencer(db: Executor, influencerId: string): Promise<AdminInfluencer> {
  const [row] = (await findInfluencerAccounts(db)).filter((entry) => entry.id === influencerId);
  if (!row) throw new AppError('NOT_FOUND', 'Influencer not found');
  const [shown] = await toAdminInfluencers(db, [row]);
  if (!shown) throw new AppError('NOT_FOUND', 'Influencer not found');
  return shown;
}

/**
 * POST /api/admin/influencers/:id/account: links an existing account (by username) to the
 * influencer, replacing any account linked before. An account answers for one influencer (409).
 */
export async function linkInfluencerAccount(
  ctx: AppContext,
  influencerId: string,
  username: string,
): Promise<AdminInfluencer> {
  await findInfluencer(ctx.db, influencerId);
  const userId = await userIdByUsername(ctx, username);
  if (userId === undefined) throw new AppError('NOT_FOUND', chatMessages.accountNotFound);
  const linked = await findInfluencerOfAccount(ctx.db, userId);
  if (linked && linked.id !== influencerId) {
    throw new AppError('CONFLICT', chatMessages.accountTaken(linked.name));
  }
  try {
    await setInfluencerAccount(ctx.db, influencerId, userId);
  } catch (error) {
    // Linked to another influencer by a concurrent request: the unique index said no.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
      const other = await findInfluencerOfAccount(ctx.db, userId);
      throw new AppError(
        'CONFLICT',
        chatMessages.accountTaken(other?.name ?? 'another influencer'),
      );
    }
    throw error;
  }
  return adminInfluencer(ctx.db, influencerId);
}

/** DELETE /api/admin/influencers/:id/account: the account no longer answers for the influencer. */
export async function unlinkInfluencerAccount(
  ctx: AppContext,
  influencerId: string,
): Promise<AdminInfluencer> {
  await findInfluencer(ctx.db, influencerId);
  await setInfluencerAccount(ctx.db, influencerId, null);
  return adminInfluencer(ctx.db, influencerId);
}

import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  chatReports,
  chatUnlocks,
  influencerMessages,
  influencers,
} from '../../db/schema/influencers';
import { selectRows } from '../../db/sql';

export type ChatUnlockRow = typeof chatUnlocks.$inferSelect;
export type MessageRow = typeof influencerMessages.$inferSelect;
export type ChatReportRow = typeof chatReports.$inferSelect;
export type Sender = MessageRow['sender'];

export async function findUnlock(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<ChatUnlockRow | undefined> {
  const [row] = await db
    .select()
    .from(chatUnlocks)
    .where(and(eq(chatUnlocks.userId, userId), eq(chatUnlocks.influencerId, influencerId)));
  return row;
}

/** The unlock under its row lock: messages, replies, blocks and the refund of one chat queue here. */
export async function lockUnlock(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<ChatUnlockRow | undefined> {
  const [row] = await db
    .select()
    .from(chatUnlocks)
    .where(and(eq(chatUnlocks.userId, userId), eq(chatUnlocks.influencerId, influencerId)))
    .for('update');
  return row;
}

export async function lockUnlockById(db: Executor, id: number): Promise<ChatUnlockRow | undefined> {
  const [row] = await db.select().from(chatUnlocks).where(eq(chatUnlocks.id, id)).for('update');
  return row;
}

/**
 * Records a paid unlock. A chat refunded earlier is unlocked again on its row: the new payment, and
 * the deadline waits for the next first message (a block stays).
 */
export async function upsertUnlock(
  db: Executor,
  values: Pick<
    typeof chatUnlocks.$inferInsert,
    'userId' | 'influencerId' | 'paymentId' | 'invoiceId' | 'createdAt'
  >,
): Promise<void> {
  await db
    .insert(chatUnlocks)
    .values(values)
    .onConflictDoUpdate({
      target: [chatUnlocks.userId, chatUnlocks.influencerId],
      set: {
        paymentId: values.paymentId,
        invoiceId: values.invoiceId,
        createdAt: values.createdAt,
        firstMessageAt: null,
        repliedAt: null,
        refundedAt: null,
      },
    });
}

export async function updateUnlock(
  db: Executor,
  id: number,
  values: Partial<Pick<ChatUnlockRow, 'firstMessageAt' | 'repliedAt' | 'refundedAt' | 'blockedAt'>>,
): Promise<void> {
  await db.update(chatUnlocks).set(values).where(eq(chatUnlocks.id, id));
}

/** The thread of one shopper with one influencer, both sides, oldest first (the latest 500). */
export async function findMessages(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(influencerMessages)
    .where(
      and(eq(influencerMessages.userId, userId), eq(influencerMessages.influencerId, influencerId)),
    )
    .orderBy(desc(influencerMessages.id))
    .limit(500);
  return rows.reverse();
}

export async function insertMessage(
  db: Executor,
  values: typeof influencerMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(influencerMessages).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/** The influencer opened the thread: the shopper's messages are read. Answers how many were unread. */
export async function markShopperMessagesRead(
  db: Executor,
  userId: number,
  influencerId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(influencerMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(influencerMessages.userId, userId),
        eq(influencerMessages.influencerId, influencerId),
        eq(influencerMessages.sender, 'shopper'),
        isNull(influencerMessages.readAt),
      ),
    )
    .returning({ id: influencerMessages.id });
  return rows.length;
}

export interface ConversationRow {
  userId: number;
  unread: number;
  lastMessageAt: Date;
  firstMessageAt: Date | null;
  repliedAt: Date | null;
  refundedAt: Date | null;
  blockedAt: Date | null;
}

/** The influencer's conversations (unlocks with a message), newest message first (at most 200). */
export async function findConversations(
  db: Executor,
  influencerId: string,
): Promise<ConversationRow[]> {
  const rows = await selectRows<{
    user_id: number;
    unread: number;
    last_message_at: string | Date;
    first_message_at: string | Date | null;
    replied_at: string | Date | null;
    refunded_at: string | Date | null;
    blocked_at: string | Date | null;
  }>(
    db,
    sql`select u.user_id, u.first_message_at, u.replied_at, u.refunded_at, u.blocked_at,
          max(m.created_at) as last_message_at,
          (count(*) filter (where m.sender = 'shopper' and m.read_at is null))::int as unread
        from ${chatUnlocks} u
        join ${influencerMessages} m on m.user_id = u.user_id and m.influencer_id = u.influencer_id
        where u.influencer_id = ${influencerId}
        group by u.id
        order by max(m.created_at) desc, u.user_id desc
        limit 200`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    userId: row.user_id,
    unread: row.unread,
    lastMessageAt: new Date(row.last_message_at),
    firstMessageAt: date(row.first_message_at),
    repliedAt: date(row.replied_at),
    refundedAt: date(row.refunded_at),
    blockedAt: date(row.blocked_at),
  }));
}

/** Unlocks whose first message waited past `cutoff` with no reply and no refund (oldest first). */
export async function findDueForRefund(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: chatUnlocks.id })
    .from(chatUnlocks)
    .where(
      and(
        isNotNull(chatUnlocks.firstMessageAt),
        lte(chatUnlocks.firstMessageAt, cutoff),
        isNull(chatUnlocks.repliedAt),
        isNull(chatUnlocks.refundedAt),
      ),
    )
    .orderBy(asc(chatUnlocks.firstMessageAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertReport(
  db: Executor,
  values: typeof chatReports.$inferInsert,
): Promise<ChatReportRow> {
  const [row] = await db.insert(chatReports).values(values).returning();
  if (!row) throw new Error('report insert returned no row');
  return row;
}

export async function findReports(
  db: Executor,
  limit: number,
): Promise<(ChatReportRow & { influencerName: string })[]> {
  const rows = await db
    .select({ report: chatReports, influencerName: influencers.name })
    .from(chatReports)
    .innerJoin(influencers, eq(influencers.id, chatReports.influencerId))
    .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.report, influencerName: row.influencerName }));
}

export type InfluencerAccountRow = Pick<
  typeof influencers.$inferSelect,
  'id' | 'name' | 'handle' | 'accountUserId'
>;

const accountColumns = {
  id: influencers.id,
  name: influencers.name,
  handle: influencers.handle,
  accountUserId: influencers.accountUserId,
};

/** The influencer this account is linked to, if any. */
export async function findInfluencerOfAccount(
  db: Executor,
  userId: number,
): Promise<InfluencerAccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(influencers)
    .where(eq(influencers.accountUserId, userId));
  return row;
}

export async function findInfluencerAccounts(db: Executor): Promise<InfluencerAccountRow[]> {
  return db.select(accountColumns).from(influencers).orderBy(asc(influencers.name));
}

/** Links (or with null unlinks) an account; false when the influencer does not exist. */
export async function setInfluencerAccount(
  db: Executor,
  influencerId: string,
  userId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(influencers)
    .set({ accountUserId: userId })
    .where(eq(influencers.id, influencerId))
    .returning({ id: influencers.id });
  return rows.length > 0;
}

import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PlayLimitState, Spent, Window } from '../../../shared/responsible-play';
import type { Executor } from '../../db/client';
import { playLimits, playSpending } from '../../db/schema/responsible-play';

export type PlayLimitsRow = typeof playLimits.$inferSelect;
export type SpendingRow = typeof playSpending.$inferSelect;
export type NewSpendingRow = typeof playSpending.$inferInsert;

export function toState(row: PlayLimitsRow | undefined): PlayLimitState {
  return {
    dailyCents: row?.dailyLimitCents ?? null,
    monthlyCents: row?.monthlyLimitCents ?? null,
    pending:
      row?.pendingEffectiveAt && (row.pendingDaily || row.pendingMonthly)
        ? {
            ...(row.pendingDaily ? { daily: row.pendingDailyCents } : {}),
            ...(row.pendingMonthly ? { monthly: row.pendingMonthlyCents } : {}),
            effectiveAt: row.pendingEffectiveAt,
          }
        : null,
    coolOffUntil: row?.coolOffUntil ?? null,
    selfExcludedAt: row?.selfExcludedAt ?? null,
    ageConfirmedAt: row?.ageConfirmedAt ?? null,
  };
}

export async function findSettings(
  db: Executor,
  userId: number,
): Promise<PlayLimitsRow | undefined> {
  const [row] = await db.select().from(playLimits).where(eq(playLimits.userId, userId));
  return row;
}

/**
 * The player's settings row, created when missing and locked FOR UPDATE to the end of the
 * transaction: a player's paid entries and bids (and changes of settings) take turns.
 */
export async function lockSettings(
  db: Executor,
  userId: number,
  now: Date,
): Promise<PlayLimitsRow> {
  await db.insert(playLimits).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(playLimits)
    .where(eq(playLimits.userId, userId))
    .for('update');
  if (!row) throw new Error(`play_limits row of user ${userId} missing after insert`);
  return row;
}

export async function saveSettings(
  db: Executor,
  userId: number,
  state: PlayLimitState,
  now: Date,
): Promise<void> {
  const values = {
    dailyLimitCents: state.dailyCents,
    monthlyLimitCents: state.monthlyCents,
    pendingDaily: state.pending?.daily !== undefined,
    pendingDailyCents: state.pending?.daily ?? null,
    pendingMonthly: state.pending?.monthly !== undefined,
    pendingMonthlyCents: state.pending?.monthly ?? null,
    pendingEffectiveAt: state.pending?.effectiveAt ?? null,
    coolOffUntil: state.coolOffUntil,
    selfExcludedAt: state.selfExcludedAt,
    ageConfirmedAt: state.ageConfirmedAt,
    updatedAt: now,
  };
  await db
    .insert(playLimits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: playLimits.userId, set: values });
}

/**
 * What counts against the player's limits in the shop's day and month given (spent, and held by
 * bids not yet released), and of that what bids hold.
 */
export async function spentIn(
  db: Executor,
  userId: number,
  day: Window,
  month: Window,
): Promise<Spent> {
  const today = sql`${playSpending.createdAt} >= ${day.start.toISOString()}::timestamptz and ${playSpending.createdAt} < ${day.end.toISOString()}::timestamptz`;
  const held = sql`${playSpending.kind} = 'bid'`;
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${playSpending.amountCents}) filter (where ${today}), 0)`,
      month: sql<string>`coalesce(sum(${playSpending.amountCents}), 0)`,
      heldToday: sql<string>`coalesce(sum(${playSpending.amountCents}) filter (where ${today} and ${held}), 0)`,
      heldMonth: sql<string>`coalesce(sum(${playSpending.amountCents}) filter (where ${held}), 0)`,
    })
    .from(playSpending)
    .where(
      and(
        eq(playSpending.userId, userId),
        isNull(playSpending.releasedAt),
        gte(playSpending.createdAt, month.start),
        lt(playSpending.createdAt, month.end),
      ),
    );
  return {
    todayCents: Number(row?.today ?? 0),
    thisMonthCents: Number(row?.month ?? 0),
    heldTodayCents: Number(row?.heldToday ?? 0),
    heldThisMonthCents: Number(row?.heldMonth ?? 0),
  };
}

/**
 * Releases the reservations of these players' bids on an auction (outbid, or the auction ended):
 * from now on they no longer count against the limits.
 */
export async function releaseBidReservations(
  db: Executor,
  auctionId: number,
  userIds: readonly number[] | 'all',
  at: Date,
): Promise<void> {
  if (userIds !== 'all' && userIds.length === 0) return;
  await db
    .update(playSpending)
    .set({ releasedAt: at })
    .where(
      and(
        eq(playSpending.kind, 'bid'),
        eq(playSpending.auctionId, auctionId),
        isNull(playSpending.releasedAt),
        userIds === 'all' ? undefined : inArray(playSpending.userId, [...userIds]),
      ),
    );
}

/** What the player's bids on an auction hold now (released reservations no longer count). */
export async function countedOnAuction(
  db: Executor,
  userId: number,
  auctionId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${playSpending.amountCents}), 0)` })
    .from(playSpending)
    .where(
      and(
        eq(playSpending.userId, userId),
        eq(playSpending.kind, 'bid'),
        eq(playSpending.auctionId, auctionId),
        isNull(playSpending.releasedAt),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertSpending(db: Executor, values: NewSpendingRow): Promise<void> {
  await db.insert(playSpending).values(values);
}

/** The player's entries and bids, newest first. */
export async function findSpending(
  db: Executor,
  userId: number,
  limit: number,
): Promise<SpendingRow[]> {
  return db
    .select()
    .from(playSpending)
    .where(eq(playSpending.userId, userId))
    .orderBy(desc(playSpending.createdAt), desc(playSpending.id))
    .limit(limit);
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids } from '../../db/schema/auctions';
import { intArray, selectRows } from '../../db/sql';

/*
 * The only SQL on the auctions module's tables (auctions, bids). Decision 0033.
 */

export type AuctionRow = typeof auctions.$inferSelect;
export type NewAuctionRow = typeof auctions.$inferInsert;
export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/** Inserts an auction; answers undefined when the product already has an open one (the partial unique index). */
export async function insertAuction(
  db: Executor,
  values: NewAuctionRow,
): Promise<AuctionRow | undefined> {
  const [row] = await db
    .insert(auctions)
    .values(values)
    .onConflictDoNothing({
      target: auctions.productId,
      where: sql`${auctions.status} = 'open'`,
    })
    .returning();
  return row;
}

export async function findAuction(db: Executor, id: number): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
  return row;
}

/** The auction, locked until the caller's transaction ends: every bid and the close take this lock. */
export async function lockAuction(db: Executor, id: number): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id)).for('update');
  return row;
}

/** The product's open auction, or else its latest one (cancelled ones too unless `shownOnly`). */
export async function findAuctionOfProduct(
  db: Executor,
  productId: number,
  options: { shownOnly?: boolean } = {},
): Promise<AuctionRow | undefined> {
  const [row] = await db
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.productId, productId),
        options.shownOnly ? sql`${auctions.status} <> 'cancelled'` : undefined,
      ),
    )
    .orderBy(sql`(${auctions.status} = 'open') desc`, desc(auctions.createdAt), desc(auctions.id))
    .limit(1);
  return row;
}

export type AuctionListFilter = 'live' | 'scheduled' | 'ended' | 'all';

/**
 * Auctions by what a shopper sees: live (open, started, not yet at its end; ending soonest first),
 * scheduled (starting soonest first), ended (closed, or past their end awaiting the close; newest
 * first). 'all' (the admin): newest first, cancelled included.
 */
export async function listAuctions(
  db: Executor,
  filter: AuctionListFilter,
  now: Date,
  limit: number,
): Promise<AuctionRow[]> {
  const query = db.select().from(auctions);
  switch (filter) {
    case 'live':
      return query
        .where(
          and(
            eq(auctions.status, 'open'),
            sql`${auctions.startsAt} <= ${now}`,
            sql`${auctions.endsAt} > ${now}`,
          ),
        )
        .orderBy(auctions.endsAt, auctions.id)
        .limit(limit);
    case 'scheduled':
      return query
        .where(and(eq(auctions.status, 'open'), sql`${auctions.startsAt} > ${now}`))
        .orderBy(auctions.startsAt, auctions.id)
        .limit(limit);
    case 'ended':
      return query
        .where(
          sql`${auctions.status} = 'ended' or (${auctions.status} = 'open' and ${auctions.endsAt} <= ${now})`,
        )
        .orderBy(desc(auctions.endsAt), desc(auctions.id))
        .limit(limit);
    case 'all':
      return query.orderBy(desc(auctions.createdAt), desc(auctions.id)).limit(limit);
  }
}

export async function updateAuction(
  db: Executor,
  id: number,
  values: Partial<NewAuctionRow>,
): Promise<void> {
  await db.update(auctions).set(values).where(eq(auctions.id, id));
}

export async function insertBid(db: Executor, values: NewBidRow): Promise<BidRow> {
  const [row] = await db.insert(bids).values(values).returning();
  if (!row) throw new Error('insertBid returned nothing');
  return row;
}

/** The bid this user already placed with this key on this auction (a retry). */
export async function findBidByKey(
  db: Executor,
  auctionId: number,
  userId: number,
  idempotencyKey: string,
): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.auctionId, auctionId),
        eq(bids.userId, userId),
        eq(bids.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

/** The user's highest maximum on this auction, or null when they never bid on it. */
export async function maxBidOf(
  db: Executor,
  auctionId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await selectRows<{ max: number | null }>(
    db,
    sql`select max(max_bid_cents)::int as max from bids where auction_id = ${auctionId} and user_id = ${userId}`,
  );
  return row?.max ?? null;
}

/** Each user's highest maximum on each of these auctions (the callers' own standing). */
export async function maxBidsOfUser(
  db: Executor,
  auctionIds: readonly number[],
  userId: number,
): Promise<Map<number, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await selectRows<{ auction_id: number; max: number }>(
    db,
    sql`select auction_id, max(max_bid_cents)::int as max from bids
        where user_id = ${userId} and auction_id = any(${intArray(auctionIds)})
        group by auction_id`,
  );
  return new Map(rows.map((row) => [row.auction_id, row.max]));
}

/** The public history: the newest `limit` bids, newest first. */
export async function findLatestBids(
  db: Executor,
  auctionId: number,
  limit: number,
): Promise<BidRow[]> {
  return db
    .select()
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.id))
    .limit(limit);
}

/** Every bid of the auction, newest first (the admin's view; the tests' history check). */
export async function findAllBids(db: Executor, auctionId: number): Promise<BidRow[]> {
  return db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(desc(bids.id));
}

/** The distinct bidders of an auction. */
export async function findBidderIds(db: Executor, auctionId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from bids where auction_id = ${auctionId} order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * The runner-up: the bidder other than `excludeUserId` with the highest maximum (the earlier bid
 * on a tie), and that maximum.
 */
export async function findRunnerUp(
  db: Executor,
  auctionId: number,
  excludeUserId: number,
): Promise<{ userId: number; maxCents: number } | undefined> {
  const [row] = await selectRows<{ user_id: number; max_bid_cents: number }>(
    db,
    sql`select user_id, max_bid_cents from bids
        where auction_id = ${auctionId} and user_id <> ${excludeUserId}
        order by max_bid_cents desc, id asc limit 1`,
  );
  return row && { userId: row.user_id, maxCents: row.max_bid_cents };
}

/** The highest maximum of anyone but these users (null when nobody else bid). */
export async function findHighestMaxExcept(
  db: Executor,
  auctionId: number,
  userIds: readonly number[],
): Promise<number | null> {
  const [row] = await selectRows<{ max: number | null }>(
    db,
    sql`select max(max_bid_cents)::int as max from bids
        where auction_id = ${auctionId} and not (user_id = any(${intArray(userIds)}))`,
  );
  return row?.max ?? null;
}

/** The auctions this user bid on, with their highest maximum and last bid time, newest bid first. */
export async function findAuctionsBidOnBy(
  db: Executor,
  userId: number,
  limit: number,
): Promise<{ auctionId: number; maxCents: number; lastBidAt: Date }[]> {
  const rows = await selectRows<{ auction_id: number; max: number; last_at: Date | string }>(
    db,
    sql`select auction_id, max(max_bid_cents)::int as max, max(created_at) as last_at
        from bids where user_id = ${userId}
        group by auction_id order by max(created_at) desc, auction_id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    auctionId: row.auction_id,
    maxCents: row.max,
    lastBidAt: new Date(row.last_at),
  }));
}

export async function findAuctionsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<AuctionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(auctions)
    .where(sql`${auctions.id} = any(${intArray(ids)})`);
}

/** Open auctions whose end has come (to be closed), oldest end first. */
export async function findDueToClose(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from auctions where status = 'open' and ends_at <= ${now}
        order by ends_at, id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Claims an open auction whose end has come: ended, once (the status it moves from guards it),
 * whichever process gets there first. Answers the row as it now stands, or undefined when another
 * process closed it (or it is not due: a late bid moved its end).
 */
export async function claimClose(
  db: Executor,
  id: number,
  now: Date,
): Promise<AuctionRow | undefined> {
  const [row] = await db
    .update(auctions)
    .set({ status: 'ended', closedAt: now })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open'), sql`${auctions.endsAt} <= ${now}`))
    .returning();
  return row;
}

/** Ended auctions with a winner to charge whose charge has not been decided (a close interrupted). */
export async function findUnsettled(db: Executor): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from auctions where status = 'ended' and outcome is null and winner_id is not null order by id`,
  );
  return rows.map((row) => row.id);
}

/** Auctions awaiting payment whose window has passed. */
export async function findPaymentLapsed(db: Executor, now: Date): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from auctions where outcome = 'awaiting_payment' and payment_due_at <= ${now} order by id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Live auctions ending within `seconds` whose 'ending soon' is not sent yet: marked sent here,
 * once (a row updated by one process is skipped by the other's guard).
 */
export async function claimEndingSoon(
  db: Executor,
  now: Date,
  seconds: number,
): Promise<AuctionRow[]> {
  return db
    .update(auctions)
    .set({ endingSoonSentAt: now })
    .where(
      and(
        eq(auctions.status, 'open'),
        sql`${auctions.endingSoonSentAt} is null`,
        sql`${auctions.bidCount} > 0`,
        sql`${auctions.startsAt} <= ${now}`,
        sql`${auctions.endsAt} > ${now}`,
        sql`${auctions.endsAt} <= ${new Date(now.getTime() + seconds * 1000)}`,
      ),
    )
    .returning();
}

/** Units held by auctions per product: one per open auction and per one awaiting payment. */
export async function findHeldUnitsByProduct(db: Executor): Promise<Map<number, number>> {
  const rows = await selectRows<{ product_id: number; units: number }>(
    db,
    sql`select product_id, count(*)::int as units from auctions
        where status = 'open' or outcome = 'awaiting_payment' or (status = 'ended' and outcome is null)
        group by product_id`,
  );
  return new Map(rows.map((row) => [row.product_id, row.units]));
}

import type {
  CoolOffRequest,
  PlayLimits,
  PlayLimitsUpdate,
} from '../../../shared/contracts/responsible-play';
import { toCents, toDollars } from '../../../shared/money';
import {
  bidExposureCents,
  changeLimits,
  startCoolOff as coolOffFrom,
  judgePlay,
  type PlayKind,
  type PlayLimitState,
  resolvePending,
  type Spent,
  shopDayWindow,
  shopMonthWindow,
} from '../../../shared/responsible-play';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import {
  countedOnAuction,
  findSettings,
  insertSpending,
  lockSettings,
  releaseBidReservations,
  saveSettings,
  spentIn,
  toState,
} from './responsible-play.repository';

/*
 * Responsible play (issue 18, item 3; decision 0039): a player's limits, breaks and age
 * confirmation, and the owner calls the paid entry and the bid make in their own transactions:
 * `requirePlayAllowed` (locks the player's row, judges, refuses with 403) and `recordSpending`.
 */

async function spentAt(db: Executor, userId: number, now: Date): Promise<Spent> {
  return spentIn(db, userId, shopDayWindow(now), shopMonthWindow(now));
}

function toPlayLimits(state: PlayLimitState, spent: Spent, now: Date): PlayLimits {
  const current = resolvePending(state, now);
  const dollars = (cents: number | null) => (cents === null ? null : toDollars(cents));
  const { pending } = current;
  return {
    daily: dollars(current.dailyCents),
    monthly: dollars(current.monthlyCents),
    pendingIncrease: pending
      ? {
          ...(pending.daily !== undefined ? { daily: dollars(pending.daily) } : {}),
          ...(pending.monthly !== undefined ? { monthly: dollars(pending.monthly) } : {}),
          effectiveAt: pending.effectiveAt.toISOString(),
        }
      : null,
    coolOffUntil:
      current.coolOffUntil && current.coolOffUntil.getTime() > now.getTime()
        ? current.coolOffUntil.toISOString()
        : null,
    selfExcluded: current.selfExcludedAt !== null,
    selfExcludedAt: current.selfExcludedAt?.toISOString() ?? null,
    ageConfirmedAt: current.ageConfirmedAt?.toISOString() ?? null,
    spentToday: toDollars(spent.todayCents - (spent.heldTodayCents ?? 0)),
    spentThisMonth: toDollars(spent.thisMonthCents - (spent.heldThisMonthCents ?? 0)),
    heldByBidsToday: toDollars(spent.heldTodayCents ?? 0),
    heldByBidsThisMonth: toDollars(spent.heldThisMonthCents ?? 0),
  };
}

/** GET /api/user/play-limits */
export async function getPlayLimits(ctx: AppContext, userId: number): Promise<PlayLimits> {
  const now = ctx.clock.now();
  const state = toState(await findSettings(ctx.db, userId));
  return toPlayLimits(state, await spentAt(ctx.db, userId, now), now);
}

/** Changes the player's settings under their row lock and answers the new settings. */
async function changeSettings(
  ctx: AppContext,
  userId: number,
  change: (state: PlayLimitState, now: Date) => PlayLimitState,
): Promise<PlayLimits> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const state = resolvePending(toState(await lockSettings(tx, userId, now)), now);
    const next = change(state, now);
    await saveSettings(tx, userId, next, now);
    return toPlayLimits(next, await spentAt(tx, userId, now), now);
  });
}

/** PUT /api/user/play-limits: lower at once, raise (or remove: null) after 24 hours. */
export async function updatePlayLimits(
  ctx: AppContext,
  userId: number,
  body: PlayLimitsUpdate,
): Promise<PlayLimits> {
  const cents = (value: number | null | undefined) =>
    value === undefined ? undefined : value === null ? null : toCents(value);
  return changeSettings(ctx, userId, (state, now) =>
    changeLimits(state, { daily: cents(body.daily), monthly: cents(body.monthly) }, now),
  );
}

/** POST /api/user/cool-off: a break of 24 hours, 7 or 30 days, or self-exclusion. */
export async function startCoolOff(
  ctx: AppContext,
  userId: number,
  body: CoolOffRequest,
): Promise<PlayLimits> {
  return changeSettings(ctx, userId, (state, now) => coolOffFrom(state, body.period, now));
}

/** POST /api/user/age-confirmation: the first confirmation's time is kept. */
export async function confirmAge(ctx: AppContext, userId: number): Promise<PlayLimits> {
  return changeSettings(ctx, userId, (state, now) =>
    state.ageConfirmedAt ? state : { ...state, ageConfirmedAt: now },
  );
}

/**
 * The check a paid entry or bid makes inside its own transaction, after its own checks: locks the
 * player's row (so two entries at once take turns and the second sees the first's spending), then
 * refuses with 403 and the code and words of the rule that applies.
 */
export async function requirePlayAllowed(
  tx: Executor,
  now: Date,
  userId: number,
  kind: PlayKind,
  amountCents: number,
): Promise<void> {
  const state = toState(await lockSettings(tx, userId, now));
  const refusal = judgePlay(state, await spentAt(tx, userId, now), kind, amountCents, now);
  if (refusal) throw new AppError('FORBIDDEN', refusal.message, { clientCode: refusal.code });
}

/**
 * A bid's check: what it adds to the player's exposure on the auction (the most a win can charge
 * less what their earlier bids there counted) must fit the limits. Answers that amount, to record
 * once the bid is taken.
 */
export async function requireBidAllowed(
  tx: Executor,
  now: Date,
  userId: number,
  auctionId: number,
  maxBidCents: number,
): Promise<number> {
  const state = toState(await lockSettings(tx, userId, now));
  const counted = await countedOnAuction(tx, userId, auctionId);
  const amountCents = Math.max(0, bidExposureCents(maxBidCents) - counted);
  const refusal = judgePlay(state, await spentAt(tx, userId, now), 'bid', amountCents, now);
  if (refusal) throw new AppError('FORBIDDEN', refusal.message, { clientCode: refusal.code });
  return amountCents;
}

export type SpendingRecord =
  | {
      /** A won auction's charge: what the card paid, once its bids' reservations are released. */
      kind: 'auction';
      userId: number;
      productId: number;
      auctionId: number;
      amountCents: number;
      at: Date;
    }
  | {
      kind: 'entry';
      userId: number;
      productId: number;
      competitionId: number;
      playId: number;
      amountCents: number;
      at: Date;
    }
  | {
      kind: 'bid';
      userId: number;
      productId: number;
      auctionId: number;
      maxBidCents: number;
      amountCents: number;
      at: Date;
    };

/** Records a paid entry, a bid or a won auction's charge against the player's limits, in its own transaction. */
export async function recordSpending(tx: Executor, record: SpendingRecord): Promise<void> {
  await insertSpending(tx, {
    userId: record.userId,
    kind: record.kind,
    productId: record.productId,
    competitionId: record.kind === 'entry' ? record.competitionId : null,
    playId: record.kind === 'entry' ? record.playId : null,
    auctionId: record.kind === 'entry' ? null : record.auctionId,
    maxBidCents: record.kind === 'bid' ? record.maxBidCents : null,
    amountCents: record.amountCents,
    createdAt: record.at,
  });
}

/**
 * A bidder outbid (or everyone, when the auction ends) no longer has that auction's bids held
 * against their limits (issue 37 item 4).
 */
export async function releaseBids(
  tx: Executor,
  auctionId: number,
  userIds: readonly number[] | 'all',
  at: Date,
): Promise<void> {
  await releaseBidReservations(tx, auctionId, userIds, at);
}

/**
 * A won auction paid: its bids stop holding and what the charge took counts as spent.
 */
export async function recordAuctionCharge(
  tx: Executor,
  sale: { userId: number; productId: number; auctionId: number; amountCents: number; at: Date },
): Promise<void> {
  await releaseBidReservations(tx, sale.auctionId, [sale.userId], sale.at);
  await recordSpending(tx, { kind: 'auction', ...sale });
}

/** Marks a user 18+ from now (the demo seed's accounts). */
export async function confirmAgeOf(db: Executor, userId: number, now: Date): Promise<void> {
  const state = toState(await lockSettings(db, userId, now));
  if (!state.ageConfirmedAt) await saveSettings(db, userId, { ...state, ageConfirmedAt: now }, now);
}

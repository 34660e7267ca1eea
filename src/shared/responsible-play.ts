/**
 * Responsible play (issue 18, item 3; decision 0039): the rules the server enforces on paid entries
 * and auction bids, and the constants the profile and the official rules state. Pure: every
 * function takes the time it judges at. Days and months are the shop's (America/Los_Angeles), as
 * every time a shopper reads.
 */
import { formatCents } from './money';
import { taxCents } from './pricing';
import { addDays, shopDay, shopDayStart } from './shop-day';
import { formatShopDate, formatShopDateTime } from './shop-time';

/** Paid play is for adults: the age a player confirms before the first paid entry or bid. */
export const MINIMUM_AGE = 18;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A raised (or removed) limit applies this long after it was asked for; a lowered one at once. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
export const LIMIT_RAISE_DELAY_HOURS = LIMIT_RAISE_DELAY_MS / HOUR_MS;

/** The cool-off periods a player may choose, and self-exclusion (which does not lift). */
export const coolOffPeriods = ['24h', '7d', '30d', 'self-exclusion'] as const;
export type CoolOffPeriod = (typeof coolOffPeriods)[number];

export const COOL_OFF_MS: Record<Exclude<CoolOffPeriod, 'self-exclusion'>, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

export const coolOffLabels: Record<CoolOffPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  'self-exclusion': 'Self-exclusion',
};

/** The largest limit a player may set: $100,000 a day or a month. */
export const MAX_LIMIT_CENTS = 10_000_000;

/** The refusal codes (403) of a paid entry or bid. */
export const playLimitCodes = {
  limit: 'PLAY_LIMIT',
  coolOff: 'COOL_OFF',
  selfExcluded: 'SELF_EXCLUDED',
  ageConfirmationRequired: 'AGE_CONFIRMATION_REQUIRED',
} as const;
export type PlayLimitCode = (typeof playLimitCodes)[keyof typeof playLimitCodes];

/** A pending change of one limit: the new value (null removes the limit). */
export interface PendingLimits {
  daily?: number | null;
  monthly?: number | null;
  effectiveAt: Date;
}

/** A player's settings, in cents. */
export interface PlayLimitState {
  dailyCents: number | null;
  monthlyCents: number | null;
  pending: PendingLimits | null;
  coolOffUntil: Date | null;
  selfExcludedAt: Date | null;
  ageConfirmedAt: Date | null;
}

export const NO_LIMITS: PlayLimitState = {
  dailyCents: null,
  monthlyCents: null,
  pending: null,
  coolOffUntil: null,
  selfExcludedAt: null,
  ageConfirmedAt: null,
};

// The shop's calendar.

export interface Window {
  start: Date;
  end: Date;
}

/** The shop's day that holds `at`: local midnight to the next local midnight. */
export function shopDayWindow(at: Date): Window {
  const day = shopDay(at);
  return { start: shopDayStart(day), end: shopDayStart(addDays(day, 1)) };
}

/** The shop's month of an instant, 'YYYY-MM'. */
export function shopMonth(at: Date): string {
  return shopDay(at).slice(0, 7);
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** The shop's month that holds `at`: the 1st at local midnight to the next month's 1st. */
export function shopMonthWindow(at: Date): Window {
  const month = shopMonth(at);
  return { start: shopDayStart(`${month}-01`), end: shopDayStart(`${nextMonth(month)}-01`) };
}

// Limits.

/** The settings as they stand at `now`: a pending raise whose day has come is applied. */
export function resolvePending(state: PlayLimitState, now: Date): PlayLimitState {
  const { pending } = state;
  if (!pending || pending.effectiveAt.getTime() > now.getTime()) return state;
  return {
    ...state,
    dailyCents: pending.daily !== undefined ? pending.daily : state.dailyCents,
    monthlyCents: pending.monthly !== undefined ? pending.monthly : state.monthlyCents,
    pending: null,
  };
}

/** True when `next` is no looser than `current` (null is no limit: the loosest). */
function isLowerOrSame(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * A player's change of limits (`undefined`: leave that limit). A lower limit (or a first one)
 * applies at once and cancels a pending raise of the same limit; a higher one, or removing a limit
 * (null), waits LIMIT_RAISE_DELAY_MS from now, and restarts the wait of any raise still pending.
 */
export function changeLimits(
  state: PlayLimitState,
  change: { daily?: number | null; monthly?: number | null },
  now: Date,
): PlayLimitState {
  const current = resolvePending(state, now);
  let { dailyCents, monthlyCents } = current;
  const pending: { daily?: number | null; monthly?: number | null } = {};
  if (current.pending?.daily !== undefined) pending.daily = current.pending.daily;
  if (current.pending?.monthly !== undefined) pending.monthly = current.pending.monthly;
  let raised = false;

  if (change.daily !== undefined) {
    delete pending.daily;
    if (isLowerOrSame(dailyCents, change.daily)) dailyCents = change.daily;
    else {
      pending.daily = change.daily;
      raised = true;
    }
  }
  if (change.monthly !== undefined) {
    delete pending.monthly;
    if (isLowerOrSame(monthlyCents, change.monthly)) monthlyCents = change.monthly;
    else {
      pending.monthly = change.monthly;
      raised = true;
    }
  }

  const hasPending = pending.daily !== undefined || pending.monthly !== undefined;
  const effectiveAt =
    raised || !current.pending
      ? new Date(now.getTime() + LIMIT_RAISE_DELAY_MS)
      : current.pending.effectiveAt;
  return {
    ...current,
    dailyCents,
    monthlyCents,
    pending: hasPending ? { ...pending, effectiveAt } : null,
  };
}

/** What the player has spent on paid play in the shop's day and month that hold `now`. */
/** What counts against the limits (spent, plus what bids hold), and of that what bids hold. */
export interface Spent {
  todayCents: number;
  thisMonthCents: number;
  heldTodayCents?: number;
  heldThisMonthCents?: number;
}

export interface Refusal {
  code: PlayLimitCode;
  message: string;
}

/** What is being paid for, as the refusal names it. */
export type PlayKind = 'entry' | 'bid';

const kindText: Record<PlayKind, string> = { entry: 'This entry', bid: 'This bid' };

/** 'you have spent $2.00', and what bids hold beside it: '… and your bids hold $54.00'. */
function countedText(spentCents: number, heldCents: number): string {
  const spent = `you have spent ${formatCents(spentCents)}`;
  return heldCents > 0 ? `${spent} and your bids hold ${formatCents(heldCents)}` : spent;
}

/** The refusals' exact words (403, with the codes of `playLimitCodes`). */
export const playLimitMessages = {
  selfExcluded: (since: Date) =>
    `You excluded yourself from paid play on ${formatShopDate(since)}. Paid game entries and bids stay closed on this account: self-exclusion does not lift. Shopping still works.`,
  coolOff: (until: Date) =>
    `You are taking a break from paid play until ${formatShopDateTime(until)}. Paid game entries and bids are paused until then; shopping still works.`,
  ageConfirmationRequired: `Please confirm you are ${MINIMUM_AGE} or older before your first paid game entry or bid.`,
  daily: (
    kind: PlayKind,
    amountCents: number,
    limitCents: number,
    spentCents: number,
    resets: Date,
    heldCents = 0,
  ) =>
    `${kindText[kind]} (${formatCents(amountCents)}) would pass your daily play limit of ${formatCents(limitCents)}: ${countedText(spentCents, heldCents)} today. The limit resets at ${formatShopDateTime(resets)}.`,
  monthly: (
    kind: PlayKind,
    amountCents: number,
    limitCents: number,
    spentCents: number,
    resets: Date,
    heldCents = 0,
  ) =>
    `${kindText[kind]} (${formatCents(amountCents)}) would pass your monthly play limit of ${formatCents(limitCents)}: ${countedText(spentCents, heldCents)} this month. The limit resets at ${formatShopDateTime(resets)}.`,
} as const;

/**
 * Whether a paid entry or bid of `amountCents` may go ahead at `now`, in this order:
 * self-exclusion, a cool-off, the age confirmation, the daily limit, the monthly limit. Null when
 * it may; else the refusal, which says what applied and when it lifts.
 */
export function judgePlay(
  state: PlayLimitState,
  spent: Spent,
  kind: PlayKind,
  amountCents: number,
  now: Date,
): Refusal | null {
  const current = resolvePending(state, now);
  if (current.selfExcludedAt) {
    return {
      code: playLimitCodes.selfExcluded,
      message: playLimitMessages.selfExcluded(current.selfExcludedAt),
    };
  }
  if (current.coolOffUntil && current.coolOffUntil.getTime() > now.getTime()) {
    return {
      code: playLimitCodes.coolOff,
      message: playLimitMessages.coolOff(current.coolOffUntil),
    };
  }
  if (!current.ageConfirmedAt) {
    return {
      code: playLimitCodes.ageConfirmationRequired,
      message: playLimitMessages.ageConfirmationRequired,
    };
  }
  if (current.dailyCents !== null && spent.todayCents + amountCents > current.dailyCents) {
    return {
      code: playLimitCodes.limit,
      message: playLimitMessages.daily(
        kind,
        amountCents,
        current.dailyCents,
        spent.todayCents - (spent.heldTodayCents ?? 0),
        shopDayWindow(now).end,
        spent.heldTodayCents ?? 0,
      ),
    };
  }
  if (current.monthlyCents !== null && spent.thisMonthCents + amountCents > current.monthlyCents) {
    return {
      code: playLimitCodes.limit,
      message: playLimitMessages.monthly(
        kind,
        amountCents,
        current.monthlyCents,
        spent.thisMonthCents - (spent.heldThisMonthCents ?? 0),
        shopMonthWindow(now).end,
        spent.heldThisMonthCents ?? 0,
      ),
    };
  }
  return null;
}

/**
 * A cool-off asked for at `now`: it only ever lengthens a break (a shorter one leaves the longer
 * end), and self-exclusion is kept once set.
 */
export function startCoolOff(
  state: PlayLimitState,
  period: CoolOffPeriod,
  now: Date,
): PlayLimitState {
  if (period === 'self-exclusion') {
    return state.selfExcludedAt ? state : { ...state, selfExcludedAt: now };
  }
  const until = new Date(now.getTime() + COOL_OFF_MS[period]);
  const keep = state.coolOffUntil && state.coolOffUntil.getTime() > until.getTime();
  return keep ? state : { ...state, coolOffUntil: until };
}

/**
 * What a bid counts against the limits: the most a win can charge, the maximum
 * plus its 8% tax, from the moment it is placed; raising one's maximum on the same auction counts
 * only the difference.
 */
export function bidExposureCents(maxBidCents: number): number {
  return maxBidCents + taxCents(maxBidCents);
}

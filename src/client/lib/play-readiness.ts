import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../shared/contracts/profile';
import type { PlayLimits } from '../../shared/contracts/responsible-play';
import { toCents } from '../../shared/money';
import { missingFor, missingMessage } from '../../shared/profile-rules';
import {
  bidExposureCents,
  judgePlay,
  type PlayKind,
  type PlayLimitState,
} from '../../shared/responsible-play';
import { playLimitsQueryOptions } from './play-limits';
import { refusalTitles } from './play-refusal';
import { profileQueryOptions } from './profile-query';

/**
 * Whether a paid entry or bid can go ahead, judged BEFORE its confirm step (decision 0067): the
 * completeness rule (src/shared/profile-rules.ts) on the saved profile, then the player's own
 * limits and break (src/shared/responsible-play.ts, the server's own judge) on their spending.
 * The server judges both again when the confirmed step arrives; this only spares the shopper a
 * confirm step that can only be refused. The age step stays its own dialog.
 */

export type PlayBlock =
  /** The profile lacks something: say what, with links to fix it. */
  | { kind: 'profile'; title: string; message: string; needsCard: boolean; needsDetails: boolean }
  /** A limit or a break applies: what applied and when it lifts. */
  | { kind: 'limit'; title: string; message: string };

export const PROFILE_BLOCK_TITLE = 'A few details first';

/** What the profile lacks for an entry or a bid, said as the server says it, or null. */
export function profileBlock(profile: Profile, purpose: 'enter' | 'bid'): PlayBlock | null {
  // The profile's details as the rule reads them (contracts/profile's profileDetails, spelled out
  // here so the play page's first load carries no schema code).
  const missing = missingFor(
    {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      hasCard: profile.paymentMethod !== null,
    },
    purpose,
  );
  if (missing.length === 0) return null;
  return {
    kind: 'profile',
    title: PROFILE_BLOCK_TITLE,
    message: missingMessage(purpose, missing),
    needsCard: missing.includes('card'),
    needsDetails: missing.some((requirement) => requirement !== 'card'),
  };
}

const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

/** The player's settings as the limits API answers them, in the judge's terms. */
function stateOf(limits: PlayLimits): PlayLimitState {
  const pending = limits.pendingIncrease;
  return {
    dailyCents: centsOrNull(limits.daily),
    monthlyCents: centsOrNull(limits.monthly),
    pending: pending
      ? {
          ...(pending.daily !== undefined ? { daily: centsOrNull(pending.daily) } : {}),
          ...(pending.monthly !== undefined ? { monthly: centsOrNull(pending.monthly) } : {}),
          effectiveAt: new Date(pending.effectiveAt),
        }
      : null,
    coolOffUntil: limits.coolOffUntil ? new Date(limits.coolOffUntil) : null,
    selfExcludedAt: limits.selfExcludedAt ? new Date(limits.selfExcludedAt) : null,
    // The age has its own step before the confirm step.
    ageConfirmedAt: new Date(0),
  };
}

/** A limit or a break that refuses `amountCents` of `kind` at `now`, in the server's words. */
export function limitsBlock(
  limits: PlayLimits,
  kind: PlayKind,
  amountCents: number,
  now: Date,
): PlayBlock | null {
  const refusal = judgePlay(
    stateOf(limits),
    {
      todayCents: toCents(limits.spentToday + limits.heldByBidsToday),
      thisMonthCents: toCents(limits.spentThisMonth + limits.heldByBidsThisMonth),
      heldTodayCents: toCents(limits.heldByBidsToday),
      heldThisMonthCents: toCents(limits.heldByBidsThisMonth),
    },
    kind,
    amountCents,
    now,
  );
  if (!refusal) return null;
  return { kind: 'limit', title: refusalTitles[refusal.code], message: refusal.message };
}

/**
 * What a bid of `maxBidCents` adds against the limits: the most a win can charge, less what the
 * bidder's leading maximum on the same auction already holds (as the server counts it).
 */
export function bidAmountCents(
  maxBidCents: number,
  you: { maxBid: number; leading: boolean } | null,
) {
  const held = you?.leading ? bidExposureCents(toCents(you.maxBid)) : 0;
  return Math.max(0, bidExposureCents(maxBidCents) - held);
}

/** Reads the limits afresh and judges `amountCents` of `kind`; a failed read blocks nothing. */
export async function limitsBlockFor(
  queryClient: QueryClient,
  kind: PlayKind,
  amountCents: number,
  now: Date,
): Promise<PlayBlock | null> {
  const limits = await queryClient
    .fetchQuery({ ...playLimitsQueryOptions(), staleTime: 0 })
    .catch(() => null);
  return limits ? limitsBlock(limits, kind, amountCents, now) : null;
}

/**
 * Reads the profile and the limits afresh and judges an entry or a bid of `amountCents`. A failed
 * read blocks nothing: the server still judges the confirmed step.
 */
export async function playBlockFor(
  queryClient: QueryClient,
  purpose: 'enter' | 'bid',
  amountCents: number,
  now: Date,
): Promise<PlayBlock | null> {
  const profile = await queryClient
    .fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
    .catch(() => null);
  const missing = profile ? profileBlock(profile, purpose) : null;
  if (missing) return missing;
  return limitsBlockFor(queryClient, purpose === 'enter' ? 'entry' : 'bid', amountCents, now);
}

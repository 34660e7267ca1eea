import type {
  ActiveDiscount,
  AdminDiscount,
  CreateDiscountRequest,
  DiscountTermsView,
  discountStatuses,
  UpdateDiscountRequest,
} from '../../../shared/contracts/discounts';
import { discountAdminMessages } from '../../../shared/contracts/discounts';
import {
  DISCOUNT_ERROR_CODE,
  type DiscountTerms,
  discountMessages,
  normalizeDiscountCode,
} from '../../../shared/discount-rules';
import { toCents, toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors';
import {
  type DiscountCodeRow,
  findDiscountCodeByCode,
  findDiscountCodes,
  insertDiscountCode,
  insertRedemption,
  lockDiscountCodeByCode,
  lockDiscountCodeById,
  type NewDiscountCodeRow,
  updateDiscountCode,
  usesOf,
} from './discounts.repository';

type DiscountStatus = (typeof discountStatuses)[number];

/** The demo's code, named in six demo products' DISCOUNT: segments. */
export const DEMO_DISCOUNT = { code: 'LAGUNA10', percentOff: 10 } as const;

/** What a code's state is at `now`, given its uses. */
function statusOf(row: DiscountCodeRow, uses: number, now: Date): DiscountStatus {
  if (!row.active) return 'paused';
  if (row.startsAt && now.getTime() < row.startsAt.getTime()) return 'scheduled';
  if (row.endsAt && now.getTime() >= row.endsAt.getTime()) return 'expired';
  if (row.maxUses !== null && uses >= row.maxUses) return 'used_up';
  return 'active';
}

function toAdminDiscount(row: DiscountCodeRow, uses: number, now: Date): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : toDollars(row.amountOffCents),
    minSubtotal: row.minSubtotalCents === null ? null : toDollars(row.minSubtotalCents),
    productTypes: row.productTypes,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
    uses,
    status: statusOf(row, uses, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function termsOf(row: DiscountCodeRow): DiscountTerms {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minSubtotalCents: row.minSubtotalCents,
    productTypes: row.productTypes,
  };
}

function toTermsView(row: DiscountCodeRow): DiscountTermsView {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : toDollars(row.amountOffCents),
    minSubtotal: row.minSubtotalCents === null ? null : toDollars(row.minSubtotalCents),
    productTypes: row.productTypes,
  };
}

/** A shopper's refusal: the message, and the code the checkouts show on the code field. */
export function discountRefusal(
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT',
  message: string,
): AppError {
  return new AppError(code, message, { clientCode: DISCOUNT_ERROR_CODE });
}

/** The stored columns of a write, checked as a whole (one kind, a window that ends after it starts). */
function columnsOf(
  input: CreateDiscountRequest | UpdateDiscountRequest,
  current: DiscountCodeRow | undefined,
): Partial<NewDiscountCodeRow> {
  const cents = (dollars: number | null | undefined) =>
    dollars === undefined ? undefined : dollars === null ? null : toCents(dollars);
  const date = (iso: string | null | undefined) =>
    iso === undefined ? undefined : iso === null ? null : new Date(iso);
  const columns: Partial<NewDiscountCodeRow> = {
    code: input.code,
    percentOff: input.percentOff,
    amountOffCents: cents(input.amountOff),
    minSubtotalCents: cents(input.minSubtotal),
    productTypes: input.productTypes ? [...new Set(input.productTypes)] : undefined,
    startsAt: date(input.startsAt),
    endsAt: date(input.endsAt),
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    active: input.active,
  };
  // Giving one kind replaces the other.
  if (columns.percentOff != null && columns.amountOffCents != null) {
    throw new AppError('BAD_REQUEST', discountAdminMessages.oneKind);
  }
  if (columns.percentOff != null) columns.amountOffCents = null;
  if (columns.amountOffCents != null) columns.percentOff = null;
  const percentOff =
    columns.percentOff !== undefined ? columns.percentOff : (current?.percentOff ?? null);
  const amountOff =
    columns.amountOffCents !== undefined
      ? columns.amountOffCents
      : (current?.amountOffCents ?? null);
  if (percentOff === null && amountOff === null) {
    throw new AppError('BAD_REQUEST', discountAdminMessages.noKind);
  }
  const startsAt = columns.startsAt !== undefined ? columns.startsAt : (current?.startsAt ?? null);
  const endsAt = columns.endsAt !== undefined ? columns.endsAt : (current?.endsAt ?? null);
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime()) {
    throw new AppError('BAD_REQUEST', discountAdminMessages.window);
  }
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<NewDiscountCodeRow>;
}

/** GET /api/admin/discounts: every code with its uses and state. */
export async function listDiscounts(ctx: AppContext): Promise<AdminDiscount[]> {
  const now = ctx.clock.now();
  return (await findDiscountCodes(ctx.db)).map(({ row, uses }) => toAdminDiscount(row, uses, now));
}

/** POST /api/admin/discounts */
export async function createDiscount(
  ctx: AppContext,
  input: CreateDiscountRequest,
): Promise<AdminDiscount> {
  const now = ctx.clock.now();
  const columns = columnsOf(input, undefined);
  const row = await insertDiscountCode(ctx.db, {
    ...columns,
    code: input.code,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError('CONFLICT', discountAdminMessages.taken(input.code));
  return toAdminDiscount(row, 0, now);
}

/** PATCH /api/admin/discounts/:id: under the code's lock, so a checkout sees before or after. */
export async function updateDiscount(
  ctx: AppContext,
  id: number,
  patch: UpdateDiscountRequest,
): Promise<AdminDiscount> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockDiscountCodeById(tx, id);
    if (!current) throw new AppError('NOT_FOUND', discountAdminMessages.notFound);
    const updated = await updateDiscountCode(tx, id, {
      ...columnsOf(patch, current),
      updatedAt: now,
    });
    if (!updated) throw new AppError('CONFLICT', discountAdminMessages.taken(patch.code ?? ''));
    return updated;
  });
  const [record] = await findDiscountCodes(ctx.db, { ids: [row.id] });
  return toAdminDiscount(row, record?.uses ?? 0, now);
}

/**
 * Why this shopper may not use this code now, or nothing. The checks that need no order lines:
 * unknown, paused, not started, expired, used up in all or by this shopper.
 */
function refusalOf(
  row: DiscountCodeRow | undefined,
  code: string,
  uses: { total: number; byUser: number },
  now: Date,
): AppError | null {
  if (!row) return discountRefusal('NOT_FOUND', discountMessages.unknown(code));
  switch (statusOf(row, uses.total, now)) {
    case 'paused':
      return discountRefusal('BAD_REQUEST', discountMessages.paused(row.code));
    case 'scheduled':
      return discountRefusal(
        'BAD_REQUEST',
        discountMessages.notStarted(row.code, row.startsAt ?? now),
      );
    case 'expired':
      return discountRefusal('BAD_REQUEST', discountMessages.expired(row.code));
    case 'used_up':
      return discountRefusal('CONFLICT', discountMessages.usedUp(row.code));
    case 'active':
      break;
  }
  if (row.maxUsesPerCustomer !== null && uses.byUser >= row.maxUsesPerCustomer) {
    return discountRefusal(
      'CONFLICT',
      discountMessages.usedUpByYou(row.code, row.maxUsesPerCustomer),
    );
  }
  return null;
}

/** GET /api/discounts/:code: the terms of a code this shopper may use now, or why not (4xx). */
export async function getDiscountTerms(
  ctx: AppContext,
  userId: number,
  typed: string,
): Promise<DiscountTermsView> {
  const code = normalizeDiscountCode(typed);
  const row = await findDiscountCodeByCode(ctx.db, code);
  const uses = row ? await usesOf(ctx.db, row.id, userId) : { total: 0, byUser: 0 };
  const refusal = refusalOf(row, code, uses, ctx.clock.now());
  if (refusal || !row) throw refusal;
  return toTermsView(row);
}

/** GET /api/discounts/active: the codes anyone may use now, for share texts and templates. */
export async function listActiveDiscounts(ctx: AppContext): Promise<ActiveDiscount[]> {
  const now = ctx.clock.now();
  return (await findDiscountCodes(ctx.db, { activeOnly: true }))
    .filter(({ row, uses }) => statusOf(row, uses, now) === 'active')
    .map(({ row }) => ({
      code: row.code,
      percentOff: row.percentOff,
      amountOff: row.amountOffCents === null ? null : toDollars(row.amountOffCents),
    }));
}

/** A code locked for an order: its terms and id, checked for this shopper at `now`. */
export interface LockedDiscount {
  id: number;
  terms: DiscountTerms;
}

/**
 * Locks the code's row for the order's transaction and checks it for this shopper. The lock is
 * held to the commit, and the use is recorded (`recordDiscountUse`) before it, so parallel
 * checkouts count one after another and never pass `maxUses` or `maxUsesPerCustomer`.
 */
export async function lockDiscountForOrder(
  tx: Transaction,
  userId: number,
  typed: string,
  now: Date,
): Promise<LockedDiscount> {
  const code = normalizeDiscountCode(typed);
  const row = await lockDiscountCodeByCode(tx, code);
  const uses = row ? await usesOf(tx, row.id, userId) : { total: 0, byUser: 0 };
  const refusal = refusalOf(row, code, uses, now);
  if (refusal || !row) throw refusal;
  return { id: row.id, terms: termsOf(row) };
}

/** Counts one use of a code by an order, in the order's transaction (the code still locked). */
export async function recordDiscountUse(
  tx: Executor,
  use: { discountCodeId: number; userId: number; orderId: number; discountCents: number; at: Date },
): Promise<void> {
  await insertRedemption(tx, {
    discountCodeId: use.discountCodeId,
    userId: use.userId,
    orderId: use.orderId,
    discountCents: use.discountCents,
    createdAt: use.at,
  });
}

/** The demo's LAGUNA10 (10% off, active), once: an existing code of that name is left alone. */
export async function seedDemoDiscount(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  const row = await insertDiscountCode(ctx.db, {
    code: DEMO_DISCOUNT.code,
    percentOff: DEMO_DISCOUNT.percentOff,
    active: true,
    createdAt: now,
    updatedAt: now,
  });
  return row !== undefined;
}

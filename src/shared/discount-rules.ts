/**
 * Discount codes, priced the same way on both sides in integer cents: the server's
 * figures are the ones charged; the checkout shows the same numbers before asking.
 *
 * - A code applies to the lines bought at the shop's price (never a won prize or an auction's
 *   unit) whose product type it names (no types: every type).
 * - The minimum subtotal is compared with the subtotal of those lines.
 * - A percentage is taken off each line (unit price × quantity) and rounded half-up to the cent,
 *   line by line; the order's discount is the sum.
 * - A fixed amount is at most those lines' subtotal, shared out over them in proportion to their
 *   totals (each line's share rounded down, the cents left over going one each to the lines with
 *   the largest remainders, the earlier line first on a tie), so the shares add up exactly.
 * - Tax (8%, half-up once) is computed on the subtotal after the discount.
 */

import { formatCents } from './money';
import { LOCAL_DELIVERY, type OrderTotals, taxCents } from './pricing';
import { formatShopDateTime } from './shop-time';

/** What a code takes off and where: the terms the checkout prices with. */
export interface DiscountTerms {
  code: string;
  /** 1-100, or null for a fixed amount. */
  percentOff: number | null;
  /** A fixed amount in cents, or null for a percentage. */
  amountOffCents: number | null;
  minSubtotalCents: number | null;
  /** The product types it applies to; empty: every type. */
  productTypes: readonly string[];
}

/** One line of an order as the discount sees it. */
export interface DiscountLine {
  productType: string;
  unitPriceCents: number;
  quantity: number;
  /** A won prize or an auction's unit: never discounted. */
  fixedPrice?: boolean;
}

export const MAX_DISCOUNT_CODE_LENGTH = 32;
/** Letters, digits, - and _; stored and compared in upper case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** 'laguna10 ' -> 'LAGUNA10': how a typed code is read everywhere. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The shopper-facing refusals, the server's JSON `message` and the checkout's own words. */
export const discountMessages = {
  unknown: (code: string) => `Discount code ${code} does not exist.`,
  paused: (code: string) => `Discount code ${code} is paused.`,
  notStarted: (code: string, startsAt: Date | string) =>
    `Discount code ${code} is not valid until ${formatShopDateTime(startsAt)}.`,
  expired: (code: string) => `Discount code ${code} has expired.`,
  usedUp: (code: string) => `Discount code ${code} has been used up.`,
  usedUpByYou: (code: string, times: number) =>
    `You have already used discount code ${code} ${times === 1 ? 'once' : `${times} times`}, the most allowed per shopper.`,
  minimumNotMet: (code: string, minSubtotalCents: number) =>
    `Discount code ${code} needs a subtotal of at least ${formatCents(minSubtotalCents)}.`,
  notForTheseItems: (code: string) =>
    `Discount code ${code} is not valid for the items in this order.`,
} as const;

/** The `code` beside the message: the checkouts show the message on the code field. */
export const DISCOUNT_ERROR_CODE = 'DISCOUNT_INVALID';

export type PricedDiscount =
  | { ok: true; discountCents: number; lineDiscountsCents: number[] }
  | { ok: false; message: string };

/** Whether a code's terms cover this line. */
export function isDiscountable(line: DiscountLine, terms: DiscountTerms): boolean {
  return (
    !line.fixedPrice &&
    (terms.productTypes.length === 0 || terms.productTypes.includes(line.productType))
  );
}

/** The discount of each line and in all, or why the code does not apply to these lines. */
export function priceDiscount(
  lines: readonly DiscountLine[],
  terms: DiscountTerms,
): PricedDiscount {
  const eligible = lines.map((line) => isDiscountable(line, terms));
  const lineTotals = lines.map((line) => line.unitPriceCents * line.quantity);
  const eligibleSubtotal = lineTotals.reduce((sum, total, i) => sum + (eligible[i] ? total : 0), 0);
  if (!eligible.some(Boolean) || eligibleSubtotal === 0) {
    return { ok: false, message: discountMessages.notForTheseItems(terms.code) };
  }
  if (terms.minSubtotalCents !== null && eligibleSubtotal < terms.minSubtotalCents) {
    return {
      ok: false,
      message: discountMessages.minimumNotMet(terms.code, terms.minSubtotalCents),
    };
  }

  let lineDiscountsCents: number[];
  if (terms.percentOff !== null) {
    const percent = terms.percentOff;
    lineDiscountsCents = lineTotals.map((total, i) =>
      eligible[i] ? Math.floor((total * percent + 50) / 100) : 0,
    );
  } else {
    const amount = Math.min(terms.amountOffCents ?? 0, eligibleSubtotal);
    lineDiscountsCents = shareOut(
      amount,
      lineTotals.map((total, i) => (eligible[i] ? total : 0)),
    );
  }
  const discountCents = lineDiscountsCents.reduce((sum, cents) => sum + cents, 0);
  return { ok: true, discountCents, lineDiscountsCents };
}

/** `amount` shared over `weights` in proportion, largest remainders first; the parts sum to it. */
function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .filter(({ index }) => (weights[index] ?? 0) > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** An order's figures with a discount: tax on the subtotal after the discount. */
export interface DiscountedTotals extends OrderTotals {
  discountCents: number;
}

export function discountedTotals(
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  discountCents: number,
  shippingCents: number = LOCAL_DELIVERY.costCents,
): DiscountedTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tax = taxCents(subtotalCents - discountCents);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents: tax,
    totalCents: subtotalCents - discountCents + shippingCents + tax,
  };
}

/** '10% off' or '$5.00 off': what a code takes, as the screens and the invoice say it. */
export function discountOffText(terms: Pick<DiscountTerms, 'percentOff' | 'amountOffCents'>) {
  return terms.percentOff !== null
    ? `${terms.percentOff}% off`
    : `${formatCents(terms.amountOffCents ?? 0)} off`;
}

/** 'Discount (LAGUNA10)': the discount's line on the summary, the order, the invoice and its PDF. */
export function discountLineLabel(code: string | null): string {
  return code ? `Discount (${code})` : 'Discount';
}

/** The codes a text names ('10% off with code LAGUNA10' names LAGUNA10), upper case. */
export function codesNamedIn(text: string): string[] {
  return [...text.matchAll(/\bcode\s*:?\s*([A-Za-z0-9][A-Za-z0-9_-]*)/gi)].map((match) =>
    normalizeDiscountCode(match[1] ?? ''),
  );
}

/**
 * A product's DISCOUNT: segment as share texts and templates may say it: only when it names a
 * code and every code it names is usable now; otherwise nothing (a promise no checkout would keep).
 */
export function shareableDiscount(
  segment: string | null | undefined,
  activeCodes: readonly string[],
): string | null {
  const text = segment?.trim();
  if (!text) return null;
  const named = codesNamedIn(text);
  return named.length > 0 && named.every((code) => activeCodes.includes(code)) ? text : null;
}

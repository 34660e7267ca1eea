import { z } from 'zod';
import {
  DISCOUNT_CODE_PATTERN,
  MAX_DISCOUNT_CODE_LENGTH,
  normalizeDiscountCode,
} from '../discount-rules';
import { productTypeSchema } from './catalog';
import { PG_INTEGER_MAX } from './numbers';

/** The admin form's refusals (the server's JSON `message`). */
export const discountAdminMessages = {
  code: `A code is 1 to ${MAX_DISCOUNT_CODE_LENGTH} letters, digits, - or _`,
  percentOff: 'Percent off must be a whole number from 1 to 100',
  amountOff: 'Amount off must be at least $0.01, in whole cents',
  oneKind: 'Give either a percent off or an amount off, not both',
  noKind: 'Give a percent off (1-100) or an amount off',
  minSubtotal: 'Minimum subtotal must be $0.00 or more, in whole cents',
  maxUses: 'Total uses must be a whole number of at least 1',
  maxUsesPerCustomer: 'Uses per shopper must be a whole number of at least 1',
  window: 'The end must come after the start',
  taken: (code: string) => `A discount code ${code} already exists`,
  notFound: 'Discount code not found',
} as const;

/** An amount of dollars in whole cents (12.5, 12.50; not 12.505). */
const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const dollars = (message: string, min: number) =>
  z
    .number({ error: message })
    .finite(message)
    .min(min, message)
    .max(1_000_000, message)
    .refine(wholeCents, message);

const count = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(PG_INTEGER_MAX, message);

/** A code as typed: trimmed and upper-cased, then checked. */
export const discountCodeTextSchema = z
  .string({ error: discountAdminMessages.code })
  .transform(normalizeDiscountCode)
  .pipe(
    z
      .string()
      .min(1, discountAdminMessages.code)
      .max(MAX_DISCOUNT_CODE_LENGTH, discountAdminMessages.code)
      .regex(DISCOUNT_CODE_PATTERN, discountAdminMessages.code),
  );

const instant = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' });

const discountFields = {
  code: discountCodeTextSchema,
  percentOff: count(discountAdminMessages.percentOff)
    .max(100, discountAdminMessages.percentOff)
    .nullish(),
  /** Dollars. */
  amountOff: dollars(discountAdminMessages.amountOff, 0.01).nullish(),
  /** Dollars: the subtotal of the lines the code applies to must reach it. */
  minSubtotal: dollars(discountAdminMessages.minSubtotal, 0).nullish(),
  /** Empty or absent: every product type. */
  productTypes: z.array(productTypeSchema).max(20).optional(),
  startsAt: instant.nullish(),
  endsAt: instant.nullish(),
  maxUses: count(discountAdminMessages.maxUses).nullish(),
  maxUsesPerCustomer: count(discountAdminMessages.maxUsesPerCustomer).nullish(),
  /** False: paused. Default true. */
  active: z.boolean().optional(),
};

/** POST /api/admin/discounts */
export const createDiscountRequestSchema = z.object(discountFields);
export type CreateDiscountRequest = z.infer<typeof createDiscountRequestSchema>;

/** PATCH /api/admin/discounts/:id: only the fields given change (null clears a limit). */
export const updateDiscountRequestSchema = z.object(discountFields).partial();
export type UpdateDiscountRequest = z.infer<typeof updateDiscountRequestSchema>;

/** What a code's state is now: active (usable), paused, scheduled, expired or used up. */
export const discountStatuses = ['active', 'paused', 'scheduled', 'expired', 'used_up'] as const;

export const adminDiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().nullable(),
  minSubtotal: z.number().nullable(),
  productTypes: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders placed with it. */
  uses: z.number().int(),
  status: z.enum(discountStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;
export const adminDiscountListSchema = z.array(adminDiscountSchema);

/**
 * GET /api/discounts/:code (signed in): the terms of a code this shopper may use now, which the
 * checkout prices its summary with; a code they may not use answers 4xx with the reason.
 */
export const discountTermsSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().nullable(),
  minSubtotal: z.number().nullable(),
  productTypes: z.array(z.string()),
});
export type DiscountTermsView = z.infer<typeof discountTermsSchema>;

/** GET /api/discounts/active: the codes anyone may use now (what share texts may name). */
export const activeDiscountListSchema = z.array(
  discountTermsSchema.pick({ code: true, percentOff: true, amountOff: true }),
);
export type ActiveDiscount = z.infer<typeof activeDiscountListSchema>[number];

export const discountCodeParamsSchema = z.object({ code: z.string().max(200) });

import { z } from 'zod';
import { isDeliveryZipOrIncomplete, LOCAL_DELIVERY_ONLY_MESSAGE } from '../pricing';
import { missingFor, type ProfileDetails, profileRequirements } from '../profile-rules';

/** Profile form messages (shopper.md section 5), exactly. */
export const profileMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  line1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
  paymentType: 'Payment type is required',
} as const;

export const DEFAULT_COUNTRY = 'USA';

const text = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

export const addressSchema = z.object({
  line1: text(5, profileMessages.line1),
  city: text(2, profileMessages.city),
  state: text(2, profileMessages.state),
  /** Only ZIP 92651 is delivered to: anything else is refused where it is typed. */
  postalCode: text(5, profileMessages.postalCode, 20).refine(
    isDeliveryZipOrIncomplete,
    LOCAL_DELIVERY_ONLY_MESSAGE,
  ),
  country: text(2, profileMessages.country, 60).default(DEFAULT_COUNTRY),
});

/** What the card form sends: a provider token to exchange for a card on file (or Apple Pay). */
export const paymentMethodInputSchema = z.object({
  type: text(2, profileMessages.paymentType, 30),
  token: z.string().max(500).optional(),
  cardBrand: z.string().max(40).optional(),
  lastFourDigits: z.string().max(4).optional(),
  expMonth: z.number().int().min(0).max(12).optional(),
  expYear: z.number().int().min(0).max(9999).optional(),
  sourceId: z.string().max(500).optional(),
});

export const preferencesSchema = z.object({
  receiveNotifications: z.boolean().default(true),
  newsletterSubscription: z.boolean().default(false),
});

/** The whole profile form (client side). */
export const profileFormSchema = z.object({
  name: text(2, profileMessages.name),
  email: z.email({ error: profileMessages.email }).max(200, profileMessages.email),
  phone: text(10, profileMessages.phone, 30),
  address: addressSchema,
  paymentMethod: paymentMethodInputSchema,
  preferences: preferencesSchema,
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** PATCH /api/user/profile: any part of the form; each part given must be valid. */
export const profilePatchSchema = z.object({
  name: profileFormSchema.shape.name.optional(),
  email: profileFormSchema.shape.email.optional(),
  phone: profileFormSchema.shape.phone.optional(),
  address: addressSchema.partial().optional(),
  paymentMethod: paymentMethodInputSchema.optional(),
  preferences: preferencesSchema.partial().optional(),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The card on file, as the profile shows it. */
export const savedPaymentMethodSchema = z.object({
  type: z.literal('card'),
  cardBrand: z.string(),
  lastFourDigits: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const profileSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string(),
  }),
  paymentMethod: savedPaymentMethodSchema.nullable(),
  preferences: z.object({ receiveNotifications: z.boolean(), newsletterSubscription: z.boolean() }),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/user/profile-status: `isComplete` as the specification has it, and what is `missing`
 * for a complete profile (the rule of src/shared/profile-rules.ts).
 */
export const profileStatusSchema = z.object({
  isComplete: z.boolean(),
  missing: z.array(z.enum(profileRequirements)),
});
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

/** The profile's details as the completeness rule reads them. */
export function profileDetails(profile: Profile): ProfileDetails {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    hasCard: profile.paymentMethod !== null,
  };
}

/**
 * Complete when it has everything entering, claiming and buying need: name, email, phone, an
 * address in ZIP 92651 and a chargeable card on file (Apple Pay alone cannot be charged later, so it
 * does not count).
 */
export function isProfileComplete(profile: Profile): boolean {
  return missingFor(profileDetails(profile), 'all').length === 0;
}

import { z } from 'zod';

/** Business types of the partner application (admin-vendor-coach-games.md section 9). */
export const businessTypes = [
  'retail',
  'restaurant',
  'gallery',
  'service',
  'hotel',
  'other',
] as const;
export const businessTypeSchema = z.enum(businessTypes, { error: 'Please choose a business type' });
export type BusinessType = z.infer<typeof businessTypeSchema>;

export const businessTypeLabels: Record<BusinessType, string> = {
  retail: 'Retail',
  restaurant: 'Restaurant',
  gallery: 'Gallery',
  service: 'Service',
  hotel: 'Hotel',
  other: 'Other',
};

/** Applications are for the delivery area only: the city is fixed. */
export const BUSINESS_CITY = 'Laguna Beach';

export const businessApplicationMessages = {
  businessNameTooShort: 'Business name must be at least 2 characters',
  contactNameTooShort: 'Contact name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Address is required',
  addressTooShort: 'Address must be at least 5 characters',
  zipRequired: 'ZIP code is required',
  zipTooShort: 'ZIP code must be at least 5 characters',
  businessTypeRequired: 'Please choose a business type',
  descriptionTooShort: 'Description must be at least 10 characters',
  termsRequired: 'You must agree to the terms',
  tooManySubmissions: 'Too many applications from your network. Please try again in an hour.',
  failedTitle: 'Submission failed',
} as const;

const m = businessApplicationMessages;

const text = (
  message: string,
  min: number,
  max: number,
  tooLong = `Must be at most ${max} characters`,
) => z.string({ error: message }).trim().min(min, message).max(max, tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Body of POST /api/business-applications, also the client form's schema (section 5, Business form).
 * The city is read-only: whatever is sent, Laguna Beach is stored.
 */
export const businessApplicationInputSchema = z.object({
  businessName: text(m.businessNameTooShort, 2, 200),
  contactName: text(m.contactNameTooShort, 2, 200),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(254, m.emailInvalid)
    .pipe(z.email({ error: m.emailInvalid })),
  phone: z
    .string({ error: m.phoneInvalid })
    .trim()
    .min(10, m.phoneInvalid)
    .max(30, m.phoneInvalid)
    .regex(/^[0-9+()\-.\s]+$/, m.phoneInvalid)
    .refine((value) => value.replace(/\D/g, '').length >= 10, m.phoneInvalid),
  address: z
    .string({ error: m.addressRequired })
    .trim()
    .min(1, m.addressRequired)
    .min(5, m.addressTooShort)
    .max(300, 'Must be at most 300 characters'),
  city: z
    .string()
    .optional()
    .transform(() => BUSINESS_CITY),
  zipCode: z
    .string({ error: m.zipRequired })
    .trim()
    .min(1, m.zipRequired)
    .min(5, m.zipTooShort)
    .max(10, 'Must be at most 10 characters'),
  businessType: businessTypeSchema,
  description: text(m.descriptionTooShort, 10, 2000),
  website: optionalText(300),
  instagramHandle: optionalText(100),
  termsAgreed: z.literal(true, { error: m.termsRequired }),
});
export type BusinessApplicationFormValues = z.input<typeof businessApplicationInputSchema>;
export type BusinessApplicationInput = z.output<typeof businessApplicationInputSchema>;

export const businessApplicationReceiptSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
});
export type BusinessApplicationReceipt = z.infer<typeof businessApplicationReceiptSchema>;

export const businessApplicationSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  businessType: businessTypeSchema,
  description: z.string(),
  website: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  termsAgreed: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});
export type BusinessApplication = z.infer<typeof businessApplicationSchema>;

export const businessApplicationListSchema = z.array(businessApplicationSchema);

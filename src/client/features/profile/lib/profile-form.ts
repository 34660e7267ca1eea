import type { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  type Profile,
  type ProfilePatch,
  type profileFormSchema,
} from '../../../../shared/contracts/profile';

/** The payment type the hidden field shows by default (shopper.md section 5). */
export const DEFAULT_PAYMENT_TYPE = 'card';

export type PersonalFormValues = {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; state: string; postalCode: string; country: string };
  paymentMethod: { type: string };
  preferences: { receiveNotifications: boolean; newsletterSubscription: boolean };
};

export type PersonalFormOutput = z.output<typeof profileFormSchema>;

/** The Personal form's starting values from the saved profile (empty strings for missing parts). */
export function toPersonalFormValues(profile: Profile | undefined): PersonalFormValues {
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: {
      line1: profile?.address.line1 ?? '',
      city: profile?.address.city ?? '',
      state: profile?.address.state ?? '',
      postalCode: profile?.address.postalCode ?? '',
      country: profile?.address.country || DEFAULT_COUNTRY,
    },
    paymentMethod: { type: profile?.paymentMethod?.type ?? DEFAULT_PAYMENT_TYPE },
    preferences: {
      receiveNotifications: profile?.preferences.receiveNotifications ?? true,
      newsletterSubscription: profile?.preferences.newsletterSubscription ?? false,
    },
  };
}

/**
 * The PATCH for a valid Personal form. The payment type is only the form's hidden field: cards are
 * saved from the Payment tab with a token, so it is not sent.
 */
export function toPersonalPatch(values: PersonalFormOutput): ProfilePatch {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    preferences: values.preferences,
  };
}

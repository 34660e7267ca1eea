import { createHash } from 'node:crypto';
import type { CustomerInfo } from '../../../shared/contracts/orders';
import {
  DEFAULT_COUNTRY,
  type Profile,
  type ProfilePatch,
  type ProfileStatus,
  profileDetails,
} from '../../../shared/contracts/profile';
import {
  missingFor,
  type ProfilePurpose,
  type ProfileRequirement,
} from '../../../shared/profile-rules';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import { cardOnFile, fileCard } from '../payments/payments.service';
import { findProfile, upsertProfile } from './profile.repository';

export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const [row, card] = await Promise.all([findProfile(ctx.db, userId), cardOnFile(ctx.db, userId)]);
  return {
    name: row?.name ?? null,
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    address: {
      line1: row?.addressLine1 ?? null,
      city: row?.city ?? null,
      state: row?.state ?? null,
      postalCode: row?.postalCode ?? null,
      country: row?.country ?? DEFAULT_COUNTRY,
    },
    paymentMethod: card
      ? {
          type: 'card',
          cardBrand: card.brand,
          lastFourDigits: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        }
      : null,
    preferences: {
      receiveNotifications: row?.receiveNotifications ?? true,
      newsletterSubscription: row?.newsletterSubscription ?? false,
    },
  };
}

export async function getProfileStatus(ctx: AppContext, userId: number): Promise<ProfileStatus> {
  const missing = missingFor(profileDetails(await getProfile(ctx, userId)), 'all');
  return { isComplete: missing.length === 0, missing };
}

/**
 * What the user's saved profile lacks for `purpose` (the one rule of src/shared/profile-rules.ts),
 * read with `db` (a transaction's, to judge under its locks).
 */
export async function missingForUser(
  db: Executor,
  userId: number,
  purpose: ProfilePurpose,
): Promise<ProfileRequirement[]> {
  const row = await findProfile(db, userId);
  const card = await cardOnFile(db, userId);
  return missingFor(
    {
      name: row?.name,
      email: row?.email,
      phone: row?.phone,
      address: {
        line1: row?.addressLine1,
        city: row?.city,
        state: row?.state,
        postalCode: row?.postalCode,
      },
      hasCard: card !== undefined,
    },
    purpose,
  );
}

/**
 * The provider's idempotency key for filing this token for this user: derived, not random, so a
 * retried PATCH (the answer lost, the database write failed) files the same card once. 43
 * characters, within Square's 45.
 */
export function saveCardKey(userId: number, token: string): string {
  return createHash('sha256').update(`card:${userId}:${token}`).digest('base64url').slice(0, 43);
}

/** Files the card under the customer of the current card (Square), named as the profile is. */
async function saveCardOnFile(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  patch: ProfilePatch,
  token: string,
) {
  const [row, card] = await Promise.all([findProfile(ctx.db, userId), cardOnFile(ctx.db, userId)]);
  return gateway.saveCard({
    customerRef: `user-${userId}`,
    providerCustomerId: card?.provider === gateway.name ? card.providerCustomerId : null,
    sourceToken: token,
    idempotencyKey: saveCardKey(userId, token),
    cardholderName: patch.name ?? row?.name ?? null,
    email: patch.email ?? row?.email ?? null,
  });
}

/**
 * PATCH /api/user/profile: changes the given parts. A card token is exchanged with the provider for a
 * card on file first, so a declined card changes nothing at all. Filing at the provider before our
 * write is safe because the provider's key is derived from the token: if the write fails, the
 * client's retry with the same token gets the same card back instead of filing a second one.
 */
export async function updateProfile(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  patch: ProfilePatch,
): Promise<Profile> {
  const token = patch.paymentMethod?.token ?? patch.paymentMethod?.sourceId;
  const saved = token ? await saveCardOnFile(ctx, gateway, userId, patch, token) : null;
  if (saved && !saved.ok) throw new AppError('BAD_REQUEST', saved.declineMessage);

  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await upsertProfile(tx, userId, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.address?.line1 !== undefined && { addressLine1: patch.address.line1 }),
      ...(patch.address?.city !== undefined && { city: patch.address.city }),
      ...(patch.address?.state !== undefined && { state: patch.address.state }),
      ...(patch.address?.postalCode !== undefined && { postalCode: patch.address.postalCode }),
      ...(patch.address?.country !== undefined && { country: patch.address.country }),
      ...(patch.preferences?.receiveNotifications !== undefined && {
        receiveNotifications: patch.preferences.receiveNotifications,
      }),
      ...(patch.preferences?.newsletterSubscription !== undefined && {
        newsletterSubscription: patch.preferences.newsletterSubscription,
      }),
      updatedAt: now,
    });
    // A retry that got the current card back from the provider keeps it rather than filing it twice.
    const current = saved?.ok ? await cardOnFile(tx, userId) : undefined;
    if (
      saved?.ok &&
      !(current?.provider === gateway.name && current.providerCardId === saved.card.providerCardId)
    ) {
      await fileCard(tx, { userId, provider: gateway.name, ...saved.card, createdAt: now });
    }
  });
  return getProfile(ctx, userId);
}

/** Whom a paid action is billed to: the saved contact and address (`null` where none is saved). */
export async function billingContact(
  db: Executor,
  userId: number,
): Promise<{
  name: string | null;
  email: string | null;
  address: {
    line1: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  } | null;
}> {
  const row = await findProfile(db, userId);
  return {
    name: row?.name ?? null,
    email: row?.email ?? null,
    address: row?.addressLine1
      ? {
          line1: row.addressLine1,
          city: row.city ?? '',
          state: row.state ?? '',
          postalCode: row.postalCode ?? '',
          country: row.country,
        }
      : null,
  };
}

/** Checkout's "save to my profile": the form's contact and address, in the order's transaction. */
export async function saveContactAndAddress(
  db: Executor,
  userId: number,
  customer: CustomerInfo,
  at: Date,
): Promise<void> {
  await upsertProfile(db, userId, {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    addressLine1: customer.address.line1,
    city: customer.address.city,
    state: customer.address.state,
    postalCode: customer.address.postalCode,
    updatedAt: at,
  });
}

/** Where a sale without a checkout form (an auction won) is delivered: the saved profile ('' where missing). */
export async function deliveryContact(
  db: Executor,
  userId: number,
): Promise<{
  name: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}> {
  const row = await findProfile(db, userId);
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    line1: row?.addressLine1 ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
    postalCode: row?.postalCode ?? '',
    country: row?.country ?? DEFAULT_COUNTRY,
  };
}

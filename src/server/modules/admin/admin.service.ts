import { randomInt } from 'node:crypto';
import {
  ADMIN_PIN_LENGTH,
  type AdminSession,
  adminErrorCodes,
} from '../../../shared/contracts/admin';
import { adminMessages } from '../../../shared/validation-messages';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { elevateSession } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertBelow, type Limit, record } from '../rate-limit/rate-limit.service';
import { deletePinFrom, findPin, savePin } from './admin.repository';

/** How long a passed PIN step-up lets a session make admin writes. */
export const ELEVATION_MS = 30 * 60 * 1000;
export const WRONG_PINS_PER_USER = 5;

const wrongPinLimit = (userId: number): Limit => ({
  key: `admin-pin-failed:${userId}`,
  max: WRONG_PINS_PER_USER,
  windowMs: 15 * 60 * 1000,
  message: adminMessages.tooManyPinAttempts,
});

/**
 * At start: ADMIN_PIN (hashed) replaces whatever PIN is stored; without it, a PIN that came from an
 * earlier ADMIN_PIN is dropped, so only the demo's generated PIN can remain.
 */
export async function configurePin(ctx: AppContext, envPin: string | undefined): Promise<void> {
  if (envPin) {
    await savePin(ctx.db, await hashPassword(envPin), 'env', ctx.clock.now());
  } else {
    await deletePinFrom(ctx.db, 'env');
  }
}

/** The demo's 12-digit PIN, created with the demo admin when no PIN exists; returned once to be printed. */
export async function createDemoPin(ctx: AppContext): Promise<string | null> {
  if (await findPin(ctx.db)) return null;
  return replaceDemoPin(ctx);
}

/** A new 12-digit PIN in place of any stored one (`npm run admin:reset`); returned once to be printed. */
export async function replaceDemoPin(ctx: AppContext): Promise<string> {
  const pin = Array.from({ length: ADMIN_PIN_LENGTH }, () => randomInt(10)).join('');
  await savePin(ctx.db, await hashPassword(pin), 'demo', ctx.clock.now());
  return pin;
}

export function adminSessionOf(until: Date | null, now: Date): AdminSession {
  const elevated = until !== null && until.getTime() > now.getTime();
  return {
    elevated,
    elevatedUntil: elevated && until ? until.toISOString() : null,
    remainingSeconds: elevated && until ? Math.floor((until.getTime() - now.getTime()) / 1000) : 0,
  };
}

/** POST /api/admin/verify-pin: a right PIN elevates this session for 30 minutes. */
export async function verifyPin(
  ctx: AppContext,
  input: { userId: number; tokenHash: string; pin: string },
): Promise<AdminSession> {
  const stored = await findPin(ctx.db);
  if (!stored) {
    throw new AppError('FORBIDDEN', adminMessages.pinNotConfigured, {
      clientCode: adminErrorCodes.pinNotConfigured,
    });
  }
  const limit = wrongPinLimit(input.userId);
  await assertBelow(ctx, limit);
  // scrypt's comparison is constant-time; a malformed PIN costs the same as a wrong one.
  const valid = /^\d{12}$/.test(input.pin) && (await verifyPassword(input.pin, stored.pinHash));
  if (!valid) {
    await record(ctx, limit);
    // 403, not 401: the client reads 401 as "signed out".
    throw new AppError('FORBIDDEN', adminMessages.invalidPin);
  }
  const until = new Date(ctx.clock.now().getTime() + ELEVATION_MS);
  await elevateSession(ctx, input.tokenHash, until);
  return adminSessionOf(until, ctx.clock.now());
}

import { z } from 'zod';
import { adminMessages } from '../validation-messages';

export const ADMIN_PIN_LENGTH = 12;

/** Codes the client reacts to: PIN_REQUIRED reopens the PIN gate. */
export const adminErrorCodes = {
  pinRequired: 'PIN_REQUIRED',
  pinNotConfigured: 'PIN_NOT_CONFIGURED',
} as const;

/** Body of POST /api/admin/verify-pin. A malformed PIN is simply a wrong one. */
export const verifyPinSchema = z.object({
  pin: z.coerce.string({ error: adminMessages.invalidPin }).max(64, adminMessages.invalidPin),
});

/** Answer of POST /api/admin/verify-pin and GET /api/admin/session. */
export const adminSessionSchema = z.object({
  elevated: z.boolean(),
  /** ISO time the step-up ends, or null. */
  elevatedUntil: z.string().nullable(),
  /**
   * Whole seconds left of the step-up as the server counts them (0 when not elevated): the admin
   * panel counts down from this, whatever the device's own clock says.
   */
  remainingSeconds: z.number().int().min(0),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

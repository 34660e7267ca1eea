import {
  BUSINESS_CITY,
  type BusinessApplication,
  type BusinessApplicationInput,
  type BusinessApplicationReceipt,
  type BusinessType,
  businessApplicationMessages,
} from '../../../shared/contracts/business-applications';
import type { AppContext } from '../../context';
import { consume } from '../rate-limit/rate-limit.service';
import {
  type BusinessApplicationRow,
  findAllBusinessApplications,
  insertBusinessApplication,
} from './business-applications.repository';

export interface BusinessApplicationLimits {
  /** Accepted applications per client IP per hour. */
  perIpPerHour: number;
}

export const defaultBusinessApplicationLimits: BusinessApplicationLimits = { perIpPerHour: 10 };

const HOUR_MS = 60 * 60 * 1000;

function toBusinessApplication(row: BusinessApplicationRow): BusinessApplication {
  return {
    ...row,
    businessType: row.businessType as BusinessType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores an application from anyone; the form is open, so each IP may send only a few an hour. */
export async function submitBusinessApplication(
  ctx: AppContext,
  input: BusinessApplicationInput & { ip: string; limits: BusinessApplicationLimits },
): Promise<BusinessApplicationReceipt> {
  await consume(ctx, {
    key: `business-application-ip:${input.ip}`,
    max: input.limits.perIpPerHour,
    windowMs: HOUR_MS,
    message: businessApplicationMessages.tooManySubmissions,
  });
  const row = await insertBusinessApplication(ctx.db, {
    businessName: input.businessName,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: BUSINESS_CITY,
    zipCode: input.zipCode,
    businessType: input.businessType,
    description: input.description,
    website: input.website,
    instagramHandle: input.instagramHandle,
    termsAgreed: input.termsAgreed,
    createdAt: ctx.clock.now(),
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Every application, newest first (admins). */
export async function findBusinessApplications(ctx: AppContext): Promise<BusinessApplication[]> {
  return (await findAllBusinessApplications(ctx.db)).map(toBusinessApplication);
}

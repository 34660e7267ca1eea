import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessApplications } from '../../db/schema/business-applications';

const columns = {
  id: businessApplications.id,
  businessName: businessApplications.businessName,
  contactName: businessApplications.contactName,
  email: businessApplications.email,
  phone: businessApplications.phone,
  address: businessApplications.address,
  city: businessApplications.city,
  zipCode: businessApplications.zipCode,
  businessType: businessApplications.businessType,
  description: businessApplications.description,
  website: businessApplications.website,
  instagramHandle: businessApplications.instagramHandle,
  termsAgreed: businessApplications.termsAgreed,
  status: businessApplications.status,
  createdAt: businessApplications.createdAt,
};

export type BusinessApplicationRow = {
  id: number;
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  businessType: string;
  description: string;
  website: string | null;
  instagramHandle: string | null;
  termsAgreed: boolean;
  status: string;
  createdAt: Date;
};

export async function insertBusinessApplication(
  db: Executor,
  values: Omit<BusinessApplicationRow, 'id' | 'status'>,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(businessApplications)
    .values(values)
    .returning({ id: businessApplications.id, createdAt: businessApplications.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Newest first. */
export async function findAllBusinessApplications(db: Executor): Promise<BusinessApplicationRow[]> {
  return db
    .select(columns)
    .from(businessApplications)
    .orderBy(desc(businessApplications.createdAt), desc(businessApplications.id));
}

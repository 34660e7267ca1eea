import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';

const columns = {
  id: campaigns.id,
  createdBy: campaigns.createdBy,
  name: campaigns.name,
  description: campaigns.description,
  targetAudience: campaigns.targetAudience,
  budgetCents: campaigns.budgetCents,
  durationDays: campaigns.durationDays,
  objective: campaigns.objective,
  status: campaigns.status,
  createdAt: campaigns.createdAt,
};

export type CampaignRow = {
  id: number;
  createdBy: number | null;
  name: string;
  description: string;
  targetAudience: string;
  budgetCents: number;
  durationDays: number;
  objective: string;
  status: string;
  createdAt: Date;
};

export async function insertCampaign(
  db: Executor,
  values: Omit<CampaignRow, 'id' | 'status'>,
): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Newest first; the id breaks ties between campaigns created in the same instant. */
export async function findAllCampaigns(db: Executor): Promise<CampaignRow[]> {
  return db.select(columns).from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

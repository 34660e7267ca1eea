import type {
  Campaign,
  CampaignInput,
  CampaignObjective,
} from '../../../shared/contracts/campaigns';
import { toCents, toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import { type CampaignRow, findAllCampaigns, insertCampaign } from './campaigns.repository';

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    targetAudience: row.targetAudience,
    budget: toDollars(row.budgetCents),
    duration: row.durationDays,
    objective: row.objective as CampaignObjective,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createCampaign(
  ctx: AppContext,
  userId: number,
  input: CampaignInput,
): Promise<Campaign> {
  const row = await insertCampaign(ctx.db, {
    createdBy: userId,
    name: input.name,
    description: input.description,
    targetAudience: input.targetAudience,
    budgetCents: toCents(input.budget),
    durationDays: input.duration,
    objective: input.objective,
    createdAt: ctx.clock.now(),
  });
  return toCampaign(row);
}

/** Every campaign, newest first. */
export async function findCampaigns(ctx: AppContext): Promise<Campaign[]> {
  return (await findAllCampaigns(ctx.db)).map(toCampaign);
}

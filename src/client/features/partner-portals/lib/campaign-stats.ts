import {
  type Campaign,
  type CampaignObjective,
  campaignObjectives,
} from '../../../../shared/contracts/campaigns';
import { toCents } from '../../../../shared/money';

export interface CampaignStats {
  total: number;
  active: number;
  budgetCents: number;
  /** Budget per day summed over campaigns, in cents. */
  dailySpendCents: number;
  byObjective: { objective: CampaignObjective; count: number; budgetCents: number }[];
}

export function campaignStats(campaigns: readonly Campaign[]): CampaignStats {
  const byObjective = new Map(campaignObjectives.map((o) => [o, { count: 0, budgetCents: 0 }]));
  let budgetCents = 0;
  let dailySpendCents = 0;
  let active = 0;
  for (const campaign of campaigns) {
    const cents = toCents(campaign.budget);
    budgetCents += cents;
    dailySpendCents += Math.round(cents / Math.max(1, campaign.duration));
    if (campaign.status === 'active') active += 1;
    const entry = byObjective.get(campaign.objective);
    if (entry) {
      entry.count += 1;
      entry.budgetCents += cents;
    }
  }
  return {
    total: campaigns.length,
    active,
    budgetCents,
    dailySpendCents,
    byObjective: campaignObjectives.map((objective) => ({
      objective,
      ...(byObjective.get(objective) ?? { count: 0, budgetCents: 0 }),
    })),
  };
}

export interface Audience {
  /** The target audience text as typed, from its first campaign. */
  name: string;
  campaigns: number;
  budgetCents: number;
  objectives: CampaignObjective[];
}

/** Campaigns grouped by target audience (case and spacing ignored), most campaigns first. */
export function audiencesOf(campaigns: readonly Campaign[]): Audience[] {
  const groups = new Map<string, Audience>();
  for (const campaign of campaigns) {
    const key = campaign.targetAudience.trim().replace(/\s+/g, ' ').toLowerCase();
    const group = groups.get(key) ?? {
      name: campaign.targetAudience.trim(),
      campaigns: 0,
      budgetCents: 0,
      objectives: [],
    };
    group.campaigns += 1;
    group.budgetCents += toCents(campaign.budget);
    if (!group.objectives.includes(campaign.objective)) group.objectives.push(campaign.objective);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.campaigns - a.campaigns || b.budgetCents - a.budgetCents || a.name.localeCompare(b.name),
  );
}

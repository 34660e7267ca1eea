import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../shared/contracts/campaigns';
import { audiencesOf, campaignStats } from './campaign-stats';

let id = 0;
const campaign = (overrides: Partial<Campaign>): Campaign => {
  id += 1;
  return {
    id,
    name: `Campaign ${id}`,
    description: 'A campaign',
    targetAudience: 'Surfers',
    budget: 100,
    duration: 10,
    objective: 'engagement',
    status: 'active',
    createdBy: 1,
    createdAt: new Date(0).toISOString(),
    ...overrides,
  };
};

describe('campaign figures', () => {
  it('counts campaigns, budget, daily spend and each objective', () => {
    const stats = campaignStats([
      campaign({ budget: 100.1, objective: 'sales' }),
      campaign({ budget: 0.2, duration: 1 }),
      campaign({ status: 'paused', budget: 0 }),
    ]);
    expect(stats).toMatchObject({
      total: 3,
      active: 2,
      budgetCents: 10_030,
      dailySpendCents: 1001 + 20,
    });
    expect(stats.byObjective.find((o) => o.objective === 'sales')).toEqual({
      objective: 'sales',
      count: 1,
      budgetCents: 10_010,
    });
    expect(stats.byObjective.find((o) => o.objective === 'engagement')?.count).toBe(2);
    expect(stats.byObjective).toHaveLength(5);
  });

  it('groups audiences ignoring case and spacing, most campaigns first', () => {
    const audiences = audiencesOf([
      campaign({ targetAudience: 'Locals 25-45' }),
      campaign({ targetAudience: 'Surfers' }),
      campaign({ targetAudience: ' surfers ', objective: 'traffic', budget: 50 }),
    ]);
    expect(audiences).toEqual([
      { name: 'Surfers', campaigns: 2, budgetCents: 15_000, objectives: ['engagement', 'traffic'] },
      { name: 'Locals 25-45', campaigns: 1, budgetCents: 10_000, objectives: ['engagement'] },
    ]);
    expect(audiencesOf([])).toEqual([]);
  });
});

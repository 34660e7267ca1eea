import { z } from 'zod';
import { decimalFromText } from './numbers';

/** Campaign objectives of the business portal's Create Campaign dialog. */
export const campaignObjectives = ['awareness', 'traffic', 'engagement', 'leads', 'sales'] as const;
export const campaignObjectiveSchema = z.enum(campaignObjectives, {
  error: 'Objective must be one of awareness, traffic, engagement, leads or sales',
});
export type CampaignObjective = z.infer<typeof campaignObjectiveSchema>;

export const campaignObjectiveLabels: Record<CampaignObjective, string> = {
  awareness: 'Brand Awareness',
  traffic: 'Website Traffic',
  engagement: 'Engagement',
  leads: 'Lead Generation',
  sales: 'Sales',
};

export const DEFAULT_CAMPAIGN_DURATION_DAYS = 7;
export const MAX_CAMPAIGN_BUDGET = 1_000_000;

export const campaignMessages = {
  /** The client's toast when a required field is empty (section 5, Campaign dialog). */
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields',
  nameRequired: 'Campaign name is required',
  descriptionRequired: 'Description is required',
  targetAudienceRequired: 'Target audience is required',
  budgetInvalid: 'Budget must be a positive number',
  budgetTooHigh: `Budget must be at most $${MAX_CAMPAIGN_BUDGET.toLocaleString('en-US')}`,
  durationInvalid: 'Duration must be between 1 and 365 days',
  createdTitle: 'Campaign Created',
  createdDescription: 'Your Meta advertising campaign has been launched!',
  errorTitle: 'Campaign Error',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Body of POST /api/meta/campaigns (section 7). Budget in dollars; numeric strings are accepted. */
export const campaignInputSchema = z.object({
  name: requiredText(campaignMessages.nameRequired, 120),
  description: requiredText(campaignMessages.descriptionRequired, 2000),
  targetAudience: requiredText(campaignMessages.targetAudienceRequired, 500),
  budget: z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? 0
        : typeof value === 'string'
          ? decimalFromText(value)
          : value,
    z
      .number({ error: campaignMessages.budgetInvalid })
      .refine(Number.isFinite, campaignMessages.budgetInvalid)
      .min(0, campaignMessages.budgetInvalid)
      .max(MAX_CAMPAIGN_BUDGET, campaignMessages.budgetTooHigh),
  ),
  duration: z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? DEFAULT_CAMPAIGN_DURATION_DAYS
        : typeof value === 'string'
          ? decimalFromText(value)
          : value,
    z
      .number({ error: campaignMessages.durationInvalid })
      .int(campaignMessages.durationInvalid)
      .min(1, campaignMessages.durationInvalid)
      .max(365, campaignMessages.durationInvalid),
  ),
  objective: campaignObjectiveSchema.default('engagement'),
});
export type CampaignInput = z.output<typeof campaignInputSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  targetAudience: z.string(),
  /** Dollars. */
  budget: z.number(),
  duration: z.number().int(),
  objective: campaignObjectiveSchema,
  status: z.string(),
  createdBy: z.number().int().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.array(campaignSchema);

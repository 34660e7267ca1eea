import {
  type CoachPlatform,
  instagramBoost,
  type TiktokSoundId,
  tiktokBoost,
  twitterBoost,
  youtubeBoost,
} from '../../../shared/coach-rules';
import {
  type CampaignRequest,
  type CampaignResult,
  type CoachStats,
  campaignRequestSchema,
} from '../../../shared/contracts/coach';
import { shopDay, shopDayStart } from '../../../shared/shop-day';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { productName, productsByIds } from '../catalog/catalog.service';
import { latestTeamScore } from '../competitions/competitions.service';
import { findLatestCampaign, insertCampaign, sumCampaignsSince } from './coach.repository';

type Request = ReturnType<typeof campaignRequestSchema.parse>;

/** The boost of a campaign, from the shared rules: never what the client says. */
function boostOf(request: Request): number {
  switch (request.platform) {
    case 'twitter':
      return twitterBoost(request.text);
    case 'instagram':
      return instagramBoost(request.caption, request.filter);
    case 'youtube':
      return youtubeBoost(request.title, request.description);
    case 'tiktok':
      return tiktokBoost(request.caption, request.soundId as TiktokSoundId);
  }
}

/** POST /api/coach/campaigns: records a prepared campaign with the boost computed here. */
export async function recordCampaign(
  ctx: AppContext,
  userId: number,
  body: CampaignRequest,
): Promise<CampaignResult> {
  const request = campaignRequestSchema.parse(body);
  const productId = request.productId ?? null;
  if (productId !== null) {
    const [product] = await productsByIds(ctx.db, [productId]);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  }
  const { platform, productId: _ignored, ...content } = request;
  const row = await insertCampaign(ctx.db, {
    userId,
    platform,
    productId,
    boost: boostOf(request),
    content,
    createdAt: ctx.clock.now(),
  });
  return {
    id: row.id,
    platform: row.platform as CoachPlatform,
    productId: row.productId,
    boost: row.boost,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/user/coach-stats: the score of the user's current or latest team (null with none),
 * today's social boost (the sum of today's campaigns' boosts) and the last campaign.
 */
export async function getCoachStats(ctx: AppContext, userId: number): Promise<CoachStats> {
  const now = ctx.clock.now();
  const teamScore = await latestTeamScore(ctx.db, userId, now);

  const since = shopDayStart(shopDay(now));
  const today = await sumCampaignsSince(ctx.db, userId, since);
  const lastCampaign = await findLatestCampaign(ctx.db, userId);
  const [product] =
    lastCampaign?.productId == null ? [] : await productsByIds(ctx.db, [lastCampaign.productId]);
  const last = lastCampaign && { campaign: lastCampaign, product };
  return {
    teamScore,
    socialBoost: today.boost,
    campaignsToday: today.count,
    lastCampaign: last
      ? {
          platform: last.campaign.platform as CoachPlatform,
          productId: last.campaign.productId,
          productName: last.product ? productName(last.product) : null,
          boost: last.campaign.boost,
          createdAt: last.campaign.createdAt.toISOString(),
        }
      : null,
  };
}

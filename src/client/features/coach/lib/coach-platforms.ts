import { type CoachPlatform, platformLabels } from '../../../../shared/coach-rules';

/** How long the hub 'prepares' a platform's module before it is ready (section 2: 1 second). */
export const PLATFORM_READY_DELAY_MS = 1000;

export function preparingMessage(platform: CoachPlatform): string {
  return `Preparing ${platformLabels[platform]} campaign module...`;
}

export function readyMessage(platform: CoachPlatform): string {
  return `${platformLabels[platform]} platform ready for campaign deployment`;
}

/** Each platform's campaign helper. */
export function coachToolPath(platform: CoachPlatform): `/coach/${CoachPlatform}` {
  return `/coach/${platform}`;
}

/** The hub's Social Boost figure: '+0', '+8'. */
export function formatBoost(boost: number): string {
  return `+${Math.max(0, Math.round(boost))}`;
}

/** The hub's Last Campaign figure: the platform's name, or 'None'. */
export function lastCampaignLabel(lastCampaign: { platform: CoachPlatform } | null): string {
  return lastCampaign ? platformLabels[lastCampaign.platform] : 'None';
}

/** How long a 'prepare' button reads 'Campaign Prepared!' (section 4: 3 seconds). */
export const CAMPAIGN_PREPARED_MS = 3000;

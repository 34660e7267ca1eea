import { queryOptions } from '@tanstack/react-query';
import { type PlayLimits, playLimitsSchema } from '../../shared/contracts/responsible-play';
import { apiRequest } from './api';
import { queryKeys } from './query-keys';

/*
 * The player's responsible-play settings (decision 0039), read and the age confirmed, for the
 * age step the paid pages share (components/age-gate.tsx) and the profile's Limits tab.
 */

export async function getPlayLimits(): Promise<PlayLimits> {
  return playLimitsSchema.parse(await apiRequest('GET', '/api/user/play-limits'));
}

export function playLimitsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.responsiblePlay.limits, queryFn: getPlayLimits });
}

/** POST /api/user/age-confirmation {confirmed: true}. */
export async function confirmAge(): Promise<PlayLimits> {
  return playLimitsSchema.parse(
    await apiRequest('POST', '/api/user/age-confirmation', { confirmed: true }),
  );
}

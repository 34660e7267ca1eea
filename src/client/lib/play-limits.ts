import { queryOptions } from '@tanstack/react-query';
import type { PlayLimits } from '../../shared/contracts/responsible-play';
import { apiRequest } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';
import { queryKeys } from './query-keys';

const playLimitsSchema = lazySchema(
  async () => (await import('../../shared/contracts/responsible-play')).playLimitsSchema,
);

/*
 * The player's responsible-play settings, read and the age confirmed, for the
 * age step the paid pages share (components/age-gate.tsx) and the profile's Limits tab.
 */

export async function getPlayLimits(): Promise<PlayLimits> {
  return parseAnswer(playLimitsSchema, apiRequest('GET', '/api/user/play-limits'));
}

export function playLimitsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.responsiblePlay.limits, queryFn: getPlayLimits });
}

/** POST /api/user/age-confirmation {confirmed: true}. */
export async function confirmAge(): Promise<PlayLimits> {
  return parseAnswer(
    playLimitsSchema,
    apiRequest('POST', '/api/user/age-confirmation', { confirmed: true }),
  );
}

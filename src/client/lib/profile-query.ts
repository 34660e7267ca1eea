import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '../../shared/contracts/profile';
import { apiRequest } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';
import { queryKeys } from './query-keys';

const profileSchema = lazySchema(
  async () => (await import('../../shared/contracts/profile')).profileSchema,
);

/*
 * The signed-in shopper's profile, read here below the features: the profile feature shows it, and
 * every paid step (an entry, a bid) checks it against the completeness rule before its confirm step.
 */

export async function getProfile(): Promise<Profile> {
  return parseAnswer(profileSchema, apiRequest('GET', '/api/user/profile'));
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });
}

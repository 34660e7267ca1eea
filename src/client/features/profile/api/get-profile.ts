import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const profileSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/profile')).profileSchema,
);

export async function getProfile(): Promise<Profile> {
  return parseAnswer(profileSchema, apiRequest('GET', '/api/user/profile'));
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });
}

/** The signed-in shopper's profile: contact, address, card on file and preferences. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

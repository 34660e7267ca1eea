import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, profileSchema } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await apiRequest('GET', '/api/user/profile'));
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });
}

/** The signed-in shopper's profile: contact, address, card on file and preferences. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

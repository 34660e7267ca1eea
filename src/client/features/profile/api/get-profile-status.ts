import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProfileStatus, profileStatusSchema } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getProfileStatus(): Promise<ProfileStatus> {
  return profileStatusSchema.parse(await apiRequest('GET', '/api/user/profile-status'));
}

export function profileStatusQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profileStatus, queryFn: getProfileStatus });
}

/**
 * Whether the signed-in user's profile is complete (fetched only when signed in). A failed status
 * call counts as incomplete (shopper.md section 5).
 */
export function useProfileComplete(signedIn: boolean): boolean | undefined {
  const status = useQuery({ ...profileStatusQueryOptions(), enabled: signedIn });
  if (!signedIn || status.isPending) return undefined;
  return status.isError ? false : status.data.isComplete;
}

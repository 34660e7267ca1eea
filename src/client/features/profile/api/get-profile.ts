import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/profile-query';

export { getProfile, profileQueryOptions } from '../../../lib/profile-query';

/** The signed-in shopper's profile: contact, address, card on file and preferences. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

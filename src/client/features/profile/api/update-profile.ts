import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Profile,
  type ProfilePatch,
  profileSchema,
} from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/user/profile: any part of the profile. A `paymentMethod` with a token is exchanged by
 * the server for a card on file; a declined card answers 400 and changes nothing.
 */
export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return profileSchema.parse(await apiRequest('PATCH', '/api/user/profile', patch));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      // The header's 'My Profile' dot follows the server's completeness answer.
      return queryClient.invalidateQueries({ queryKey: queryKeys.profileStatus });
    },
  });
}

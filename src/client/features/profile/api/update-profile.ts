import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfilePatch } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

// Loaded with the answer: the feature's public entry (which the play pages import) carries no
// schema code.
const profileSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/profile')).profileSchema,
);

/**
 * PATCH /api/user/profile: any part of the profile. A `paymentMethod` with a token is exchanged by
 * the server for a card on file; a declined card answers 400 and changes nothing.
 */
export async function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return parseAnswer(profileSchema, apiRequest('PATCH', '/api/user/profile', patch));
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Credentials, type User, userSchema } from '../../../../shared/contracts/auth';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { SITE_NAME } from '../../../lib/seo';
import { toast } from '../../../lib/toast';
import { startSession } from './session-cache';

/** Creates the account and signs it in (the server sets the session cookie). */
export async function register(credentials: Credentials): Promise<User> {
  return userSchema.parse(await apiRequest('POST', '/api/register', credentials));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      startSession(queryClient, user);
      toast.success('Registration successful', {
        description: `Welcome to ${SITE_NAME}, ${user.username}!`,
      });
    },
    onError: (error) => {
      toast.error('Registration failed', { description: getErrorMessage(error) });
    },
  });
}

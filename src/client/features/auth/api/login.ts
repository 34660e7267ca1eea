import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Credentials, type User, userSchema } from '../../../../shared/contracts/auth';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { startSession } from './session-cache';

export async function login(credentials: Credentials): Promise<User> {
  return userSchema.parse(await apiRequest('POST', '/api/login', credentials));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      startSession(queryClient, user);
      toast.success('Login successful', { description: `Welcome back, ${user.username}!` });
    },
    onError: (error) => {
      toast.error('Login failed', { description: getErrorMessage(error) });
    },
  });
}

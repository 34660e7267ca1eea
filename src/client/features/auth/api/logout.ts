import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { endSession } from './session-cache';

export async function logout(): Promise<void> {
  await apiRequest<undefined>('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSession(queryClient);
      toast.success('Logged out', { description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast.error('Logout failed', { description: getErrorMessage(error) });
    },
  });
}

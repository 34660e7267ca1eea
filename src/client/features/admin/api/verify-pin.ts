import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminSession, adminSessionSchema } from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export async function verifyPin(pin: string): Promise<AdminSession> {
  return adminSessionSchema.parse(await apiRequest('POST', '/api/admin/verify-pin', { pin }));
}

/** Errors are left to the gate: it shows them inline as well as in a toast. */
export function useVerifyPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPin,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.admin.session, session);
      toast.success('Access granted', { description: 'Welcome to the admin panel.' });
    },
  });
}

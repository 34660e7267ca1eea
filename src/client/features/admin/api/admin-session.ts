import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSession, adminSessionSchema } from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Whether this admin has passed the PIN step-up (and until when). */
export async function getAdminSession(): Promise<AdminSession> {
  return adminSessionSchema.parse(await apiRequest('GET', '/api/admin/session'));
}

export function adminSessionQueryOptions() {
  // Re-checked on every visit to an admin screen: the step-up expires on the server.
  return queryOptions({
    queryKey: queryKeys.admin.session,
    queryFn: getAdminSession,
    staleTime: 0,
  });
}

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

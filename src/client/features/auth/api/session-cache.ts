import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { clearAllCheckoutDrafts } from '../../../lib/checkout-draft';
import { queryKeys } from '../../../lib/query-keys';

const isUserQuery = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.user[0];

/** After login or registration: store the user and refresh everything fetched as someone else. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(queryKeys.user, user);
  void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}

/**
 * After logout: forget the user and drop every other cached answer, since notifications, cart,
 * profile and the like belong to the user who just left. Queries still on screen refetch as a visitor.
 * What they typed into a checkout goes too.
 */
export function endSession(queryClient: QueryClient): void {
  clearAllCheckoutDrafts();
  queryClient.setQueryData(queryKeys.user, null);
  void queryClient.resetQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}

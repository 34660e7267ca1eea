import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/contracts/auth';
import { apiRequest, isUnauthorized } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';
import { queryKeys } from './query-keys';

const userSchema = lazySchema(async () => (await import('../../shared/contracts/auth')).userSchema);

/** The signed-in user, or null for a visitor (the API answers 401; spec: on401 returnNull). */
export async function getUser(): Promise<User | null> {
  try {
    return await parseAnswer(userSchema, apiRequest('GET', '/api/user'));
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export function userQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user, queryFn: getUser });
}

/**
 * The current user, loaded once per session. `data` is undefined while loading and after a failed
 * load; callers treat both as "not signed in" (see useCurrentUser).
 */
export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * The user or null, plus whether the first load is still running. A failed load counts as signed
 * out. A server-rendered page is hydrated as the server rendered it: signed out when the request
 * came without a session (the page state says so), else still loading.
 */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useUser();
  return { user: query.data ?? null, isLoading: query.isPending };
}

/**
 * The user for something the shopper does now (a click on 'Place bid', 'Join Game', 'Add to
 * cart'). While the first load of `/api/user` is still running, this waits for it, so a signed-in
 * shopper who clicks right after the page appears is not sent to sign in. A failed load counts as
 * signed out, as in useCurrentUser.
 */
export async function userForAction(client: QueryClient): Promise<User | null> {
  try {
    return await client.ensureQueryData(userQueryOptions());
  } catch {
    return null;
  }
}

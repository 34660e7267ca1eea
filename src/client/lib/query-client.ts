import { QueryClient } from '@tanstack/react-query';
import { refetchUnlessPageAnswer } from './page-answers';

/**
 * Defaults from shopper.md section 9: data is fetched once and kept until a mutation invalidates
 * it; queries that must poll (notifications, live games) set their own refetchInterval. A query
 * mounted with the answer its server-rendered page came with does not fetch it again at once
 * (lib/page-answers.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnMount: refetchUnlessPageAnswer,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single client; features use it for cache access outside React (e.g. local notifications). */
export const queryClient = createQueryClient();

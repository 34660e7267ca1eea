import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The answers a server-rendered page came with. The server renders every page as a
 * visitor sees it (it asks without the shopper's cookies), so for a visitor those answers are the
 * ones a fetch would bring, a moment old. Queries whose answer depends on the viewer (a game says
 * whether you joined it, an auction what you bid) are fetched again on every mount (staleTime 0);
 * doing that right after hydration made a visitor's first seconds parse the same answers again,
 * with the schemas and zod loaded for it. Instead:
 *
 * - a query mounted with the page's own answer does not fetch it again (`refetchOnMount`), as long
 *   as the answer is the page's and at most PAGE_ANSWER_FRESH_MS old (a page kept by the browser);
 * - once the visitor turns out to be signed in, every page answer is fetched again, this time as
 *   theirs;
 * - after the first navigation in the app, mounts fetch as before.
 */
export const PAGE_ANSWER_FRESH_MS = 60_000;

/** Query hash → the time of the answer the page came with (its `dataUpdatedAt`). */
const answers = new Map<string, number>();

/** Called with the queries the page was hydrated with. */
export function keepPageAnswers(
  queries: readonly { queryHash: string; state: { dataUpdatedAt: number; status: string } }[],
): void {
  for (const query of queries) {
    if (query.state.status === 'success') answers.set(query.queryHash, query.state.dataUpdatedAt);
  }
}

/** Whether the query still holds the answer its page came with, recent enough to stand. */
export function isPageAnswer(query: Query, now = Date.now()): boolean {
  const at = answers.get(query.queryHash);
  return at !== undefined && query.state.dataUpdatedAt === at && now - at < PAGE_ANSWER_FRESH_MS;
}

/** The QueryClient's default `refetchOnMount`: not for an answer the page just came with. */
export function refetchUnlessPageAnswer(query: Query): boolean {
  return !isPageAnswer(query);
}

/**
 * The visitor's identity is known. A signed-in shopper gets the page answers that depend on the
 * viewer (the stale ones: staleTime 0) fetched again as theirs, the mounted ones now and the
 * others when they mount; a visitor keeps them.
 */
export function settlePageAnswers(client: QueryClient, signedIn: boolean): void {
  if (!signedIn || answers.size === 0) return;
  const hashes = new Set(answers.keys());
  answers.clear();
  void client.refetchQueries({
    type: 'active',
    stale: true,
    predicate: (query) => hashes.has(query.queryHash),
  });
}

/** The shopper moved on from the page they arrived at: mounts fetch as they always do. */
export function forgetPageAnswers(): void {
  answers.clear();
}

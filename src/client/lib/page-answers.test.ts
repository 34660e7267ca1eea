import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPageAnswers,
  keepPageAnswers,
  PAGE_ANSWER_FRESH_MS,
  settlePageAnswers,
} from './page-answers';
import { createQueryClient } from './query-client';

/** A browser's client hydrated with what a server render fetched, `ageMs` ago. */
function pageClient(ageMs = 0) {
  const server = new QueryClient();
  const renderedAt = Date.now() - ageMs;
  server.setQueryData(['game', 1], { joined: false }, { updatedAt: renderedAt });
  server.setQueryData(['products'], ['tee'], { updatedAt: renderedAt });
  const state = dehydrate(server);
  const client = createQueryClient();
  hydrate(client, state);
  keepPageAnswers(state.queries);
  return client;
}

/** Mounts a query as a component would, counting its fetches. */
function mount(client: QueryClient, key: readonly unknown[], staleTime: number, answer: unknown) {
  const fetches = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey: key,
    staleTime,
    queryFn: async () => {
      fetches.count += 1;
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { fetches, unsubscribe };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => forgetPageAnswers());

describe('answers a server-rendered page came with', () => {
  it('are not fetched again when a viewer-dependent query (staleTime 0) mounts with them', async () => {
    const client = pageClient();
    const game = mount(client, ['game', 1], 0, { joined: true });
    const other = mount(client, ['game', 2], 0, { joined: false });
    await settled();
    expect(game.fetches.count).toBe(0);
    expect(client.getQueryData(['game', 1])).toEqual({ joined: false });
    expect(other.fetches.count).toBe(1);
  });

  it(`are fetched again once older than ${PAGE_ANSWER_FRESH_MS / 1000} s (a page the browser kept)`, async () => {
    const client = pageClient(PAGE_ANSWER_FRESH_MS + 1);
    const game = mount(client, ['game', 1], 0, { joined: true });
    await settled();
    expect(game.fetches.count).toBe(1);
  });

  it('are fetched again as theirs when the visitor turns out to be signed in, viewer-dependent ones only', async () => {
    const client = pageClient();
    const game = mount(client, ['game', 1], 0, { joined: true });
    const products = mount(client, ['products'], Number.POSITIVE_INFINITY, ['tee', 'cap']);
    await settled();
    settlePageAnswers(client, true);
    await settled();
    expect(game.fetches.count).toBe(1);
    expect(client.getQueryData(['game', 1])).toEqual({ joined: true });
    expect(products.fetches.count).toBe(0);
    // Mounted again (another component, the next page): fetched as any stale query is.
    game.unsubscribe();
    const again = mount(client, ['game', 1], 0, { joined: true });
    await settled();
    expect(again.fetches.count).toBe(1);
  });

  it('stay for a visitor', async () => {
    const client = pageClient();
    const game = mount(client, ['game', 1], 0, { joined: true });
    settlePageAnswers(client, false);
    await settled();
    expect(game.fetches.count).toBe(0);
  });

  it('stop counting once the shopper navigates on, and once the query has a newer answer', async () => {
    const client = pageClient(1_000);
    client.setQueryData(['products'], ['tee', 'cap']);
    const products = mount(client, ['products'], 0, ['tee', 'cap', 'hat']);
    await settled();
    expect(products.fetches.count).toBe(1);

    forgetPageAnswers();
    const game = mount(client, ['game', 1], 0, { joined: true });
    await settled();
    expect(game.fetches.count).toBe(1);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userForAction, userQueryOptions } from './current-user';
import { queryKeys } from './query-keys';

const ada = { id: 7, username: 'ada', isAdmin: false };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('userForAction', () => {
  it('waits for the first load still running instead of answering "signed out"', async () => {
    let answer = (_response: Response) => {};
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    // The page's own load of /api/user, started at hydration and not answered yet.
    void client.prefetchQuery(userQueryOptions());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(client.getQueryData(queryKeys.user)).toBeUndefined();

    const clicked = userForAction(client);
    answer(json(ada));
    expect(await clicked).toEqual(ada);
    // It joined the running load rather than asking again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers what is known without asking: the user, or null for a visitor', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(queryKeys.user, ada);
    expect(await userForAction(client)).toEqual(ada);
    client.setQueryData(queryKeys.user, null);
    expect(await userForAction(client)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a visitor (401) and a failed load as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ message: 'Not authenticated' }, 401)),
    );
    expect(await userForAction(new QueryClient())).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ message: 'Something went wrong' }, 500)),
    );
    const failing = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await userForAction(failing)).toBeNull();
  });
});

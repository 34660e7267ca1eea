import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { enterPlay } from './enter-play';

const input = {
  productId: 7,
  influencerIds: ['a', 'b', 'c', 'd', 'e'],
  amount: 1,
  idempotencyKey: 'k1',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('enterPlay', () => {
  it('answers the entry with its payment and invoice, in one request', async () => {
    const calls: string[] = [];
    let answerPlay = (_response: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) => {
        calls.push(String(url));
        if (String(url).endsWith('/api/plays')) {
          return new Promise<Response>((resolve) => {
            answerPlay = resolve;
          });
        }
        return json({ message: 'Not found' }, 404);
      }),
    );
    const entered = enterPlay(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['/api/plays']);
    answerPlay(json({ playId: 1, competitionId: 2, paymentId: 3, invoiceId: 4, free: false }, 201));
    await expect(entered).resolves.toEqual({
      playId: 1,
      competitionId: 2,
      paymentId: 3,
      invoiceId: 4,
      free: false,
    });
    expect(calls).toEqual(['/api/plays']);
  });

  it('a free entry says so to the server and reads no payment back (decision 0063)', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ playId: 1, competitionId: 2, paymentId: null, invoiceId: 4, free: true }, 201);
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(enterPlay({ ...input, freeEntry: true })).resolves.toMatchObject({ free: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([{ productId: 7, influencerIds: input.influencerIds, freeEntry: true }]);
  });

  it('a refused entry sends no read-back', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ message: 'Competition is full', code: 'COMPETITION_FULL' }, 409),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(enterPlay(input)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

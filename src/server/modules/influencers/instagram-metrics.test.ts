import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeInstagram,
  type FakeMedia,
  startFakeInstagram,
} from '../../../../tests/fixtures/fake-instagram-server';
import { createInstagramProvider, InstagramApiError } from './instagram-metrics';
import type { MetricsInfluencer } from './metrics-provider';

const NOW = new Date('2026-11-22T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let fake: FakeInstagram;
beforeAll(async () => {
  fake = await startFakeInstagram();
});
afterAll(() => fake.close());

/** `n` media, newest first, one a day; every seventh has no insights. */
function mediaOf(prefix: string, n: number): FakeMedia[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${1000 + i}`,
    likes: 100 + i,
    comments: i % 5,
    shares: i % 3,
    timestamp: new Date(NOW.getTime() - i * DAY).toISOString().replace('.000Z', '+0000'),
    ...(i % 7 === 6 ? { noInsights: true } : {}),
  }));
}

const sums = (media: FakeMedia[]) => ({
  likes: media.reduce((sum, m) => sum + m.likes, 0),
  comments: media.reduce((sum, m) => sum + m.comments, 0),
  shares: media.reduce((sum, m) => sum + (m.noInsights ? 0 : m.shares), 0),
});

const sofia: MetricsInfluencer = { id: 'sofia', pace: 1, instagramUserId: '17841400000000001' };
const marcus: MetricsInfluencer = { id: 'marcus', pace: 1, instagramUserId: '17841400000000002' };
const offline: MetricsInfluencer = { id: 'oc_eats', pace: 1, instagramUserId: null };

beforeEach(() => {
  fake.requests.length = 0;
  fake.accounts.clear();
  fake.accounts.set('17841400000000001', { mediaCount: 230, media: mediaOf('1790', 230) });
  fake.accounts.set('17841400000000002', { mediaCount: 12, media: mediaOf('1791', 12) });
});

const provider = (extra: Partial<Parameters<typeof createInstagramProvider>[0]> = {}) =>
  createInstagramProvider({ accessToken: fake.accessToken, baseUrl: fake.baseUrl, ...extra });

async function failure(promise: Promise<unknown>): Promise<InstagramApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InstagramApiError);
  const apiError = error as InstagramApiError;
  expect(apiError.message).not.toContain(fake.accessToken);
  return apiError;
}

describe('instagram metrics provider', () => {
  it('reads posts, and likes, comments and shares summed over every page of media', async () => {
    const counters = await provider().fetchCounters([sofia, marcus, offline], NOW);
    const all = fake.accounts.get('17841400000000001')?.media ?? [];
    expect(counters.get('sofia')).toEqual({ posts: 230, ...sums(all) });
    expect(counters.get('marcus')?.posts).toBe(12);
    // No Instagram account: skipped, nothing asked.
    expect(counters.has('oc_eats')).toBe(false);

    const pages = fake.requests.filter((r) => r.path === '/17841400000000001/media');
    expect(pages).toHaveLength(3);
    expect(pages[0]?.query).toMatchObject({ limit: '100' });
    expect(pages[0]?.query.after).toBeUndefined();
    expect(pages[1]?.query.after).toBeTruthy();
    expect(pages[0]?.query.fields).toContain('like_count');
    expect(fake.requests.find((r) => r.path === '/17841400000000001')?.query).toEqual({
      fields: 'media_count',
    });
    const insights = fake.requests.filter((r) => r.path.endsWith('/insights'));
    expect(insights).toHaveLength(230 + 12);
    expect(insights.every((r) => r.query.metric === 'shares')).toBe(true);
  });

  it('reads shares of recent media on every poll and of older media once', async () => {
    const instagram = provider({ refreshSharesForDays: 7, pageSize: 50 });
    await instagram.fetchCounters([sofia], NOW);
    fake.requests.length = 0;
    const media = fake.accounts.get('17841400000000001')?.media ?? [];
    for (const m of media) m.likes += 1;
    const first = media[0];
    if (first) first.shares += 40;
    const again = await instagram.fetchCounters([sofia], NOW);
    expect(fake.requests.filter((r) => r.path.endsWith('/insights'))).toHaveLength(7);
    expect(again.get('sofia')).toEqual({ posts: 230, ...sums(media) });
  });

  it('throws a rate limit as such, without the token', async () => {
    fake.failNext(1);
    const error = await failure(provider().fetchCounters([sofia], NOW));
    expect(error.rateLimited).toBe(true);
    expect(error.code).toBe(4);
    expect(error.message).toBe(
      'Instagram Graph API GET /17841400000000001 failed: HTTP 400, code 4 (rate limited): (#4) Application request limit reached',
    );
    // Even when one bad account would be skipped, a rate limit stops the poll.
    fake.failNext(1, { status: 429, code: 80002, message: 'Too many calls' });
    const limited = await failure(
      provider({ onAccountError: () => {} }).fetchCounters([sofia, marcus], NOW),
    );
    expect(limited.rateLimited).toBe(true);
  });

  it('throws server errors and a wrong token, never showing the token', async () => {
    fake.failNext(1, { status: 500, code: 2, message: 'An unexpected error has occurred.' });
    const serverError = await failure(provider().fetchCounters([sofia], NOW));
    expect(serverError.status).toBe(500);
    expect(serverError.rateLimited).toBe(false);

    const wrongToken = await failure(
      createInstagramProvider({
        accessToken: 'EAAG-not-the-token',
        baseUrl: fake.baseUrl,
        onAccountError: () => {},
      }).fetchCounters([sofia], NOW),
    );
    expect(wrongToken.code).toBe(190);
    expect(wrongToken.message).not.toContain('EAAG-not-the-token');
  });

  it('skips an account it cannot read when told how to report it, else throws', async () => {
    const unknown = { ...marcus, id: 'ghost', instagramUserId: '999' };
    const reported: string[] = [];
    const counters = await provider({
      onAccountError: (id, error) => reported.push(`${id}: ${error.code}`),
    }).fetchCounters([unknown, sofia], NOW);
    expect(reported).toEqual(['ghost: 100']);
    expect(counters.has('sofia')).toBe(true);
    expect(counters.has('ghost')).toBe(false);

    const error = await failure(provider().fetchCounters([unknown, sofia], NOW));
    expect(error.message).toMatch(/^Instagram Graph API GET \/999 failed: HTTP 400, code 100: /);
  });

  it('says when the API cannot be reached', async () => {
    const closed = await startFakeInstagram();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error = await failure(
      createInstagramProvider({ accessToken: fake.accessToken, baseUrl }).fetchCounters(
        [sofia],
        NOW,
      ),
    );
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/^Instagram Graph API GET \/17841400000000001 failed: /);
  });
});

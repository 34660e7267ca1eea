import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  type DailyScore,
  type Influencer,
  influencerCategories,
  influencerLocations,
} from '../../../shared/contracts/influencers';
import { shopDay } from '../../../shared/shop-day';
import { renderInfluencerAvatar } from './influencer-art';
import { seedInfluencers } from './influencers';
import { demoInfluencers, freePlayInfluencers } from './influencers-data';

let t: TestApp;
let added: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T19:02:30Z');
  added = await seedInfluencers(t.ctx);
});
afterAll(() => t.close());

const count = async (table: string) => {
  const result = (await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
};

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

describe('demo influencers', () => {
  it("are the specification's 12 free-play influencers, with its ids, then 12 more", () => {
    expect(freePlayInfluencers.map((i) => i.id)).toEqual([
      'sofia',
      'occhiropractor',
      'marcus',
      'foodwithzen',
      'isabella',
      'oc_photographer',
      'surflife_oc',
      'oc_eats',
      'beachfit_oc',
      'oc_style',
      'tech_oc',
      'oc_adventures',
    ]);
    for (const influencer of freePlayInfluencers) {
      expect(influencer.followers.instagram).toBeGreaterThanOrEqual(76_000);
      expect(influencer.followers.instagram).toBeLessThanOrEqual(203_000);
    }
    expect(demoInfluencers).toHaveLength(24);
    expect(new Set(demoInfluencers.map((i) => i.id)).size).toBe(24);
    expect(new Set(demoInfluencers.map((i) => i.handle)).size).toBe(24);
    expect(demoInfluencers.every((i) => i.handle.startsWith('@'))).toBe(true);
  });

  it('cover every category and put four in each of the six locations', () => {
    expect(new Set(demoInfluencers.map((i) => i.category))).toEqual(new Set(influencerCategories));
    expect(new Set(freePlayInfluencers.map((i) => i.category))).toEqual(
      new Set(influencerCategories),
    );
    for (const location of influencerLocations) {
      expect(
        demoInfluencers.filter((i) => i.location === location),
        location,
      ).toHaveLength(4);
    }
  });

  it('have avatars drawn as safe SVG portraits', () => {
    for (const influencer of demoInfluencers) {
      const { svg, width, height } = renderInfluencerAvatar(influencer);
      expect([width, height]).toEqual([400, 400]);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`<title>${influencer.name.replace(/'/g, '&apos;')}</title>`);
      expect(svg).not.toMatch(
        /<script|<image\b|<foreignObject|\son\w+\s*=|https?:\/\/(?!www\.w3\.org)/i,
      );
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`);
      expect(svg.length).toBeLessThan(8 * 1024);
    }
    const look = demoInfluencers[0]?.look;
    if (!look) throw new Error('no demo influencer');
    const escaped = renderInfluencerAvatar({
      name: 'Tom & "Jerry" <b>',
      look: { ...look, skin: 'red"/><script>' },
    }).svg;
    expect(escaped).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(escaped).not.toContain('<script>');
  });
});

describe('seedInfluencers', () => {
  it('loads all 24 with avatars the server serves', async () => {
    expect(added).toBe(24);
    const influencers = await get<Influencer[]>('/api/influencers');
    expect(influencers).toHaveLength(24);
    const sofia = influencers.find((i) => i.id === 'sofia');
    expect(sofia?.avatar).toMatch(/^\/images\/[0-9a-f]{64}\.svg$/);
    const image = await t.app.inject({ method: 'GET', url: sofia?.avatar ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('seeds a week of snapshots (hourly, then every 5 minutes) and the daily scores of each day', async () => {
    // 6 days of hourly instants and 24 hours of 5-minute ones (288 + the last), per influencer.
    const perInfluencer = (await count('metrics_snapshots')) / 24;
    expect(perInfluencer).toBeGreaterThan(6 * 24 + 288);
    expect(perInfluencer).toBeLessThan(7 * 24 + 290);
    const today = await get<DailyScore[]>('/api/daily-scores');
    expect(today).toHaveLength(24);
    expect(today.every((s) => s.date === shopDay(t.clock.now()))).toBe(true);
    expect(today.every((s) => s.totalScore > 0 && s.likes > 0)).toBe(true);
    // Eight days: today, six full days and the partial first one.
    expect(await count('daily_scores')).toBe(24 * 8);
  });

  it('is idempotent: a second run adds no influencer and no snapshot', async () => {
    const before = await count('metrics_snapshots');
    t.clock.advance(60 * 60 * 1000);
    expect(await seedInfluencers(t.ctx)).toBe(0);
    expect(await count('metrics_snapshots')).toBe(before);
    expect(await count('influencers')).toBe(24);
  });
});

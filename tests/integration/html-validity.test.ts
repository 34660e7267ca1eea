import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { selectRows } from '../../src/server/db/sql';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import type { Competition } from '../../src/shared/contracts/competitions';
import { galleryPageText } from '../../src/shared/page-meta';
import { insertFinishedGame } from '../fixtures/competitions';
import { uniqueUsername } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * Issue 39 item 4: every server-rendered public page, as the server sends it, passes
 * html-validate's recommended preset with the project's config (`.htmlvalidate.json`, every rule
 * it turns off named there with its reason). The demo catalogue and influencers, a game open for
 * entries and a finished one give each page real content.
 */
const clientDir = path.resolve(process.env.TEST_CLIENT_DIR ?? 'dist/client');
const built = existsSync(path.join(clientDir, '..', 'server-render', 'entry-server.js'));
const validator = new HtmlValidate(new FileSystemConfigLoader());

let t: TestApp;
const routes: { url: string; status: number }[] = [];

beforeAll(async () => {
  if (!built) throw new Error('Run `npm run build:client` first: the server render is not built');
  t = await createTestApp({ clientDir });
  await seedCatalogue(t.ctx);
  await seedInfluencers(t.ctx);
  await runSchedulerTick(t.ctx, { gateway: testGateway });
  const products = (await t.app.inject({ url: '/api/products' })).json<Product[]>();
  const playable = products.find((product) => product.playEnabled && product.quantity > 0);
  if (!playable) throw new Error('the demo catalogue has no playable product');
  const game = (
    await t.app.inject({ url: `/api/products/${playable.id}/competition` })
  ).json<Competition>();
  const players = await selectRows<{ id: number }>(
    t.ctx.db,
    sql`insert into users (username, password_hash, created_at)
        values (${uniqueUsername('finisher')}, 'x', now()), (${uniqueUsername('finisher')}, 'x', now())
        returning id`,
  );
  const influencers = (await t.app.inject({ url: '/api/influencers' })).json<{ id: string }[]>();
  const finished = await insertFinishedGame(t.ctx, {
    productId: playable.id,
    players: players.map((row) => row.id),
    influencerIds: influencers.slice(0, 10).map((influencer) => influencer.id),
  });
  const oneOfEachType = [
    ...new Map(products.map((product) => [product.productType, product])).values(),
  ];
  routes.push(
    ...[
      '/',
      '/scoreboard',
      '/welcome',
      '/home',
      '/products',
      ...Object.keys(galleryPageText).map((type) => `/products?type=${type}`),
      '/sunglass-gallery',
      '/coffee-tea-gallery',
      ...oneOfEachType.map((product) => `/product/${product.id}`),
      `/social-play/${playable.id}`,
      `/game-tracking/${game.id}`,
      `/game-tracking/${finished}`,
      `/game-results/${finished}`,
      '/influencer-directory',
      '/influencer/sofia',
      '/tutorial',
      '/official-rules',
      '/partner-store',
      '/free-play',
      '/multiplayer',
    ].map((url) => ({ url, status: 200 })),
    { url: '/no-such-page', status: 404 },
    { url: '/product/999999', status: 404 },
  );
});
afterAll(() => t?.close());

const describeMessage = (message: Message) =>
  `${message.ruleId} ${message.line}:${message.column} ${message.message} | ${message.selector ?? ''}`;

describe('the server-rendered pages are valid HTML (html-validate, recommended)', () => {
  it('every public route, as a visitor gets it', async () => {
    const problems: Record<string, string[]> = {};
    for (const { url, status } of routes) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The page body as the server sends it; the rendered markup, not index.html alone.
      expect(response.body).toContain('id="page-state"');
      const report = await validator.validateString(response.body, 'page.html');
      const messages = report.results.flatMap((result) => result.messages);
      if (messages.length > 0) problems[url] = messages.map(describeMessage);
    }
    expect(problems).toEqual({});
  });

  it('every rule the project config turns off or relaxes is listed with its reason', () => {
    // JSON has no comments: the reasons are the table of decision 0065, one row per rule.
    const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as {
      extends: string[];
      rules: Record<string, unknown>;
    };
    expect(config.extends).toEqual(['html-validate:recommended']);
    const decisions = path.resolve('docs/decisions');
    const record = readdirSync(decisions).find((file) => file.startsWith('0065-'));
    if (!record) throw new Error('decision 0065 is missing');
    const text = readFileSync(path.join(decisions, record), 'utf8');
    for (const rule of Object.keys(config.rules)) {
      const row = new RegExp(`^\\| \`${rule}\` \\| ([^|]+) \\| (.{20,}) \\|$`, 'm').exec(text);
      expect(row, `a row for ${rule} in ${record}`).not.toBeNull();
      expect(row?.[1]?.trim()).toBe(JSON.stringify(config.rules[rule]));
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productName } from '../../src/client/lib/product-display';
import { products } from '../../src/server/db/schema/catalog';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { APP_BOOT_SCRIPT } from '../../src/server/plugins/app-boot';
import {
  DEFAULT_GAME_DURATION_SECONDS,
  SCORE_WEIGHTS,
  TEAM_SIZE,
} from '../../src/shared/competition-rules';
import type { Auction } from '../../src/shared/contracts/auctions';
import type { Product } from '../../src/shared/contracts/catalog';
import type { Competition } from '../../src/shared/contracts/competitions';
import { formatDollars } from '../../src/shared/money';
import { RESULTS_PAGE_DESCRIPTION } from '../../src/shared/page-meta';
import { ENTRY_PRICE_TEXT, MAX_CONTESTANTS, MIN_CONTESTANTS } from '../../src/shared/play-rules';
import { DELIVERY_ZIP, PRIZE_PRICE_TEXT, TAX_RATE_PERCENT } from '../../src/shared/pricing';
import {
  coolOffLabels,
  LIMIT_RAISE_DELAY_HOURS,
  MINIMUM_AGE,
} from '../../src/shared/responsible-play';
import { completeProfile, newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct, signUp, signUpElevatedAdmin } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * The server render (src/client/entry-server.tsx, built by `npm run build:client`): each public
 * page's HTML carries its content and the data it was rendered from, unknown things are real 404s,
 * and nothing of the visitor's own account ever lands in a page.
 */
const clientDir = path.resolve(process.env.TEST_CLIENT_DIR ?? 'dist/client');
const built = existsSync(path.join(clientDir, '..', 'server-render', 'entry-server.js'));

let t: TestApp;
let shades: Product;
let archived: Product;
let game: Competition;
let influencerNames: string[];

beforeAll(async () => {
  if (!built) throw new Error('Run `npm run build:client` first: the server render is not built');
  t = await createTestApp({ clientDir });
  shades = await createProduct(t.ctx, {
    brand: 'Crescent Bay Optics',
    model: 'Tidepool Aviator',
    priceCents: 14_900,
    entryPriceCents: 100,
    maxContestants: 5,
    playEnabled: true,
  });
  await createProduct(t.ctx, {
    productType: 'tshirt',
    brand: 'Heisler Park Supply',
    model: 'Sunset Tee',
    size: 'M',
    priceCents: 3_200,
  });
  archived = await createProduct(t.ctx, { brand: 'Gone Goods', model: 'Retired Frame' });
  await t.ctx.db
    .update(products)
    .set({ archivedAt: t.ctx.clock.now() })
    .where(eq(products.id, archived.id));
  const ids = await createTestInfluencers(t.ctx, 5);
  influencerNames = (
    await Promise.all(ids.map((id) => t.app.inject({ url: `/api/influencers/${id}` })))
  ).map((response) => response.json<{ name: string }>().name);
  await runSchedulerTick(t.ctx, { gateway: testGateway });
  game = (await t.app.inject({ url: `/api/products/${shades.id}/competition` })).json();
});
afterAll(() => t?.close());

async function page(url: string, cookie?: string) {
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const html = response.body;
  const stateJson = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  const viewerJson = /<script type="application\/json" id="page-viewer">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return {
    status: response.statusCode,
    headers: response.headers,
    html,
    /** The page's text with tags and comments removed and whitespace folded. */
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    state: stateJson
      ? (JSON.parse(stateJson) as {
          renderedAt: number;
          queries: {
            queries: { queryKey: unknown[]; state: { data?: unknown; dataUpdatedAt: number } }[];
          };
          parts: string[];
        })
      : undefined,
    viewer: viewerJson
      ? (JSON.parse(viewerJson) as {
          user: { id: number; username: string; isAdmin: boolean } | null;
        })
      : undefined,
  };
}

const keysOf = (state: Awaited<ReturnType<typeof page>>['state']) =>
  state?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];

describe('server-rendered public pages', () => {
  it('/product/:id: name, price and entry in the HTML, the product in the page state', async () => {
    const result = await page(`/product/${shades.id}`);
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers['cache-control']).toBe('no-cache');
    expect(result.text).toContain(productName(shades));
    expect(result.text).toContain(formatDollars(shades.price));
    expect(result.html).toContain(`<title>${productName(shades)} | Social Market</title>`);
    // The page's own title replaces index.html's, in <head>.
    expect(result.html.match(/<title>/g)).toHaveLength(1);
    expect(result.html.indexOf('<title>')).toBeLessThan(result.html.indexOf('</head>'));
    const product = result.state?.queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(['product', String(shades.id)]),
    );
    expect(product?.state.data).toMatchObject({ id: shades.id, model: 'Tidepool Aviator' });
    expect(result.state?.renderedAt).toBeTypeOf('number');
  });

  it("a page is rendered at the shop's time, and its answers are dated on the shop's clock", async () => {
    // The test clock stands years away from the machine's: an answer dated by the machine would
    // look years old to a browser on the shop's time, which would fetch it again at once.
    const { state } = await page('/');
    const shopNow = t.clock.now().getTime();
    expect(state?.renderedAt).toBe(shopNow);
    expect(state?.queries.queries.length).toBeGreaterThan(0);
    for (const query of state?.queries.queries ?? []) {
      expect(query.state.dataUpdatedAt, JSON.stringify(query.queryKey)).toBeGreaterThanOrEqual(
        shopNow,
      );
      expect(query.state.dataUpdatedAt, JSON.stringify(query.queryKey)).toBeLessThan(
        shopNow + 60_000,
      );
    }
  });

  it('/product/:id: the seo head and the rendered body in one document, each tag once', async () => {
    const { html } = await page(`/product/${shades.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<meta property="og:title"',
      '<meta name="twitter:card" content="summary_large_image"',
      '<link rel="canonical"',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList"',
    ]) {
      expect(head.split(tag)).toHaveLength(2);
    }
    expect(head.split('<script type="application/ld+json">')).toHaveLength(3);
    const preloaded = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*href="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    // Readable before its scripts run: they are asked for after the first paint (app-boot.ts),
    // by the one inline script, which the CSP allows by its hash.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html.match(/<script id="app-boot" [^>]*>/g)).toHaveLength(1);
    expect(html).toContain(`>${APP_BOOT_SCRIPT}</script></body>`);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).not.toContain('<!--app-html-->');
  });

  it("/product/:id: the page's own code is preloaded with it, every chunk it imports, each once", async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const { html } = await page(`/product/${shades.id}`);
    // The app's entry and every module asked for with it, in the boot script's data.
    const boot = /<script id="app-boot" data-entry="\/([^"]*)" data-preload="([^"]*)">/.exec(html);
    const [, entry, preloads = ''] = boot ?? [];
    const asked = [entry, ...preloads.split(' ').map((href) => href.slice(1))];
    expect(asked[0]).toBe(manifest['index.html']?.file);
    expect(new Set(asked).size).toBe(asked.length);
    const pageChunk = manifest['features/catalog/pages/product-page.tsx'];
    expect(asked).toContain(pageChunk?.file);
    for (const imported of pageChunk?.imports ?? []) {
      expect(asked).toContain(manifest[imported]?.file);
    }
  });

  it('a first visit from a shared link runs no zod: none of the code a shared page asks for holds it', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; name?: string }>;
    const zodFiles = Object.values(manifest)
      .filter((chunk) => chunk.name === 'zod')
      .map((chunk) => chunk.file);
    expect(zodFiles.length).toBeGreaterThan(0);
    const [influencerId] = (await t.app.inject({ url: '/api/influencers' })).json<
      { id: string }[]
    >();
    const shared = [
      '/',
      '/scoreboard',
      '/home',
      `/product/${shades.id}`,
      `/social-play/${shades.id}`,
      `/game-tracking/${game.id}`,
      `/influencer/${influencerId?.id}`,
    ];
    for (const url of shared) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      const boot = /<script id="app-boot" data-entry="\/([^"]*)" data-preload="([^"]*)">/.exec(
        html,
      );
      const asked = [boot?.[1], ...(boot?.[2] ?? '').split(' ').map((href) => href.slice(1))];
      expect(asked.length, url).toBeGreaterThan(1);
      for (const file of zodFiles) expect(asked, url).not.toContain(file);
    }
  });

  it('sign-in, the account, coach and admin screens render in the browser: their head, no page state', async () => {
    for (const url of ['/auth', '/cart', '/profile', '/coach/youtube', '/admin']) {
      const result = await page(url);
      expect(result.status, url).toBe(200);
      expect(result.html, url).toContain('<div id="root"><!--app-html--></div>');
      expect(result.state, url).toBeUndefined();
      expect(result.html.match(/<title>/g), url).toHaveLength(1);
    }
  });

  it('/index.html is not a page of its own: it redirects to /', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('/paid, the old address of free play, answers 308 to /free-play with the same query', async () => {
    for (const [url, location] of [
      ['/paid', '/free-play'],
      ['/paid?game=ABC123', '/free-play?game=ABC123'],
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location, url).toBe(location);
    }
    const followed = await page('/free-play?game=ABC123');
    expect(followed.status).toBe(200);
  });

  it('/home: every row with its products', async () => {
    const result = await page('/home');
    expect(result.status).toBe(200);
    expect(result.text).toContain('Shop Social Market');
    expect(result.text).toContain(productName(shades));
    expect(result.text).toContain('Heisler Park Supply Sunset Tee');
    expect(result.text).not.toContain('Retired Frame');
    expect(keysOf(result.state).filter((key) => key.startsWith('["products"')).length).toBe(6);
  });

  it('the galleries list their products', async () => {
    for (const url of ['/products', '/sunglass-gallery']) {
      const result = await page(url);
      expect(result.status).toBe(200);
      expect(result.text).toContain(productName(shades));
    }
    const coffee = await page('/coffee-tea-gallery');
    expect(coffee.status).toBe(200);
    expect(coffee.text).toContain('Single origins, house blends and loose-leaf teas');
  });

  it('/social-play/:id and /game-tracking/:id: the product being played and its game', async () => {
    const play = await page(`/social-play/${shades.id}`);
    expect(play.status).toBe(200);
    expect(play.text).toContain(productName(shades));
    expect(keysOf(play.state)).toContain(JSON.stringify(['competitions', 'product', shades.id]));
    expect(play.text).toContain(influencerNames[0]);

    const tracking = await page(`/game-tracking/${game.id}`);
    expect(tracking.status).toBe(200);
    expect(tracking.text).toContain(productName(shades));
    expect(keysOf(tracking.state)).toContain(
      JSON.stringify(['competitions', 'games', String(game.id)]),
    );
  });

  it('influencer directory and profile: the influencers by name', async () => {
    const directory = await page('/influencer-directory');
    expect(directory.status).toBe(200);
    expect(directory.text).toContain('Influencer Directory');
    for (const name of influencerNames) expect(directory.text).toContain(name);

    const ids = keysOf(directory.state);
    expect(ids).toContain(JSON.stringify(['influencers']));
    const [first] = influencerNames;
    const list = (await t.app.inject({ url: '/api/influencers' })).json<
      { id: string; name: string }[]
    >();
    const influencer = list.find((entry) => entry.name === first);
    const profile = await page(`/influencer/${influencer?.id}`);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain(first);
    expect(profile.html).toContain(`<title>${first} (@`);
  });

  it('the landing, scoreboard, rules, tutorial, partner store and games pages carry their text', async () => {
    const expected: Record<string, string[]> = {
      '/welcome': ['Pay full price. Or play for it with $1.', 'Laguna Beach'],
      '/': ['Scoreboard', productName(shades)],
      '/scoreboard': ['Scoreboard', productName(shades)],
      '/official-rules': ['Official competition rules', 'Organiser'],
      '/tutorial': ['Pay for it, or play for it'],
      '/partner-store': ['Laguna Eyewear Boutique', 'About the store'],
      '/free-play': ['Influencer Fantasy Game'],
    };
    for (const [url, texts] of Object.entries(expected)) {
      const result = await page(url);
      expect(result.status, url).toBe(200);
      for (const text of texts) expect(result.text, url).toContain(text);
    }
  });

  it('/tutorial states the money-back guarantee where the product data links it (/tutorial#returns)', async () => {
    const result = await page('/tutorial');
    const returns = /<li id="returns"[^>]*>([\s\S]*?)<\/li>/.exec(result.html)?.[1] ?? '';
    const text = returns.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('Return it within 30 days for your money back.');
  });
});

describe('fair play pages (issue 18)', () => {
  it('/official-rules states its numbers from the constants the server uses', async () => {
    const { status, text } = await page('/official-rules');
    expect(status).toBe(200);
    for (const fact of [
      `Every entry costs ${ENTRY_PRICE_TEXT}`,
      `exactly ${TEAM_SIZE} influencers`,
      `${MIN_CONTESTANTS} to ${MAX_CONTESTANTS.toLocaleString('en-US')} players`,
      `ends ${DEFAULT_GAME_DURATION_SECONDS / 60} minutes later`,
      `posts × ${SCORE_WEIGHTS.posts} +`,
      `shares × ${SCORE_WEIGHTS.shares} +`,
      `comments × ${SCORE_WEIGHTS.comments}`,
      `buy the product for ${PRIZE_PRICE_TEXT} (${TAX_RATE_PERCENT}% sales tax)`,
      `ZIP ${DELIVERY_ZIP}`,
      'Cancellation and refunds',
      `${MINIMUM_AGE} or older`,
      `takes effect ${LIMIT_RAISE_DELAY_HOURS} hours after you ask`,
      `${coolOffLabels['7d']} or ${coolOffLabels['30d']}`,
      'How to verify a result',
      '/api/games/:id/results',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('/game-results/:gameId is rendered on the server with its head; results wait for the end', async () => {
    const result = await page(`/game-results/${game.id}`);
    expect(result.status).toBe(200);
    expect(result.html).toContain(
      `<title>${productName(shades)} game results | Social Market</title>`,
    );
    expect(result.html).toContain(`<meta name="description" content="${RESULTS_PAGE_DESCRIPTION}"`);
    expect(result.text).toContain(`Game #${game.id} results`);
    expect(result.text).toContain('Results are published when the game has completed.');
    expect(result.text).toContain('The commitment is made when the game starts.');
  });
});

describe('status codes', () => {
  it('an unknown route is a 404 with the not-found page', async () => {
    const result = await page('/no-such-page');
    expect(result.status).toBe(404);
    expect(result.text).toContain("We can't find that page");
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('an unknown or archived product, an unknown influencer or game is a 404 with its own not-found text', async () => {
    const cases: [string, string][] = [
      ['/product/987654', 'Product Not Found'],
      [`/product/${archived.id}`, 'Product Not Found'],
      ['/product/abc', 'Product Not Found'],
      ['/social-play/987654', 'Product Not Found'],
      ['/influencer/nobody-here', 'Influencer not found'],
      ['/game-tracking/987654', 'Game Not Found'],
      ['/game-results/987654', 'Game Not Found'],
    ];
    for (const [url, text] of cases) {
      const result = await page(url);
      expect(result.status, url).toBe(404);
      expect(result.text, url).toContain(text);
    }
  });

  it('the API and files keep their own answers', async () => {
    const api = await t.app.inject({ url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
    const missingFile = await t.app.inject({ url: '/assets/missing-AbCdEf12.js' });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.headers['content-type']).toContain('application/json');
  });
});

describe('transfer', () => {
  it('a page is compressed for a browser that accepts it, as the API and the files are', async () => {
    for (const url of ['/home', '/product/987654']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding'], url).toBe('gzip');
      const html = gunzipSync(response.rawPayload).toString('utf8');
      expect(html, url).toContain('<div id="root">');
      expect(response.rawPayload.length, url).toBeLessThan(html.length / 3);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/home' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('privacy', () => {
  it("a signed-in shopper's page names who they are and carries nothing else of their account", async () => {
    const shopper = await signUp(t.app, { username: 'privateshopper77' });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: shopper.cookie },
      payload: { productId: shades.id, quantity: 1 },
    });
    for (const url of [`/product/${shades.id}`, '/home', '/scoreboard', '/cart', '/profile']) {
      const result = await page(url, shopper.cookie);
      expect(result.viewer?.user, url).toMatchObject({
        username: 'privateshopper77',
        isAdmin: false,
      });
      // A shared cache keeps none of it.
      expect(result.headers['cache-control'], url).toBe('private, no-cache');
      const roots = (result.state?.queries.queries ?? []).map((query) => query.queryKey[0]);
      for (const root of ['user', 'cart', 'profile', 'notifications', 'user-orders']) {
        expect(roots, url).not.toContain(root);
      }
    }
    // Another visitor's page of the same address names nobody.
    const visitor = await page(`/product/${shades.id}`);
    expect(visitor.html).not.toContain('privateshopper77');
  });
});

describe('who the page goes to (decisions 0053, 0069)', () => {
  const header = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

  it("without a session the page is a visitor's: signed out in the HTML and in its viewer", async () => {
    for (const url of [
      '/',
      `/product/${shades.id}`,
      `/social-play/${shades.id}`,
      '/home',
      '/auth',
    ]) {
      const result = await page(url);
      expect(result.viewer, url).toEqual({ user: null });
      if (url !== '/auth') {
        // The header's sign-in link, not the placeholder that waits for the user.
        expect(header(result.html), url).toContain('href="/auth?next=');
        expect(header(result.html), url).not.toContain('animate-pulse');
      }
      expect(result.headers['cache-control'], url).toBe('no-cache');
      expect(result.headers.vary, url).toMatch(/\bCookie\b/);
    }
  });

  it('with a session the page is rendered signed in; an expired cookie is a visitor, and is cleared', async () => {
    const shopper = await signUp(t.app, { username: 'cookieshopper31' });
    const signedIn = await page('/', shopper.cookie);
    expect(signedIn.viewer?.user).toMatchObject({ username: 'cookieshopper31' });
    expect(header(signedIn.html)).toContain('aria-label="Account menu for cookieshopper31');
    expect(header(signedIn.html)).not.toContain('animate-pulse');
    expect(header(signedIn.html)).not.toContain('href="/auth?next=');

    const expired = await page('/', 'sm_session=not-a-session');
    expect(expired.viewer).toEqual({ user: null });
    expect(header(expired.html)).toContain('href="/auth?next=');
    expect(String(expired.headers['set-cookie'])).toMatch(/^sm_session=;/);
  });
});

describe('a product with an auction', () => {
  it('the auction panel is in the HTML, its code preloaded with the page and named for the browser; a product without one has neither', async () => {
    const lot = await createProduct(t.ctx, {
      brand: 'Heisler Park',
      model: 'Tide Line Tote',
      quantity: 2,
    });
    const admin = await signUpElevatedAdmin(t.app, t.ctx);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auctions',
      headers: { cookie: admin.cookie },
      payload: {
        productId: lot.id,
        startPrice: 10,
        endsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      },
    });
    expect(opened.statusCode).toBe(201);
    const bidder = await signUp(t.app);
    await completeProfile(t.app, bidder.cookie);
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${opened.json<Auction>().id}/bids`,
      headers: { cookie: bidder.cookie, 'idempotency-key': newIdempotencyKey() },
      payload: { maxBid: 15 },
    });
    expect(bid.statusCode).toBe(201);

    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const panel = 'features/auctions/components/auction-panel.tsx';
    const panelFile = manifest[panel]?.file;
    expect(panelFile).toBeDefined();

    const result = await page(`/product/${lot.id}`);
    expect(result.status).toBe(200);
    expect(result.html).toContain('data-testid="product-auction"');
    expect(result.html).toContain('data-auction-status="live"');
    for (const text of ['Live auction', 'Current price $10.00', '1 bid from 1 bidder']) {
      expect(result.text).toContain(text);
    }
    expect(result.text).toContain('Bid history');
    // The bid form as the server renders it: the field pre-filled, the button not yet active.
    expect(result.html).toMatch(/<button[^>]*disabled[^>]*>Place bid<\/button>/);
    // The browser loads the panel's code before it hydrates, and asks for it with the app's.
    expect(result.state?.parts).toEqual([panel]);
    const preloads = /<script id="app-boot" [^>]*data-preload="([^"]*)"/.exec(result.html)?.[1];
    expect(preloads?.split(' ')).toContain(`/${panelFile}`);

    const plain = await page(`/product/${shades.id}`);
    expect(plain.html).not.toContain('data-testid="product-auction"');
    expect(plain.state?.parts).toEqual([]);
    expect(plain.html).not.toContain(`/${panelFile}`);
  });
});

import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { selectRows } from '../../src/server/db/sql';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { openDemoAuction } from '../../src/server/modules/auctions/demo-auction.service';
import { saveImage } from '../../src/server/modules/images/images.service';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Auction } from '../../src/shared/contracts/auctions';
import type { Product } from '../../src/shared/contracts/catalog';
import type { Competition } from '../../src/shared/contracts/competitions';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers, insertFinishedGame } from '../fixtures/competitions';
import { createProduct, uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { appRunning, createAccount, framePainted, screenshot, visible } from './helpers';
import { enterGame, otherShopper, signInAs } from './scoreboard-helpers';

/**
 * Every public page arrives server-rendered and the browser takes it over without a hydration
 * mismatch (React's warnings, or main.tsx's onRecoverableError log), then works as an app: a click
 * on a link navigates in place. The browser runs in another time zone and locale than the server,
 * so a date or number formatted without an explicit zone or locale shows up as a mismatch.
 */
interface Shop {
  product: Product;
  game: Competition;
  /** A completed game with published results. */
  finishedId: number;
  influencerId: string;
}

let shop: Shop | undefined;

async function seed(server: TestServer): Promise<Shop> {
  shop ??= await (async () => {
    const product = await createProduct(server.ctx, {
      brand: 'Crescent Bay Optics',
      model: 'Tidepool Aviator',
      priceCents: 14_900,
      entryPriceCents: 100,
      maxContestants: 5,
      playEnabled: true,
    });
    await createProduct(server.ctx, { productType: 'tshirt', brand: 'Heisler', model: 'Tee' });
    const influencerIds = await createTestInfluencers(server.ctx, 5);
    await runSchedulerTick(server.ctx, { gateway: testGateway });
    const response = await fetch(`${server.url}/api/products/${product.id}/competition`);
    const joinedAt = server.clock.now().toISOString();
    const players = await selectRows<{ id: number }>(
      server.ctx.db,
      sql`insert into users (username, password_hash, created_at)
          values (${uniqueUsername('ssr')}, 'x', ${joinedAt}), (${uniqueUsername('ssr')}, 'x', ${joinedAt})
          returning id`,
    );
    const finishedId = await insertFinishedGame(server.ctx, {
      productId: product.id,
      players: players.map((row) => row.id),
      influencerIds,
    });
    return {
      product,
      game: (await response.json()) as Competition,
      finishedId,
      influencerId: influencerIds[0] ?? '',
    };
  })();
  return shop;
}

let auctioned: Product | undefined;

/**
 * A product with a live auction and one bid, so the history (its times) and the leader's masked
 * name are rendered too. The auction panel is a chunk of its own (components/lazy-part.tsx),
 * rendered by the server all the same and loaded by the browser before it hydrates.
 */
async function auctionLot(browser: Browser, server: TestServer): Promise<Product> {
  auctioned ??= await (async () => {
    const product = await createProduct(server.ctx, {
      brand: 'Heisler Park',
      model: 'Tide Line Tote',
      quantity: 2,
    });
    expect(
      await openDemoAuction(server.ctx, {
        productId: product.id,
        startPriceCents: 1_000,
        incrementCents: 100,
        seconds: 3_600,
      }),
    ).toBe(true);
    const bidder = await otherShopper(browser, server);
    const auction = (await (
      await bidder.context.request.get(`/api/products/${product.id}/auction`)
    ).json()) as Auction;
    const bid = await bidder.context.request.post(`/api/auctions/${auction.id}/bids`, {
      data: { maxBid: 15 },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
    expect(bid.status()).toBe(201);
    await bidder.context.close();
    return product;
  })();
  return auctioned;
}

/** The public pages; `:product`, `:game` and `:influencer` stand for the seeded ones. */
const PUBLIC_PAGES = [
  '/',
  '/scoreboard',
  '/welcome',
  '/home',
  '/products',
  '/sunglass-gallery',
  '/coffee-tea-gallery',
  '/product/:product',
  '/social-play/:product',
  '/game-tracking/:game',
  '/game-results/:game',
  '/game-results/:finished',
  '/influencer-directory',
  '/influencer/:influencer',
  '/tutorial',
  '/official-rules',
  '/partner-store',
  '/free-play',
  '/multiplayer',
  // Not-found pages hydrate too.
  '/no-such-page',
  '/product/987654',
];

function urlOf(pattern: string, { product, game, finishedId, influencerId }: Shop): string {
  return pattern
    .replace(':finished', String(finishedId))
    .replace(':product', String(product.id))
    .replace(':game', String(game.id))
    .replace(':influencer', influencerId);
}

const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|recoverable/i;

async function openPage(
  browser: Browser,
  server: TestServer,
  signedIn?: { username: string; password: string },
) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    // Not the server's zone nor locale.
    timezoneId: 'Pacific/Auckland',
    locale: 'de-DE',
  });
  const page = await context.newPage();
  if (signedIn) await signInAs(page, signedIn.username, signedIn.password);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/** Holds the app's script: the page stays the server's HTML until `release()` is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Hydrated: the app answers a click on a link in place (no new document loads). */
async function expectInteractive(page: Page, url: string): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const target = url === '/scoreboard' ? '/home' : '/scoreboard';
  await page.locator(`nav[aria-label="Main"] a[href="${target}"]`).click();
  await page.waitForURL((next) => next.pathname === target);
  expect(
    await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    url,
  ).toBe(true);
}

describeBrowser('server-rendered pages hydrate', () => {
  for (const pattern of PUBLIC_PAGES) {
    browserTest(
      `${pattern}: server-rendered, hydrated without a mismatch, interactive`,
      async ({ browser, server }) => {
        const url = urlOf(pattern, await seed(server));
        const { page, problems, close } = await openPage(browser, server);
        const response = await page.goto(url);
        expect(await response?.text(), url).toContain('id="page-state"');
        await page.waitForLoadState('networkidle');
        await expectInteractive(page, url);
        expect(problems, url).toEqual([]);
        await close();
      },
    );
  }

  browserTest(
    "the app's code is asked for after the first paint and the first screen's pictures, the CSP allowing its loader",
    async ({ browser, server }) => {
      const { product } = await seed(server);
      const { page, problems, close } = await openPage(browser, server);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(`/product/${product.id}`);
      await appRunning(page);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const pictures = [
          ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
        ].map((img) => new URL(img.currentSrc || img.src, location.href).href);
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scriptsFrom: Math.min(
            ...resources.filter((r) => /\/assets\/.+\.js$/.test(r.name)).map((r) => r.startTime),
          ),
          pictures: pictures.length,
          picturesIn: Math.max(
            ...resources.filter((r) => pictures.includes(r.name)).map((r) => r.responseEnd),
          ),
        };
      });
      expect(timing.paint).toBeTypeOf('number');
      expect(timing.pictures).toBeGreaterThan(0);
      expect(timing.scriptsFrom).toBeGreaterThanOrEqual(timing.paint ?? Number.NaN);
      expect(timing.scriptsFrom).toBeGreaterThanOrEqual(timing.picturesIn);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );

  browserTest(
    "a visitor's first visit asks the API for nothing and runs no zod; a signed-in shopper's asks as theirs",
    async ({ browser, server }) => {
      const { product } = await seed(server);
      const visits = async (signedIn?: { username: string; password: string }) => {
        const { page, problems, close } = await openPage(browser, server, signedIn);
        const asked: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (!pathname.startsWith('/api/analytics')) asked.push(pathname);
        });
        const seen: Record<string, string[]> = {};
        for (const url of ['/', `/social-play/${product.id}`]) {
          asked.length = 0;
          await page.goto(url);
          await appRunning(page);
          await page.waitForLoadState('networkidle');
          seen[url] = [...asked];
        }
        expect(problems).toEqual([]);
        await close();
        return seen;
      };
      const api = (paths: string[] = []) => paths.filter((path) => path.startsWith('/api/'));
      const zod = (paths: string[] = []) => paths.filter((path) => /\/assets\/zod-/.test(path));

      // The page says it went to a visitor (no session cookie): nothing to ask, not even who they
      // are (decision 0053).
      const visitor = await visits();
      expect(api(visitor['/'])).toEqual([]);
      expect(api(visitor[`/social-play/${product.id}`])).toEqual([]);
      expect(zod(visitor['/'])).toEqual([]);
      expect(zod(visitor[`/social-play/${product.id}`])).toEqual([]);

      const scratch = await browser.newContext({ baseURL: server.url });
      const account = await createAccount(await scratch.newPage());
      await scratch.close();
      const shopper = await visits(account);
      // Their own cart, bell and profile, and the games as theirs; who they are, the page said
      // (decision 0069).
      expect(api(shopper['/'])).toEqual(expect.arrayContaining(['/api/games/active']));
      expect(api(shopper[`/social-play/${product.id}`])).toEqual(
        expect.arrayContaining([`/api/products/${product.id}/competition`]),
      );
      expect(api(shopper['/'])).not.toContain('/api/user');
    },
  );

  browserTest(
    'a product page shows its content before any script runs',
    async ({ browser, server }) => {
      const { product } = await seed(server);
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(`/product/${product.id}`))?.status()).toBe(200);
      await visible(page.getByRole('heading', { name: product.brand, level: 1 }));
      await visible(page.getByText(product.model).first());
      await visible(page.getByText('$149.00').first());
      await screenshot(page, 'server-render-product-no-js');
      expect((await page.goto('/product/987654'))?.status()).toBe(404);
      await visible(page.getByRole('heading', { name: 'Product Not Found' }));
      await context.close();
    },
  );

  browserTest(
    'pictures arrive as sized copies: the preload and the picture ask for the same one, once',
    async ({ browser, server }) => {
      // A drawing with text, as the demo catalogue's are: the page never draws it itself.
      const drawing = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#fde2c8"/><text x="400" y="400" font-family="Georgia, serif" font-size="60" text-anchor="middle">Tidepool</text></svg>',
      );
      const imageUrl = await saveImage(server.ctx, {
        bytes: drawing,
        contentType: 'image/svg+xml',
        width: 800,
        height: 800,
      });
      const product = await createProduct(server.ctx, {
        brand: 'Sized Copy Optics',
        model: 'Tidepool Round',
        imageUrl,
        playEnabled: true,
      });
      const { page, problems, close } = await openPage(browser, server);
      const pictures: { url: string; type: string | undefined }[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/images/')) return;
        pictures.push({ url: response.url(), type: response.headers()['content-type'] });
      });
      const picture = () =>
        page.getByRole('img', { name: /Sized Copy Optics Tidepool Round/ }).first();

      // 390 px wide at 1x: the page's picture is shown the full width, so the 512 px copy.
      await page.goto(`/product/${product.id}`);
      await appRunning(page);
      await expect
        .poll(() => picture().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture().evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
        `${server.url}${imageUrl}?w=512`,
      );
      expect(pictures).toEqual([{ url: `${server.url}${imageUrl}?w=512`, type: 'image/webp' }]);

      // The play page shows it as a thumbnail (112 px): the 128 px copy.
      pictures.length = 0;
      await page.goto(`/social-play/${product.id}`);
      await appRunning(page);
      await expect
        .poll(() => picture().evaluate((img: HTMLImageElement) => img.currentSrc))
        .toBe(`${server.url}${imageUrl}?w=128`);
      expect(pictures.map((asked) => asked.url)).toEqual([`${server.url}${imageUrl}?w=128`]);
      await screenshot(page, 'server-render-sized-thumbnail');
      expect(problems).toEqual([]);
      await close();
    },
  );

  browserTest(
    "a product's auction is in the server's HTML and hydrates with the page: no mismatch, the bid form works",
    async ({ browser, server }) => {
      const lot = await auctionLot(browser, server);

      // Before any script runs: the panel as the server rendered it, its form not yet active.
      const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(`/product/${lot.id}`);
      const rendered = still.getByTestId('product-auction');
      await visible(rendered.getByRole('heading', { name: 'Live auction' }));
      expect(await rendered.getByTestId('auction-bid-count').textContent()).toBe(
        '1 bid from 1 bidder',
      );
      expect(await rendered.getByTestId('auction-bids').getByRole('listitem').count()).toBe(1);
      expect(await rendered.getByRole('button', { name: 'Place bid' }).isDisabled()).toBe(true);
      await noScript.close();

      // With scripts: the page is taken over once the panel's code is in too (held here a moment),
      // without a mismatch; then the form works (a visitor is asked to sign in first).
      const { page, problems, close } = await openPage(browser, server);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let requested = () => {};
      const panelRequested = new Promise<void>((resolve) => {
        requested = resolve;
      });
      await page.route(/\/assets\/auction-panel-[\w-]+\.js$/, async (route) => {
        requested();
        await held;
        await route.continue();
      });
      await page.goto(`/product/${lot.id}`);
      // The rest of the app has started and asked for the panel's code.
      await panelRequested;
      await framePainted(page);
      // Not reported running while the auction is not: a click on it would do nothing.
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      release();
      await appRunning(page);
      const placeBid = page
        .getByTestId('product-auction')
        .getByRole('button', { name: 'Place bid' });
      await expect.poll(() => placeBid.isEnabled(), { timeout: 15_000 }).toBe(true);
      await placeBid.click();
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(problems).toEqual([]);
      await close();
    },
  );

  browserTest(
    "a link to a product's auction followed in the app: the panel's code loads then, and the page scrolls to it",
    async ({ browser, server }) => {
      const product = await auctionLot(browser, server);
      const { page, problems, close } = await openPage(browser, server);
      await page.goto('/home');
      await appRunning(page);
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });
      await page
        .getByTestId('live-auctions')
        .getByRole('link', { name: 'Heisler Park Tide Line Tote' })
        .click();
      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      const section = page.getByTestId('product-auction');
      await visible(section.getByRole('heading', { name: 'Live auction' }));
      // Below the picture on a phone: the link's #auction brings it to the top of the screen.
      await expect
        .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
  );

  browserTest(
    'a name typed before the app takes over the page is kept',
    async ({ browser, server }) => {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      const release = await holdAppScript(page);
      await page.goto('/free-play', { waitUntil: 'commit' });
      const name = page.getByRole('textbox', { name: 'Your Name' });
      await visible(name);
      await name.fill('Early Bird');
      release();
      const create = page.getByRole('button', { name: 'Create New Game' });
      await expect.poll(() => create.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await name.inputValue()).toBe('Early Bird');
      await create.click();
      await page.waitForURL(/\/free-play\?game=[A-Z0-9]{6}$/);
      await context.close();
    },
  );

  browserTest(
    'a page scrolled before the app takes over it stays where the shopper scrolled to',
    async ({ browser, server }) => {
      await seed(server);
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const release = await holdAppScript(page);
      await page.goto('/home', { waitUntil: 'commit' });
      await visible(page.getByRole('heading', { name: 'T-Shirts' }));
      await page.evaluate(() => window.scrollTo(0, 400));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      release();
      await appRunning(page);
      // Painted frames for anything hydration would do to the scroll.
      await framePainted(page);
      await framePainted(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await context.close();
    },
  );

  browserTest(
    'a tab pressed before the app takes over the page is pressed again once it has',
    async ({ browser, server }) => {
      const { product } = await seed(server);
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      const release = await holdAppScript(page);
      await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
      const tab = page.getByRole('tab', { name: 'Social Competition' });
      await visible(tab);
      await tab.click();
      expect(await tab.getAttribute('aria-selected')).toBe('false');
      release();
      await appRunning(page);
      await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
      // The ids the server gave the tabs and panels (React's useId) are the browser's too: each
      // tab still names the panel it shows, and the panel the tab.
      const panelId = await tab.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await panel.getAttribute('role')).toBe('tabpanel');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
      await context.close();
    },
  );

  browserTest(
    'signed in: pages arrive signed in and hydrate so, then fill in the account',
    async ({ browser, server }) => {
      const data = await seed(server);
      const scratch = await browser.newContext({ baseURL: server.url });
      const account = await createAccount(await scratch.newPage());
      await scratch.close();
      for (const url of ['/home', `/product/${data.product.id}`, '/multiplayer']) {
        const { page, problems, close } = await openPage(browser, server, account);
        await page.goto(url);
        // The avatar menu, from the server's HTML on.
        await visible(page.getByRole('button', { name: /account menu/i }));
        expect(problems, url).toEqual([]);
        if (url === '/multiplayer') await screenshot(page, 'server-render-multiplayer-signed-in');
        await close();
      }
    },
  );

  browserTest(
    "signed in: the team picker, hydrated after the page, shows the shopper's saved picks and then their entry",
    async ({ browser, server }) => {
      // The picker is a held part (decision 0051): it hydrates onto the visitor's markup the server
      // sent, so the shopper's picks (saved in the tab) and entry must only show once the page has
      // settled, by a render that updates the markup. Shown too early, they would be in the app's
      // state and not on the screen.
      await seed(server);
      const product = await createProduct(server.ctx, {
        brand: 'Heisler Park',
        model: 'Cove Runner',
        productType: 'shoe',
        entryPriceCents: 100,
        maxContestants: 5,
        playEnabled: true,
      });
      await runSchedulerTick(server.ctx, { gateway: testGateway });
      const shopper = await otherShopper(browser, server);
      const { page, problems, close } = await openPage(browser, server, shopper);
      await page.goto(`/social-play/${product.id}`);
      await appRunning(page);
      const cards = page.getByTestId('influencer-card');
      await cards
        .nth(0)
        .getByRole('button', { name: /^Select / })
        .click();
      await cards
        .nth(2)
        .getByRole('button', { name: /^Select / })
        .click();
      await visible(page.getByText('2/5 selected'));

      await page.reload();
      await appRunning(page);
      await visible(page.getByText('2/5 selected'));
      const selected = page.locator('[data-testid="influencer-card"][data-selected="true"]');
      await expect.poll(() => selected.count()).toBe(2);
      expect(await cards.nth(0).getAttribute('data-selected')).toBe('true');
      expect(await cards.nth(1).getAttribute('data-selected')).toBe('false');
      expect(await cards.nth(2).getAttribute('data-selected')).toBe('true');
      expect(await page.getByRole('button', { name: /^Selected /, pressed: true }).count()).toBe(2);

      const influencers = (await (
        await shopper.context.request.get('/api/influencers')
      ).json()) as { id: string }[];
      const team = influencers.slice(0, 5).map((influencer) => influencer.id);
      await enterGame(shopper.context.request, product.id, team);
      await page.reload();
      await appRunning(page);
      await visible(page.getByRole('heading', { name: "You're in!" }));
      await visible(page.getByRole('heading', { name: 'Influencers', level: 2 }));
      expect(await page.getByRole('heading', { name: 'Choose your team' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Select(ed)? / }).count()).toBe(0);
      await expect.poll(() => cards.getByText('On your team').count()).toBe(3);
      expect(problems).toEqual([]);
      await screenshot(page, 'server-render-play-entered');
      await close();
      await shopper.context.close();
    },
  );

  browserTest(
    'a page whose markup differs from its first browser render is reported',
    async ({ browser, server }) => {
      // The check above can't pass for want of a detector: React reports a mismatch to the root's
      // onRecoverableError, which main.tsx logs. A text changed and an element added on the
      // server's side must each be logged as a hydration error.
      const { product } = await seed(server);
      const tampered: Array<[string, (html: string) => string]> = [
        ['text', (html) => html.replace(`>${product.brand}</h1>`, '>Another Brand</h1>')],
        // Inside the page (React passes over nodes added straight into the root container, as
        // browser extensions add them).
        ['element', (html) => html.replace('<h1', '<p>Not in the app</p><h1')],
      ];
      for (const [what, change] of tampered) {
        const { page, problems, close } = await openPage(browser, server);
        await page.route(`**/product/${product.id}`, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const changed = change(html);
          expect(changed, what).not.toBe(html);
          await route.fulfill({ response, body: changed });
        });
        await page.goto(`/product/${product.id}`);
        await appRunning(page);
        expect(problems.join('\n'), what).toContain('Hydration error');
        await close();
      }

      // Further down a long page too: the Books row's heading made an <h3> on the server's side.
      const { page, problems, close } = await openPage(browser, server);
      await page.route('**/home', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const changed = html.replace(
          /<h2 id="section-books"([^>]*)>Books<\/h2>/,
          '<h3 id="section-books"$1>Books</h3>',
        );
        expect(changed).not.toBe(html);
        await route.fulfill({ response, body: changed });
      });
      await page.goto('/home');
      await appRunning(page);
      expect(problems.join('\n')).toContain('Hydration error');
      await close();
    },
  );
});

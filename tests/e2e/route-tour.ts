import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from 'playwright-core';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { selectRows } from '../../src/server/db/sql';
import { configurePin } from '../../src/server/modules/admin/admin.service';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import type { Product } from '../../src/shared/contracts/catalog';
import type { Influencer } from '../../src/shared/contracts/influencers';
import { sizeChoices } from '../../src/shared/sizes';
import { newIdempotencyKey } from '../fixtures/commerce';
import { insertFinishedGame } from '../fixtures/competitions';
import { uniqueUsername } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor, invoiceOfOrder, placeOrder } from './commerce-helpers';
import { settled } from './helpers';
import { enterGame } from './scoreboard-helpers';

/**
 * A tour of every route of the client router with real data: the demo catalogue and influencers,
 * and four visitors — signed out, a shopper with a complete profile (card on file, cart, an order, a
 * game, a room, a free-play game, an unlocked chat), a newcomer without a card and an admin past the
 * PIN — with the dialogs and menus each one opens. Shared by the phone-fit and accessibility specs.
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const PIN = '864213579135';
const PASSWORD = 'correct-horse';

export type Who = 'guest' | 'shopper' | 'newcomer' | 'admin';
export const VISITORS: readonly Who[] = ['guest', 'shopper', 'newcomer', 'admin'];

/**
 * Waits until the page has no loading spinner or skeleton left, then for animations to end. A status
 * region with nothing in it is a live region waiting for news (the coach hub's), not a spinner.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // Spinners and skeletons (a live dot pulses too, but is small).
        ![...document.querySelectorAll('#main [role="status"]')].some((element) =>
          element.hasChildNodes(),
        ) &&
        ![...document.querySelectorAll('#main .animate-pulse')].some(
          (element) => element.getBoundingClientRect().width > 12,
        ) &&
        Boolean(document.querySelector('#main')?.children.length),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await settled(page);
}

/** How many tabs of one visitor a tour keeps busy at once: on two cores, one leaves one idle. */
const TABS_AT_ONCE = 2;

/**
 * `each` over the visits in TABS_AT_ONCE tabs of the visitor's context, each tab taking the next
 * visit when it is done with one; the results in the visits' order, whatever order they ran in.
 */
export async function inTabs<T>(
  context: BrowserContext,
  visits: Visit[],
  each: (page: Page, visit: Visit) => Promise<T[]>,
): Promise<T[]> {
  const results: T[][] = visits.map(() => []);
  let next = 0;
  const tab = async () => {
    const page = await context.newPage();
    try {
      for (let index = next++; index < visits.length; index = next++) {
        results[index] = await each(page, visits[index] as Visit);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(TABS_AT_ONCE, visits.length) }, tab));
  return results.flat();
}

export interface Visit {
  /** The router's path pattern this visit covers. */
  route: string;
  url: string;
  /** Opens a dialog or menu on the loaded page; its contents are checked too. */
  dialogs?: {
    name: string;
    open: (page: Page) => Promise<string | undefined>;
    /** More checks of the opened state, answering problems. */
    check?: (page: Page) => Promise<string[]>;
  }[];
}

export interface World {
  products: Product[];
  byType: Map<string, Product>;
  playable: Product[];
  influencer: Influencer;
  competitionId: number;
  /** A completed game with published results (two players, a commitment). */
  finishedGameId: number;
  orderId: number;
  invoiceId: number;
  roomId: string;
  freePlayId: string;
  /** A live auction the shopper leads (its product page shows the auction and the bid form). */
  auctionProductId: number;
  baseURL: string;
  guest: BrowserContext;
  shopper: BrowserContext;
  newcomer: BrowserContext;
  admin: BrowserContext;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function phoneContext(browser: Browser, server: TestServer): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, viewport: PHONE, hasTouch: true });
}

/** The four visitors again in new contexts (same sessions), e.g. at another screen size. */
export async function contextsOf(
  world: World,
  browser: Browser,
  options: BrowserContextOptions,
): Promise<Record<Who, BrowserContext>> {
  const entries = await Promise.all(
    VISITORS.map(async (who) => {
      const storageState = await world[who].storageState();
      const baseURL = world.baseURL;
      return [who, await browser.newContext({ baseURL, storageState, ...options })] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Who, BrowserContext>;
}

async function register(context: BrowserContext, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await ok(
    await context.request.post('/api/register', { data: { username, password: PASSWORD } }),
    'register',
  );
  return username;
}

const worlds = new WeakMap<TestServer, Promise<World>>();

/** The demo data and the four visitors, once per spec file. */
export function worldOf(server: TestServer, browser: Browser): Promise<World> {
  let world = worlds.get(server);
  if (!world) {
    world = buildWorld(server, browser);
    worlds.set(server, world);
  }
  return world;
}

async function buildWorld(server: TestServer, browser: Browser): Promise<World> {
  await seedCatalogue(server.ctx);
  await seedInfluencers(server.ctx);
  const [guest, shopper, newcomer, admin] = await Promise.all(
    [0, 1, 2, 3].map(() => phoneContext(browser, server)),
  );
  if (!guest || !shopper || !newcomer || !admin) throw new Error('contexts');
  const products = await ok<Product[]>(await guest.request.get('/api/products'), 'products');
  const influencers = await ok<Influencer[]>(
    await guest.request.get('/api/influencers'),
    'influencers',
  );
  const byType = new Map<string, Product>();
  for (const product of products)
    if (!byType.has(product.productType)) byType.set(product.productType, product);
  const playable = products.filter((product) => product.playEnabled && product.quantity > 0);
  const [firstPlayable] = playable;
  const [influencer] = influencers;
  if (!firstPlayable || !influencer)
    throw new Error('the demo data has no playable product or influencer');

  // The shopper: complete profile and card, an order, a game entered, a room, a free-play game,
  // an unlocked chat and two things in the cart (the longest names of the catalogue).
  await register(shopper, 'shopper');
  await completeProfileFor(shopper.request);
  const orderId = await placeOrder(shopper.request, {
    items: [{ productId: firstPlayable.id, quantity: 2 }],
  });
  const invoice = await invoiceOfOrder(shopper.request, orderId);
  const team = influencers.slice(0, 5).map((entry) => entry.id);
  const play = await enterGame(shopper.request, firstPlayable.id, team);
  await ok(
    await shopper.request.post(`/api/influencers/${influencer.id}/chat-unlock`, {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    'chat unlock',
  );
  const longest = [...products]
    .filter((product) => product.quantity > 0)
    .sort((a, b) => (b.brand + b.model).length - (a.brand + a.model).length)
    .slice(0, 2);
  for (const product of longest) {
    await ok(
      await shopper.request.post('/api/cart', {
        data: { productId: product.id, quantity: 1, size: sizeChoices(product.size)[0] },
      }),
      'add to cart',
    );
  }
  const room = await ok<{ id: string }>(
    await shopper.request.post('/api/game-rooms', {
      data: { name: 'Laguna Beach Friday Night Showdown', prize: 'Coffee at the Greeter' },
    }),
    'create room',
  );
  const freePlay = await ok<{ gameId: string }>(
    await shopper.request.post('/api/free-play/games', { data: { playerName: 'Alexandra' } }),
    'create free play',
  );

  // The newcomer: signed up, nothing else (no card: Join opens the payment-method dialog).
  await register(newcomer, 'newcomer');

  // A game two other players finished a minute ago, with its results published.
  const joinedAt = server.clock.now().toISOString();
  const finishedPlayers = await selectRows<{ id: number }>(
    server.ctx.db,
    sql`insert into users (username, password_hash, created_at)
        values (${uniqueUsername('finisher')}, 'x', ${joinedAt}), (${uniqueUsername('finisher')}, 'x', ${joinedAt})
        returning id`,
  );
  const finishedGameId = await insertFinishedGame(server.ctx, {
    productId: (playable.at(-1) ?? firstPlayable).id,
    players: finishedPlayers.map((row) => row.id),
    influencerIds: influencers.slice(0, 10).map((entry) => entry.id),
  });

  // The admin: signed in and past the PIN step-up.
  const adminName = uniqueUsername('admin');
  await ensureAdmin(server.ctx, { username: adminName, password: PASSWORD });
  await configurePin(server.ctx, PIN);
  await ok(
    await admin.request.post('/api/login', { data: { username: adminName, password: PASSWORD } }),
    'admin login',
  );
  await ok(await admin.request.post('/api/admin/verify-pin', { data: { pin: PIN } }), 'PIN');

  // A live auction for an hour on a product the tour opens anyway (the first handbag), which the
  // shopper leads: the product page's auction, the home's Live auctions row and My bids.
  const auctioned = byType.get('handbag') ?? longest[0];
  if (!auctioned) throw new Error('no product to auction');
  const auction = await ok<{ id: number; nextMinimumBid: number }>(
    await admin.request.post('/api/admin/auctions', {
      data: {
        productId: auctioned.id,
        startPrice: 25,
        reservePrice: 40,
        endsAt: new Date(server.clock.now().getTime() + 60 * 60_000).toISOString(),
      },
    }),
    'open auction',
  );
  await ok(
    await shopper.request.post(`/api/auctions/${auction.id}/bids`, {
      data: { maxBid: 30 },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    'bid',
  );

  return {
    products,
    byType,
    playable,
    influencer,
    competitionId: play.competitionId,
    finishedGameId,
    orderId,
    invoiceId: invoice.id,
    roomId: room.id,
    freePlayId: freePlay.gameId,
    auctionProductId: auctioned.id,
    baseURL: server.url,
    guest,
    shopper,
    newcomer,
    admin,
  };
}

/** Clicks the first visible element matching the role and name; answers the dialog's selector. */
async function clickThen(
  page: Page,
  role: 'button' | 'link' | 'tab',
  name: string | RegExp,
  dialog: string | null = '[role="dialog"], [role="alertdialog"], [role="menu"]',
): Promise<string | undefined> {
  await page.getByRole(role, { name }).first().click();
  if (dialog) await page.locator(dialog).first().waitFor({ state: 'visible', timeout: 10_000 });
  // Open animations finished before measuring.
  await settled(page);
  return dialog ?? undefined;
}

/** Problems when the button's centre is under something else (the bottom nav, the header). */
async function uncovered(page: Page, label: string, name: string): Promise<string[]> {
  const button = page.getByRole('button', { name, exact: true });
  const covered = await button.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top && !element.contains(top)
      ? (top.closest('nav, header') ?? top).outerHTML.slice(0, 80)
      : null;
  });
  return covered ? [`${label}: the ${name} button is covered by ${covered}`] : [];
}

/** Picks the first `count` influencers of the social-play list. */
async function pickTeam(page: Page, count: number): Promise<void> {
  const more = page.getByRole('button', { name: 'View More Influencers' });
  if (await more.isVisible()) await more.click();
  const unpicked = page.locator('[data-testid="influencer-card"][data-selected="false"]');
  for (let i = 0; i < count; i += 1) {
    await unpicked
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
  }
}

const menus = {
  bell: {
    name: 'notifications',
    open: (page: Page) => clickThen(page, 'button', /^Notifications/),
  },
  account: {
    name: 'account menu',
    open: (page: Page) => clickThen(page, 'button', /^Account menu for /),
  },
};

/** The visits of every route for one kind of visitor. */
export function visitsFor(world: World, who: Who): Visit[] {
  const signedIn = who !== 'guest';
  const product = (type: string) => {
    const found = world.byType.get(type);
    if (!found) throw new Error(`no ${type} in the demo catalogue`);
    return found;
  };
  const types = [...world.byType.keys()];
  // Play pages: per product type, the playable product with the longest name (long names are
  // what made these pages too wide); a visitor sees the first two.
  const longestPerType = new Map<string, Product>();
  for (const entry of world.playable) {
    const current = longestPerType.get(entry.productType);
    const length = (p: Product) => p.brand.length + p.model.length;
    if (!current || length(entry) > length(current)) longestPerType.set(entry.productType, entry);
  }
  const playPages =
    who === 'shopper' ? [...longestPerType.values()] : [...longestPerType.values()].slice(0, 2);
  const visits: Visit[] = [
    { route: '/', url: '/', dialogs: signedIn ? [menus.account] : [] },
    { route: '/scoreboard', url: '/scoreboard' },
    { route: '/scoreboard', url: '/scoreboard?tab=my-games' },
    { route: '/game-tracking/:gameId', url: `/game-tracking/${world.competitionId}` },
    { route: '/game-tracking/:gameId', url: `/game-tracking/${world.finishedGameId}` },
    {
      route: '/game-results/:gameId',
      url: `/game-results/${world.finishedGameId}`,
      dialogs: [
        {
          name: 'results checked, an entry open',
          open: async (page: Page) => {
            await page.getByTestId('result-row').first().locator('summary').click();
            return clickThen(page, 'button', 'Check these results', '[data-testid="verification"]');
          },
        },
      ],
    },
    // A room's results before it has finished, and an unknown free-play game's (issue 18).
    { route: '/room-results/:gameId', url: `/room-results/${world.roomId}` },
    { route: '/free-play-results/:gameId', url: '/free-play-results/ZZZZZZ' },
    { route: '/welcome', url: '/welcome' },
    { route: '/auth', url: '/auth' },
    { route: '/home', url: '/home', dialogs: who === 'shopper' ? [menus.bell] : [] },
    { route: '/products', url: '/products' },
    { route: '/sunglass-gallery', url: '/sunglass-gallery' },
    { route: '/coffee-tea-gallery', url: '/coffee-tea-gallery' },
    ...types.map((type) => ({
      route: '/product/:id',
      url: `/product/${product(type).id}`,
      dialogs:
        who === 'shopper' && product(type).id === world.auctionProductId
          ? [
              {
                name: 'confirm bid',
                open: (page: Page) =>
                  clickThen(page, 'button', 'Place bid', '[role="alertdialog"]'),
              },
            ]
          : [],
    })),
    ...playPages.map((entry, index) => ({
      route: '/social-play/:id',
      url: `/social-play/${entry.id}`,
      dialogs:
        index > 0
          ? // A shopper with a card: Join Game first asks to confirm the amount and the card.
            who === 'shopper' && entry.id !== world.playable[0]?.id
            ? [
                {
                  name: 'confirm entry',
                  open: async (page: Page) => {
                    await pickTeam(page, 5);
                    return clickThen(page, 'button', 'Join Game', '[role="alertdialog"]');
                  },
                },
              ]
            : []
          : [
              {
                name: 'influencer details',
                open: async (page: Page) => {
                  await page
                    .getByRole('button', { name: /^View .* details$/ })
                    .first()
                    .click();
                  await page.getByRole('dialog').waitFor({ state: 'visible' });
                  await settled(page);
                  return '[role="dialog"]';
                },
              },
              ...(who === 'newcomer'
                ? [
                    {
                      name: 'payment method required',
                      open: async (page: Page) => {
                        await page.keyboard.press('Escape');
                        await pickTeam(page, 5);
                        return clickThen(page, 'button', 'Join Game', '[role="alertdialog"]');
                      },
                    },
                  ]
                : []),
            ],
    })),
    { route: '/partner-store', url: '/partner-store' },
    { route: '/free-play', url: '/free-play' },
    { route: '/free-play', url: `/free-play?game=${world.freePlayId}` },
    { route: '/tutorial', url: '/tutorial' },
    { route: '/official-rules', url: '/official-rules' },
    { route: '/invoices', url: '/invoices' },
    { route: '/invoices/:id', url: `/invoices/${world.invoiceId}` },
    // A shopper's account is no influencer's: the inbox says what it is for (decision 0057).
    { route: '/inbox', url: '/inbox' },
    { route: '/cart', url: '/cart' },
    { route: '/checkout', url: '/checkout' },
    { route: '/checkout', url: `/checkout?productId=${product('sunglasses').id}` },
    { route: '/order-confirmation/:id', url: `/order-confirmation/${world.orderId}` },
    { route: '/coach', url: '/coach' },
    { route: '/coach/twitter', url: '/coach/twitter' },
    { route: '/coach/instagram', url: '/coach/instagram' },
    { route: '/coach/youtube', url: '/coach/youtube' },
    { route: '/coach/tiktok', url: '/coach/tiktok' },
    { route: '/influencer-directory', url: '/influencer-directory' },
    {
      route: '/influencer/:id',
      url: `/influencer/${world.influencer.id}`,
      dialogs: [
        { name: 'share', open: (page) => clickThen(page, 'button', 'Share', null) },
        ...(who === 'shopper'
          ? [
              {
                name: 'chat',
                open: async (page: Page) => {
                  // Focusing the box scrolls it into view as a phone does; then a message to send.
                  await page.evaluate(() => window.scrollTo(0, 0));
                  const box = page
                    .getByRole('region', { name: 'Direct Messages' })
                    .getByLabel('Message', { exact: true });
                  await box.focus();
                  await page.keyboard.type('See you at the beach');
                  await settled(page);
                  return undefined;
                },
                check: (page: Page) => uncovered(page, 'shopper chat', 'Send'),
              },
            ]
          : []),
      ],
    },
    { route: '/business-portal', url: '/business-portal' },
    {
      route: '/multiplayer',
      url: '/multiplayer',
      dialogs: signedIn
        ? [{ name: 'create game', open: (page) => clickThen(page, 'button', 'Create Game') }]
        : [],
    },
    { route: '/game', url: '/game' },
    { route: '/game/:gameId', url: `/game/${world.roomId}` },
    { route: '/profile', url: '/profile' },
    { route: '/profile', url: '/profile?tab=bids' },
    {
      route: '/profile',
      url: '/profile?tab=play',
      dialogs: signedIn
        ? [{ name: 'take a break', open: (page) => clickThen(page, 'button', '24 hours') }]
        : [],
    },
    { route: '*', url: '/no-such-page' },
  ];
  const adminVisits: Visit[] = [
    {
      route: '/admin',
      url: '/admin',
      dialogs:
        who === 'admin'
          ? [
              {
                name: 'delete product',
                open: (page) => clickThen(page, 'button', /^Delete /, '[role="alertdialog"]'),
              },
              {
                name: 'auctions tab',
                open: async (page: Page) => {
                  await clickThen(page, 'tab', 'Auctions', null);
                  await page.getByTestId('admin-auction').first().waitFor({ state: 'visible' });
                  await page.getByRole('button', { name: 'See bids' }).first().click();
                  await page.getByRole('list', { name: 'Bids' }).waitFor({ state: 'visible' });
                  return undefined;
                },
              },
            ]
          : [],
    },
    { route: '/manage', url: '/manage' },
    ...(
      [
        ['product', 'sunglasses'],
        ['handbag', 'handbag'],
        ['tshirt', 'tshirt'],
        ['shoe', 'shoe'],
        ['book', 'book'],
        ['coffee', 'coffee'],
      ] as const
    ).flatMap(([form, type]) => [
      { route: `/admin/${form}/new`, url: `/admin/${form}/new` },
      { route: `/admin/${form}/:id`, url: `/admin/${form}/${product(type).id}` },
    ]),
    {
      route: '/admin/rayban-vendor',
      url: '/admin/rayban-vendor',
      dialogs: [{ name: 'add model', open: (page) => clickThen(page, 'button', 'Add Model') }],
    },
    {
      route: '/admin/meta-vendor',
      url: '/admin/meta-vendor',
      dialogs: [
        { name: 'create campaign', open: (page) => clickThen(page, 'button', 'Create Campaign') },
      ],
    },
  ];
  if (who === 'admin') return [...adminVisits, { route: '/', url: '/', dialogs: [menus.account] }];
  if (who === 'newcomer') {
    return visits.filter((visit) =>
      ['/social-play/:id', '/profile', '/cart', '/checkout'].includes(visit.route),
    );
  }
  // Visitors and shoppers meet the admin routes as a sign-in or 'Access Denied' screen.
  return [...visits, ...adminVisits.slice(0, 3)];
}

/** The route patterns of src/client/app/router.tsx. */
export function routerPatterns(): string[] {
  const source = readFileSync(path.resolve('src/client/app/router.tsx'), 'utf8');
  const patterns = new Set<string>();
  for (const match of source.matchAll(/path: '([^']+)'/g)) if (match[1]) patterns.add(match[1]);
  for (const match of source.matchAll(/\[((?:\s*'[^']+',?)+)\s*\]\.map\(/g)) {
    for (const inner of (match[1] ?? '').matchAll(/'([^']+)'/g))
      if (inner[1]) patterns.add(inner[1]);
  }
  return [...patterns].sort();
}

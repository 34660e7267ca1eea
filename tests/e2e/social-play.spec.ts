import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { analyticsEvents } from '../../src/server/db/schema/analytics';
import { plays } from '../../src/server/db/schema/competitions';
import { payments } from '../../src/server/db/schema/payments';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { LAGUNA_CUSTOMER, newIdempotencyKey } from '../fixtures/commerce';
import { createProduct } from '../fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import {
  appRunning,
  expectToast,
  framePainted,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import { confirmEntry } from './play-helpers';
import { desktopViewport, phoneViewport } from './storefront-helpers';

const seeded = new WeakMap<TestServer, Promise<unknown>>();

/** The demo influencers, with a week of metrics, in this spec file's database once. */
function influencersOnce(server: TestServer): Promise<unknown> {
  let done = seeded.get(server);
  if (!done) {
    done = seedInfluencers(server.ctx, { history: true });
    seeded.set(server, done);
  }
  return done;
}

let productCounter = 0;

/** A play-enabled product of its own per test: $2, $1 entry, so 2 seats. */
async function playProduct(server: TestServer): Promise<Product> {
  productCounter += 1;
  await influencersOnce(server);
  return createProduct(server.ctx, {
    brand: `Play Brand ${productCounter}`,
    model: `Model P${productCounter}`,
    priceCents: 200,
    entryPriceCents: 100,
    maxContestants: 2,
    playEnabled: true,
    quantity: 5,
  });
}

const cards = (page: Page) => page.getByTestId('influencer-card');
const playState = (page: Page) => page.getByTestId('play-state');

async function textOf(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).first().textContent();
}

/**
 * The product page's Social Competition tab, once the app runs behind the server's page: a tab
 * clicked in the markup before hydration stays where it was.
 */
async function openCompetitionTab(page: Page): Promise<void> {
  await appRunning(page);
  await page.getByRole('tab', { name: 'Social Competition' }).click();
}

/** Opens the whole list and picks the first `count` influencers that are not picked yet. */
async function pickInfluencers(page: Page, count: number): Promise<void> {
  await visible(cards(page).first());
  const more = page.getByRole('button', { name: 'View More Influencers' });
  if (await more.isVisible()) await more.click();
  await visible(cards(page).nth(3));
  const unpicked = page.locator('[data-testid="influencer-card"][data-selected="false"]');
  for (let i = 0; i < count; i += 1) {
    await unpicked
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
  }
}

/** Names of the stored analytics events about this product, and page views of its play page. */
async function storedEvents(server: TestServer, productId: number): Promise<string[]> {
  const rows = await server.ctx.db
    .select({
      name: analyticsEvents.name,
      path: analyticsEvents.path,
      properties: analyticsEvents.properties,
    })
    .from(analyticsEvents);
  const names = rows
    .filter(
      (row) =>
        row.properties?.productId === productId ||
        (row.name === 'page_view' && row.path === `/social-play/${productId}`),
    )
    .map((row) => row.name);
  return [...new Set(names)].sort();
}

/** A second shopper in a browser context of their own, with a card on file. */
async function anotherShopper(browser: Browser, server: Pick<TestServer, 'url'>): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signUpInBrowser(page);
  await completeProfileFor(page);
  return page;
}

describeBrowser('social play', () => {
  browserTest(
    'a visitor browses the game, its influencers and their stats, and is sent to sign in on Join',
    async ({ page, server }) => {
      const product = await playProduct(server);
      await page.goto(`/social-play/${product.id}`);
      await visible(page.getByRole('heading', { level: 1, name: product.brand }));
      await visible(playState(page));
      expect(await playState(page).textContent()).toBe(
        'Waiting for 2 more participants. (0/2 entries)',
      );
      expect(await textOf(page, 'status-badge')).toBe('WAITING');
      expect(await textOf(page, 'play-progress')).toBe('0/2');
      expect(await textOf(page, 'selected-count')).toBe('0/5');

      // Three influencers until asked for more.
      await visible(cards(page).first());
      expect(await cards(page).count()).toBe(3);
      await page.getByRole('button', { name: 'View More Influencers' }).click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'Show Less' }).click();
      await expect.poll(() => cards(page).count()).toBe(3);

      // The metrics explainer opens on demand.
      await page.getByRole('button', { name: /How scores are calculated/ }).click();
      await visible(page.getByText('score = posts × 10 + likes + shares × 2 + comments × 1.5'));
      await visible(page.getByText('Boosts never change results', { exact: false }));
      await screenshot(page, 'social-play-list-1280');
      await phoneViewport(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'social-play-top-390');
      await page.getByRole('heading', { name: 'Choose your team' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'social-play-list-390');
      await desktopViewport(page);

      // The detail dialog shows the server's figures for that influencer.
      const first = cards(page).first();
      const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const id = (await first.getAttribute('data-influencer-id')) ?? '';
      const detailResponse = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/influencers/${id}`,
      );
      await first.getByRole('button', { name: `View ${name} details` }).click();
      const detail = (await (await detailResponse).json()) as {
        postsThisWeek: number;
        followers: Record<string, number>;
      };
      const dialog = page.getByRole('dialog', { name });
      await visible(dialog.getByRole('heading', { name: 'Followers' }));
      await visible(dialog.getByText('Engagement (24 h)', { exact: true }));
      await visible(dialog.getByText(/^Growth \(\d+d\)$/));
      expect(await dialog.getByTestId('platform-followers').count()).toBe(
        Object.keys(detail.followers).length,
      );
      await visible(dialog.getByText('This week', { exact: true }));
      await screenshot(page, 'social-play-dialog-1280');
      await phoneViewport(page);
      await screenshot(page, 'social-play-dialog-390');
      await desktopViewport(page);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // A visitor can pick a team, and Join asks them to sign in first.
      const join = page.getByRole('button', { name: 'Join Game' });
      expect(await join.isDisabled()).toBe(true);
      await pickInfluencers(page, 5);
      expect(await textOf(page, 'selected-count')).toBe('5/5');
      await join.click();
      await waitForPath(page, `/auth?next=${encodeURIComponent(`/social-play/${product.id}`)}`);

      // Signed in, the shopper comes back to the same picks.
      await signUpInBrowser(page);
      await page.goto(`/social-play/${product.id}`);
      await visible(cards(page).first());
      await expect.poll(() => textOf(page, 'selected-count')).toBe('5/5');

      // The page's events reached the server: batched while on the page, and the rest sent as the
      // page went away (the beacon).
      await expect
        .poll(() => storedEvents(server, product.id), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            'page_view',
            'view_more_influencers',
            'show_less_influencers',
            'expand_metrics',
            'view_influencer',
            'select_influencer',
          ]),
        );
    },
  );

  browserTest(
    'a shopper with nothing saved is told everything an entry needs, before any confirm step',
    async ({ page, server }) => {
      const product = await playProduct(server);
      await signUpInBrowser(page);
      await page.goto(`/social-play/${product.id}`);
      await pickInfluencers(page, 5);
      await page.getByRole('button', { name: 'Join Game' }).click();
      const everything = page.getByRole('alertdialog', { name: 'A few details first' });
      await visible(
        everything.getByText(
          'To enter a game, we need a card on file, your name, your email, your phone number and a delivery address in ZIP 92651.',
          { exact: true },
        ),
      );
      expect(
        await everything.getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
      ).toBe('/profile');
      expect(await everything.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
        '/profile?tab=payment',
      );
      expect(await page.getByRole('alertdialog', { name: 'Confirm your entry' }).count()).toBe(0);
    },
  );

  browserTest(
    'a shopper whose profile lacks only a card is asked to add one in the profile',
    async ({ page, server }) => {
      const product = await playProduct(server);
      await signUpInBrowser(page);
      const details = await page.request.patch('/api/user/profile', {
        data: {
          name: LAGUNA_CUSTOMER.name,
          email: LAGUNA_CUSTOMER.email,
          phone: LAGUNA_CUSTOMER.phone,
          address: { ...LAGUNA_CUSTOMER.address, country: 'USA' },
        },
      });
      expect(details.status()).toBe(200);
      await page.goto(`/social-play/${product.id}`);
      await pickInfluencers(page, 5);
      await page.getByRole('button', { name: 'Join Game' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Payment Method Required' });
      await visible(dialog);
      await screenshot(page, 'social-play-payment-method-1280');
      await phoneViewport(page);
      await screenshot(page, 'social-play-payment-method-390');
      await dialog.getByRole('link', { name: 'Add Payment Method' }).click();
      await waitForPath(page, '/profile?tab=payment');
    },
  );

  browserTest(
    'two shoppers fill a 2-seat game: picks, the entry, the leaderboard and the start',
    // Two shoppers, the confirm step (Cancel, then Confirm) and two pages: longer than the default.
    { timeout: 120_000 },
    async ({ page, server, browser }) => {
      const product = await playProduct(server);
      const { user, username } = await signUpInBrowser(page);
      await completeProfileFor(page, { token: 'cnon:test:visa:4242:ok' });
      const mine = async () => ({
        payments: await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id)),
        plays: await server.ctx.db.select().from(plays).where(eq(plays.userId, user.id)),
      });

      await page.goto(`/social-play/${product.id}`);
      await pickInfluencers(page, 3);
      expect(await textOf(page, 'selected-count')).toBe('3/5');
      expect(await page.getByRole('button', { name: 'Join Game' }).isDisabled()).toBe(true);
      await pickInfluencers(page, 2);
      expect(await textOf(page, 'selected-count')).toBe('5/5');

      // A sixth pick is refused.
      const sixth = page.locator('[data-testid="influencer-card"][data-selected="false"]').first();
      await sixth.getByRole('button', { name: /^Select / }).click();
      await expectToast(page, 'Maximum reached', 'You can only select up to 5 influencers.');
      expect(await textOf(page, 'selected-count')).toBe('5/5');
      expect(await sixth.getAttribute('data-selected')).toBe('false');

      // Unpicking one and picking it again toggles.
      const picked = page.locator('[data-testid="influencer-card"][data-selected="true"]');
      await picked
        .first()
        .getByRole('button', { name: /^Selected / })
        .click();
      expect(await textOf(page, 'selected-count')).toBe('4/5');
      await pickInfluencers(page, 1);
      await screenshot(page, 'social-play-join-bar-1280');
      await phoneViewport(page);
      await screenshot(page, 'social-play-join-bar-390');
      await desktopViewport(page);

      const team = await picked.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-influencer-id')),
      );
      const entry = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/plays' &&
          response.request().method() === 'POST',
      );
      // Join Game first asks to confirm the amount and the card; Cancel charges nothing.
      await page.getByRole('button', { name: 'Join Game' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm your entry' });
      await visible(confirm);
      expect(await confirm.getByTestId('charge-amount').textContent()).toBe('$1.00');
      expect(await confirm.getByTestId('charge-card').textContent()).toBe('Visa •••• 4242');
      await phoneViewport(page);
      await screenshot(page, 'social-play-confirm-390');
      await desktopViewport(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await confirm.count()).toBe(0);
      await framePainted(page);
      expect(await mine()).toEqual({ payments: [], plays: [] });
      expect(await textOf(page, 'selected-count')).toBe('5/5');

      // Confirm charges once; the toast says what was charged to which card.
      await page.getByRole('button', { name: 'Join Game' }).click();
      await confirm.getByRole('button', { name: 'Pay $1.00 and join' }).click();
      const entered = (await (await entry).json()) as { competitionId: number };
      await expectToast(page, 'Game joined', "Charged $1.00 to Visa •••• 4242. You're in!");
      const charged = await mine();
      expect(charged.payments.map((p) => [p.amountCents, p.status, p.cardLast4])).toEqual([
        [100, 'completed', '4242'],
      ]);
      expect(charged.plays).toHaveLength(1);
      const card = page.getByTestId('entered-card');
      await visible(card.getByRole('heading', { name: "You're in!" }));
      expect(
        await card.getByRole('list', { name: 'Your team' }).getByRole('listitem').count(),
      ).toBe(5);
      expect(await card.getByRole('link', { name: 'Track your game' }).getAttribute('href')).toBe(
        `/game-tracking/${entered.competitionId}`,
      );
      await expect
        .poll(() => playState(page).textContent())
        .toBe('Waiting for 1 more participant. (1/2 entries)');
      expect(await page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
      await screenshot(page, 'social-play-entered-1280');
      await phoneViewport(page);
      await screenshot(page, 'social-play-entered-390');
      await desktopViewport(page);

      // The server keeps the team: after a reload the shopper is still in, with no second join.
      await page.reload();
      await visible(page.getByRole('heading', { name: "You're in!" }));
      await page.getByRole('button', { name: 'View More Influencers' }).click();
      const onTeam = cards(page).filter({ hasText: 'On your team' });
      await expect
        .poll(() =>
          onTeam.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-influencer-id'))),
        )
        .toEqual(expect.arrayContaining(team));
      expect(await onTeam.count()).toBe(5);
      expect(await page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);

      // The product page's Social Competition tab lists the shopper as 'You'.
      await page.goto(`/product/${product.id}`);
      await openCompetitionTab(page);
      const row = page.getByTestId('leaderboard-row');
      await visible(row);
      expect(await row.count()).toBe(1);
      await visible(row.getByText(username, { exact: false }));
      await visible(row.getByText('You', { exact: true }));
      expect(await textOf(page, 'my-position')).toBe('Position: 1 of 1');
      expect(await textOf(page, 'competition-state')).toBe(
        'Waiting for 1 more participant. (1/2 entries)',
      );
      await page.getByRole('heading', { name: 'Live leaderboard' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await screenshot(page, 'social-play-product-tab-1280');
      await phoneViewport(page);
      await page.getByTestId('competition-state').scrollIntoViewIfNeeded();
      await screenshot(page, 'social-play-product-tab-390');
      await desktopViewport(page);

      // A second shopper takes the last seat: the game is full and starts soon.
      const second = await anotherShopper(browser, server);
      await second.goto(`/social-play/${product.id}`);
      expect(await second.getByTestId('play-state').textContent()).toBe(
        'Waiting for 1 more participant. (1/2 entries)',
      );
      await pickInfluencers(second, 5);
      await second.getByRole('button', { name: 'Join Game' }).click();
      await confirmEntry(second);
      await visible(second.getByRole('heading', { name: "You're in!" }));
      await expect
        .poll(() => second.getByTestId('play-state').textContent())
        .toBe('Game starting soon!');
      await visible(second.getByTestId('play-start-time'));
      expect(await second.getByTestId('play-progress').textContent()).toBe('2/2');
      await screenshot(second, 'social-play-full-1280');
      await second.context().close();

      await page.reload();
      await openCompetitionTab(page);
      await expect.poll(() => textOf(page, 'competition-state')).toBe('Game starting soon!');
      expect(await page.getByTestId('leaderboard-row').count()).toBe(2);
      expect(await textOf(page, 'my-position')).toBe('Position: 1 of 2');
    },
  );

  browserTest(
    "'Play failed' when the game fills before the shopper joins; joining then closes",
    async ({ page, server, browser }) => {
      const product = await playProduct(server);
      // This page must not hear of the others' entries before it tries to join: its live
      // connection answers pings but carries no events (the poll while connected is 60 s).
      await page.routeWebSocket(/\/api\/live/, (socket) => {
        socket.onMessage((message) => {
          if (String(message).includes('"ping"')) socket.send(JSON.stringify({ type: 'pong' }));
        });
      });
      await signUpInBrowser(page);
      await completeProfileFor(page);
      await page.goto(`/social-play/${product.id}`);
      await visible(cards(page).first());
      expect(await playState(page).textContent()).toBe(
        'Waiting for 2 more participants. (0/2 entries)',
      );

      // Two others take both seats while this page still shows them free.
      for (let i = 0; i < 2; i += 1) {
        const other = await anotherShopper(browser, server);
        const response = await other.request.post('/api/plays', {
          data: { productId: product.id, influencerIds: FREE_PLAY_INFLUENCER_IDS.slice(0, 5) },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        });
        expect(response.status()).toBe(201);
        await other.context().close();
      }

      await pickInfluencers(page, 5);
      await page.getByRole('button', { name: 'Join Game' }).click();
      await confirmEntry(page);
      await expectToast(page, 'Play failed', 'Competition is full');
      await visible(page.getByRole('heading', { name: 'Joining is closed' }));
      await expect.poll(() => playState(page).textContent()).toBe('Game starting soon!');
      expect(await page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
      await screenshot(page, 'social-play-closed-1280');
      await phoneViewport(page);
      await screenshot(page, 'social-play-closed-390');
    },
  );

  browserTest(
    'a live game counts down in the shop format (1m 05s) on the play page and shows the time left on the product',
    // A shop of its own and two new shoppers before the game starts: on a loaded machine more than
    // the default minute, and a step that fails must say which rather than time the test out.
    { timeout: 120_000 },
    async ({ browser }) => {
      // A shop of its own whose games start on the next even 2 seconds and last 2 minutes.
      const live = await startTestServer({
        serveClient: true,
        schedulerTickMs: 200,
        config: { competitionTimings: { alignSeconds: 2, durationSeconds: 120 } },
      });
      const players: Page[] = [];
      try {
        await seedInfluencers(live.ctx, { only: FREE_PLAY_INFLUENCER_IDS.slice(0, 6) });
        const product = await createProduct(live.ctx, {
          brand: 'Live Brand',
          model: 'Model L',
          priceCents: 200,
          entryPriceCents: 100,
          maxContestants: 2,
          playEnabled: true,
          quantity: 5,
        });
        for (let i = 0; i < 2; i += 1) {
          const player = await anotherShopper(browser, live);
          const response = await player.request.post('/api/plays', {
            data: {
              productId: product.id,
              influencerIds: FREE_PLAY_INFLUENCER_IDS.slice(i, i + 5),
            },
            headers: { 'Idempotency-Key': newIdempotencyKey() },
          });
          expect(response.status()).toBe(201);
          players.push(player);
        }
        const [page] = players as [Page, Page];

        await page.goto(`/social-play/${product.id}`);
        await expect
          .poll(() => page.getByTestId('status-badge').textContent(), { timeout: 15_000 })
          .toBe('LIVE');
        const clock = page.getByTestId('play-state');
        const first = (await clock.textContent()) ?? '';
        expect(first).toMatch(/^[12]m \d{2}s$/);
        await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
        await visible(page.getByRole('heading', { name: "You're in!" }));
        await screenshot(page, 'social-play-live-1280');

        await page.goto(`/product/${product.id}`);
        await openCompetitionTab(page);
        await expect.poll(() => textOf(page, 'competition-state')).toMatch(/^[12]m \d{2}s left$/);
        expect(await textOf(page, 'status-badge')).toBe('LIVE');
        expect(await page.getByTestId('leaderboard-row').count()).toBe(2);
      } finally {
        // The pages' sockets go first, so the shop closes at once whatever failed above.
        for (const player of players) await player.context().close();
        await live.close();
      }
    },
  );
});

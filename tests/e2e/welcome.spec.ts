import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitingText } from '../../src/client/lib/competition-display';
import { ManualClock } from '../../src/server/clock';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import { formatDollars } from '../../src/shared/money';
import { browserTest, describeBrowser, showShopTime } from '../fixtures/browser';
import { nextHourAfter, TEST_START } from '../fixtures/clock';
import { counters, createTestInfluencers, recordSnapshots } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { screenshot, visible } from './helpers';
import { competitionOf, enterGame, otherShopper } from './scoreboard-helpers';
import { phoneViewport } from './storefront-helpers';

/**
 * /welcome's game card shows a real game from the API. The shop's clock starts at the tests' fixed
 * instant and is moved by hand (the scheduler runs only when the test ticks it); each page is given
 * the shop's time, so its countdowns read true.
 */
const clock = new ManualClock(TEST_START);

const test = browserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({ serveClient: true, clock });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

const tick = (server: TestServer) => runSchedulerTick(server.ctx, { gateway: testGateway });
const showcase = (page: Page) => page.getByTestId('game-showcase');

function playable(server: TestServer, brand: string, maxContestants: number): Promise<Product> {
  return createProduct(server.ctx, {
    brand,
    model: 'Showcase Shades',
    priceCents: 4_900,
    entryPriceCents: 100,
    maxContestants,
    playEnabled: true,
    quantity: 3,
  });
}

/** The showcase's status badge and countdown say nothing of a live game. */
async function expectNoLiveClaim(page: Page): Promise<void> {
  expect(await showcase(page).getByText('LIVE', { exact: true }).count()).toBe(0);
  expect(await showcase(page).getByTestId('game-countdown').count()).toBe(0);
  expect(await page.getByTestId('live-dot').getAttribute('data-live')).toBe('false');
  // The old illustration's product never existed.
  expect(await page.getByText('Polarized aviators').count()).toBe(0);
}

describeBrowser('/welcome game showcase', () => {
  test('with no game open: an honest empty card, no live signal', async ({ page }) => {
    await phoneViewport(page);
    await page.goto('/welcome');
    await visible(showcase(page).getByRole('heading', { name: 'No game is open right now' }));
    await expectNoLiveClaim(page);
    expect(await showcase(page).getByRole('link', { name: 'See games' }).getAttribute('href')).toBe(
      '/scoreboard',
    );
    await showcase(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'welcome-no-game-390');
  });

  test('with a game waiting for players: that real product, its entry and how many it needs', async ({
    page,
    server,
    browser,
  }) => {
    const product = await playable(server, 'Victoria Beach Optics', 3);
    await tick(server);
    const shopper = await otherShopper(browser, server);
    await enterGame(
      shopper.context.request,
      product.id,
      await createTestInfluencers(server.ctx, 5),
    );

    await showShopTime(page, clock);
    await phoneViewport(page);
    await page.goto('/welcome');
    const card = showcase(page);
    await visible(card.getByRole('heading', { name: 'Victoria Beach Optics' }));
    await visible(card.getByText('Next game'));
    await visible(card.getByText('WAITING', { exact: true }));
    expect(await card.getByTestId('showcase-state').textContent()).toBe(waitingText(1, 3));
    await visible(card.getByText(`Entry ${formatDollars(product.entryPrice)}`));
    await visible(card.getByText(formatDollars(product.price), { exact: true }));
    await visible(card.getByText('1/3 players'));
    expect(await card.getByRole('link', { name: 'Join Game' }).getAttribute('href')).toBe(
      `/social-play/${product.id}`,
    );
    // The product shown is one the shop sells.
    const shown = await page.request.get(`/api/products/${product.id}`);
    expect(shown.ok()).toBe(true);
    await expectNoLiveClaim(page);
    await showcase(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'welcome-waiting-390');
    await shopper.context.close();
  });

  test('with a game being played: LIVE, its real countdown ticking and the leading teams', async ({
    page,
    server,
    browser,
  }) => {
    const product = await playable(server, 'Heisler Park Aviators', 2);
    const ids = await createTestInfluencers(server.ctx, 10);
    const start = nextHourAfter(clock.now()).getTime();
    // Entries a second before the top of the hour: the game starts at it.
    clock.set(new Date(start - 1_000));
    await tick(server);
    const a = await otherShopper(browser, server);
    const b = await otherShopper(browser, server);
    await enterGame(a.context.request, product.id, ids.slice(0, 5));
    await enterGame(b.context.request, product.id, ids.slice(5));
    await recordSnapshots(
      server.ctx,
      new Date(start - 120_000),
      Object.fromEntries(ids.map((id) => [id, counters(10, 1_000, 10, 10)])),
    );
    // Ten minutes into the hour: the game is live.
    clock.set(new Date(start + 600_000));
    expect((await tick(server)).started).toBe(1);
    await recordSnapshots(server.ctx, clock.now(), {
      ...Object.fromEntries(ids.slice(0, 5).map((id) => [id, counters(10, 1_400, 10, 10)])),
      ...Object.fromEntries(ids.slice(5).map((id) => [id, counters(10, 1_100, 10, 10)])),
    });
    const game = await competitionOf(page, product.id);
    expect(game.gameStatus).toBe('active');

    await showShopTime(page, clock);
    await phoneViewport(page);
    await page.goto('/welcome');
    const card = showcase(page);
    // The live game comes before the waiting one of the test above.
    await visible(card.getByRole('heading', { name: 'Heisler Park Aviators' }));
    await visible(card.getByText('LIVE', { exact: true }));
    await visible(card.getByText('Playing now'));
    const countdown = card.getByTestId('game-countdown');
    const first = await countdown.textContent();
    expect(first).not.toBe('Competition ended');
    // It ticks: a real countdown to the game's end, not a frozen one.
    await expect.poll(() => countdown.textContent(), { timeout: 3_000 }).not.toBe(first);
    const leaders = card.getByTestId('top-player');
    await expect.poll(() => leaders.count()).toBe(2);
    expect(await leaders.nth(0).textContent()).toContain(a.username);
    expect(await leaders.nth(0).textContent()).toContain('2K pts');
    expect(await leaders.nth(1).textContent()).toContain('500 pts');
    expect(await card.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(
      `/game-tracking/${game.id}`,
    );
    expect(await page.getByTestId('live-dot').getAttribute('data-live')).toBe('true');
    await showcase(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'welcome-live-390');
    await a.context.close();
    await b.context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ManualClock } from '../../src/server/clock';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry, pickFirstFive } from './play-helpers';
import { competitionOf } from './scoreboard-helpers';

/**
 * Issue 37, item 1: the demo has games two people can fill in one sitting. The shop's clock is
 * moved by hand and the scheduler ticks when the test says, so the game starts at its hour without
 * waiting for it.
 */
const opened = '2026-12-05T17:10:00.000Z';
const clock = new ManualClock(new Date(opened));

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

/** A shopper in a browser profile of their own, at phone size, with a card on file. */
async function shopper(browser: Browser, server: TestServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The browser's clock shows the shop's time too, so the countdowns read as the shopper would.
  await page.clock.install({ time: new Date(opened) });
  await signUpInBrowser(page);
  await completeProfileFor(page);
  return page;
}

/** From the product page: Play Now, five influencers, Join Game, confirm and pay. */
async function enter(page: Page, product: Product): Promise<void> {
  await page.getByRole('link', { name: 'Play Now' }).click();
  await page.waitForURL(`**/social-play/${product.id}`);
  await pickFirstFive(page);
  await page.getByRole('button', { name: 'Join Game' }).click();
  await confirmEntry(page);
  await expectToast(page, 'Game joined');
}

describeBrowser('a two-player demo game (issue 37, item 1)', () => {
  test('two shoppers see how many have joined, enter the demo drip bag game, and it starts at its hour', {
    timeout: 150_000,
  }, async ({ browser, server }) => {
    await seedCatalogue(server.ctx);
    await seedInfluencers(server.ctx, { only: FREE_PLAY_INFLUENCER_IDS.slice(0, 6) });
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as Product[];
    const dripBag = products.find((product) => product.model === 'Gallery Walk Drip Bag');
    if (!dripBag) throw new Error('the demo has no two-player drip bag');
    expect(dripBag.maxContestants).toBe(2);
    const deadline =
      'Starts when 2 players have joined, or every entry is refunded on Tue, Dec 8, 9:10 AM PST';

    // The first shopper reads, before entering, that nobody has joined and two are needed.
    const first = await shopper(browser, server);
    const seats = first.getByTestId('play-seats');
    await first.goto(`/product/${dripBag.id}`);
    expect(await seats.getByTestId('play-seats-count').textContent()).toBe(
      'Waiting for 2 more participants. (0/2 entries)',
    );
    await visible(seats.getByText(deadline));
    await appRunning(first);
    await seats.scrollIntoViewIfNeeded();
    await screenshot(first, 'two-player-demo-product-empty');
    await enter(first, dripBag);

    // The second, in another profile, reads one joined and one more needed, and takes the seat.
    const second = await shopper(browser, server);
    await second.goto(`/product/${dripBag.id}`);
    const secondSeats = second.getByTestId('play-seats');
    expect(await secondSeats.getByTestId('play-seats-count').textContent()).toBe(
      'Waiting for 1 more participant. (1/2 entries)',
    );
    await appRunning(second);
    await secondSeats.scrollIntoViewIfNeeded();
    await screenshot(second, 'two-player-demo-product-one-joined');
    await enter(second, dripBag);

    // Full: it starts at the top of the next hour, as every game does.
    const game = await competitionOf(second, dripBag.id);
    expect(game).toMatchObject({ gameStatus: 'waiting', entriesCount: 2, requiredParticipants: 2 });
    expect(game.startTime).toBe('2026-12-05T18:00:00.000Z');
    await first.goto(`/product/${dripBag.id}`);
    await visible(first.getByTestId('play-seats').getByText('Game starting soon!'));

    // The hour comes: the scheduler starts it, and the first shopper's play page shows it LIVE
    // without a reload.
    await first.goto(`/social-play/${dripBag.id}`);
    await appRunning(first);
    clock.set('2026-12-05T18:00:00.000Z');
    await first.clock.setSystemTime(new Date('2026-12-05T18:00:00.000Z'));
    await runSchedulerTick(server.ctx, { gateway: testGateway });
    await expect.poll(() => first.getByTestId('status-badge').textContent()).toBe('LIVE');
    // An hour to play: the play page counts it down.
    await expect.poll(() => first.getByTestId('play-state').textContent()).toMatch(/^59m \d\ds$/);
    expect(await competitionOf(first, dripBag.id)).toMatchObject({
      id: game.id,
      gameStatus: 'active',
    });
    await screenshot(first, 'two-player-demo-live');
    // Once live, the product page no longer counts seats.
    await second.goto(`/product/${dripBag.id}`);
    await appRunning(second);
    expect(await second.getByTestId('play-seats').count()).toBe(0);
    await first.context().close();
    await second.context().close();
  });
});

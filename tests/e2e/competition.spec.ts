import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { influencers } from '../../src/server/db/schema/influencers';
import type { CompetitionSummary } from '../../src/shared/contracts/competitions';
import { liveTopics } from '../../src/shared/contracts/live';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { counters, createTestInfluencers, recordSnapshots } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry } from './play-helpers';
import { competitionOf, enterGame, otherShopper } from './scoreboard-helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/**
 * The real scheduler with the game timings shortened, as the environment can set them: games start
 * at the next multiple of 5 seconds once full and last 8 seconds.
 */
const test = browserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        schedulerTickMs: 200,
        config: { competitionTimings: { alignSeconds: 5, durationSeconds: 8 } },
      });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

const badge = (page: Page) => page.getByTestId('game-status');

/** The influencers' names, in the order of the ids. */
async function namesOf(server: TestServer, ids: string[]): Promise<string[]> {
  const rows = await server.ctx.db
    .select({ id: influencers.id, name: influencers.name })
    .from(influencers)
    .where(inArray(influencers.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? id);
}

describeBrowser('a whole competition in the browser', () => {
  test('two shoppers fill a 2-seat game; it goes LIVE and completes, and the winner buys the prize for $1', {
    timeout: 90_000,
  }, async ({ page, server, browser }) => {
    const product = await createProduct(server.ctx, {
      brand: 'Victoria Beach',
      model: 'Tide Pool Polarized',
      priceCents: 200,
      entryPriceCents: 100,
      maxContestants: 2,
      playEnabled: true,
      quantity: 2,
    });
    const ids = await createTestInfluencers(server.ctx, 10);
    const [winnersTeam, rivalsTeam] = [ids.slice(0, 5), ids.slice(5)];
    await recordSnapshots(
      server.ctx,
      new Date(server.clock.now().getTime() - 60_000),
      Object.fromEntries(ids.map((id) => [id, counters(10, 1_000, 10, 10)])),
    );

    const winner = await signUpInBrowser(page);
    await completeProfileFor(page);
    const rival = await otherShopper(browser, server);

    // The scheduler opens the product's competition on its own.
    await expect
      .poll(
        async () => (await page.request.get(`/api/products/${product.id}/competition`)).status(),
        {
          timeout: 5_000,
        },
      )
      .toBe(200);

    // The first shopper joins on the social play page: picks the team and pays the $1 entry.
    await page.goto(`/social-play/${product.id}`);
    await page.getByRole('button', { name: 'View More Influencers' }).click();
    for (const name of await namesOf(server, winnersTeam)) {
      await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Join Game' }).click();
    await confirmEntry(page);
    await expectToast(page, 'Game joined');
    const opened = await competitionOf(page, product.id);
    expect(opened.plays.map((play) => play.userId)).toEqual([winner.user.id]);

    await page.goto('/scoreboard');
    const league = page.locator(`[data-testid="open-league"][data-game-id="${opened.id}"]`);
    await visible(league.getByText('Waiting for 1 more participant. (1/2 entries)'));
    expect(await league.getByRole('link', { name: 'Join Game' }).getAttribute('href')).toBe(
      `/social-play/${product.id}`,
    );

    // The second through the API, as the same page would send it.

    await enterGame(rival.context.request, product.id, rivalsTeam);
    const full = await competitionOf(page, product.id);
    expect(full).toMatchObject({ gameStatus: 'waiting', entriesCount: 2 });
    const startTime = Date.parse(full.startTime ?? '');
    expect(Date.parse(full.endTime ?? '') - startTime).toBe(8_000);
    await page.goto(`/game-tracking/${full.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Victoria Beach' }));
    await visible(badge(page).getByText('LIVE'), 15_000);

    // A second into the game a metrics poll brings the winner's influencers 2,000 more likes each
    // (10K for the team) and the rival's 500 each (2.5K); like the poller, it tells the pages.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, startTime + 1_000 - server.clock.now().getTime())),
    );
    const polledAt = server.clock.now();
    await recordSnapshots(server.ctx, polledAt, {
      ...Object.fromEntries(winnersTeam.map((id) => [id, counters(10, 3_000, 10, 10)])),
      ...Object.fromEntries(rivalsTeam.map((id) => [id, counters(10, 1_500, 10, 10)])),
    });
    await server.events.publish({
      topic: liveTopics.metrics,
      id: String(polledAt.getTime()),
      version: polledAt.getTime(),
    });
    expect(await page.getByTestId('game-countdown').textContent()).toMatch(/^0m 0\ds left$/);
    const rows = page.getByTestId('leaderboard-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect
      .poll(() => rows.nth(0).getByTestId('leaderboard-score').textContent())
      .toBe('10Kpts');
    expect(await rows.nth(0).getAttribute('data-me')).toBe('true');
    expect(await rows.nth(0).getByTestId('leaderboard-position').textContent()).toBe(
      'Position: 1 of 2',
    );
    await screenshot(page, 'competition-live-1280');
    await phoneViewport(page);
    await screenshot(page, 'competition-live-390');
    await desktopViewport(page);

    await visible(page.getByText('Competition completed!'), 20_000);
    await visible(badge(page).getByText('COMPLETED'));
    const banner = page.getByTestId('winner-banner');
    await visible(banner.getByText('Congratulations! You Won!'));
    expect(await banner.getByRole('link', { name: 'Claim for $1' }).getAttribute('href')).toBe(
      '/cart',
    );
    await fullPageScreenshot(page, 'competition-completed-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'competition-completed-390');
    await desktopViewport(page);

    // The rival sees who won.
    const rivalPage = await rival.context.newPage();
    await rivalPage.goto(`/game-tracking/${full.id}`);
    const rivalBanner = rivalPage.getByTestId('winner-banner');
    await visible(rivalBanner.getByText(`${winner.username} won this game`));
    await visible(rivalBanner.getByText('Better luck next time!'));
    await rival.context.close();

    // The winner claims the prize in the cart and buys it for $1.
    await banner.getByRole('link', { name: 'Claim for $1' }).click();
    const prize = page.locator('[data-testid="cart-line"][data-prize="true"]');
    await visible(prize);
    await visible(prize.getByText(`Won in game #${full.id}`));
    expect(await prize.getByTestId('cart-line-total').textContent()).toBe('$1.00');
    await fullPageScreenshot(page, 'competition-cart-prize-1280');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const form = page.getByRole('form', { name: 'Checkout' });
    await visible(form);
    expect(await form.getByLabel('ZIP Code').inputValue()).toBe('92651');
    expect(
      await form.getByRole('radio', { name: /VISA •••• 1111/ }).getAttribute('aria-checked'),
    ).toBe('true');
    // $1.00 + free local delivery + $0.08 tax.
    await expect.poll(() => page.getByTestId('summary-subtotal').textContent()).toBe('$1.00');
    expect(await page.getByTestId('summary-total').textContent()).toBe('$1.08');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/order-confirmation\/\d+$/, { timeout: 15_000 });
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    expect(await page.getByTestId('order-total').textContent()).toBe('$1.08');
    await screenshot(page, 'competition-order-confirmation');

    const settled = (await (
      await page.request.get(`/api/games/${full.id}`)
    ).json()) as CompetitionSummary;
    expect(settled).toMatchObject({
      status: 'completed',
      winner: { username: winner.username },
      prizeOutcome: 'claimed',
    });
    expect(await (await page.request.get('/api/cart')).json()).toEqual([]);

    await page.goto('/scoreboard?tab=my-games');
    const mine = page.locator(`[data-testid="my-game"][data-game-id="${full.id}"]`);
    await visible(mine.getByText('You won! Prize bought for $1 (+ $0.08 tax).'));
    await fullPageScreenshot(page, 'competition-my-games-1280');
  });
});

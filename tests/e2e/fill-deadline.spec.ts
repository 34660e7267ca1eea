import { expect } from 'vitest';
import { ManualClock } from '../../src/server/clock';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry, pickFirstFive } from './play-helpers';
import { competitionOf } from './scoreboard-helpers';
import { desktopViewport, phoneViewport } from './storefront-helpers';

/**
 * The shop's clock is moved by hand and the scheduler ticks when the test says: the deadline the
 * pages print is the same on any day the test runs.
 */
const clock = new ManualClock(new Date('2026-12-04T18:00:00.000Z'));

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

describeBrowser('a game that does not fill by its deadline', () => {
  test('the shopper reads the deadline before entering; at the deadline the game is cancelled, the entry refunded and the shopper told', {
    timeout: 90_000,
  }, async ({ page, server }) => {
    const product = await createProduct(server.ctx, {
      brand: 'Crystal Cove',
      model: 'Slow Tide',
      priceCents: 300,
      entryPriceCents: 100,
      maxContestants: 3,
      playEnabled: true,
      quantity: 2,
    });
    await createTestInfluencers(server.ctx, 5);
    await tick(server);
    const deadlineText =
      'Starts when 3 players have joined, or every entry is refunded on Mon, Dec 7, 10:00 AM PST';

    await signUpInBrowser(page);
    await completeProfileFor(page);

    // On the product page, before deciding: how many have joined of how many, and the deadline.
    await desktopViewport(page);
    await page.goto(`/product/${product.id}`);
    await appRunning(page);
    await page.getByRole('tab', { name: 'Social Competition' }).click();
    await visible(page.getByTestId('competition-state').getByText('(0/3 entries)'));
    await visible(page.getByTestId('fill-deadline').getByText(deadlineText));
    await page.getByTestId('fill-deadline').scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-deadline-product-1280');

    // On the play page, beside the Join Game button; the entry is paid.
    await phoneViewport(page);
    await page.goto(`/social-play/${product.id}`);
    await visible(page.getByTestId('fill-deadline').getByText(deadlineText));
    await page.getByTestId('fill-deadline').scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-deadline-play-390');
    await pickFirstFive(page);
    await page.getByRole('button', { name: 'Join Game' }).click();
    await confirmEntry(page);
    await expectToast(page, 'Game joined');
    const game = await competitionOf(page, product.id);
    expect(game).toMatchObject({ entriesCount: 1, fillDeadline: '2026-12-07T18:00:00.000Z' });

    // In the scoreboard's open games.
    await desktopViewport(page);
    await page.goto('/scoreboard');
    const league = page.locator(`[data-testid="open-league"][data-game-id="${game.id}"]`);
    await visible(league.getByText('Waiting for 2 more participants. (1/3 entries)'));
    await visible(league.getByTestId('fill-deadline').getByText(deadlineText));
    await appRunning(page);
    await screenshot(page, 'fill-deadline-scoreboard-1280');

    // The deadline comes with one player of three: the scheduler cancels and refunds.
    clock.set(game.fillDeadline);
    expect((await tick(server)).cancelled).toBe(1);
    await page.goto('/');
    await appRunning(page);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await visible(bell.getByText('Game Cancelled'));
    await visible(
      bell.getByText(
        'The game for Crystal Cove Slow Tide was cancelled: 1 of 3 players joined before its deadline. Your $1 entry has been refunded.',
      ),
    );
    await screenshot(page, 'fill-deadline-cancelled-bell-1280');

    // The entry's invoice says refunded; the next game is open with a deadline of its own.
    const invoices = await (await page.request.get('/api/invoices')).json();
    expect(invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'refunded',
          items: [expect.objectContaining({ description: 'Game entry: Crystal Cove Slow Tide' })],
        }),
      ]),
    );
    await page.goto(`/product/${product.id}`);
    await appRunning(page);
    await page.getByRole('tab', { name: 'Social Competition' }).click();
    await visible(
      page.getByTestId('competition-state').getByText('Game cancelled: every entry was refunded.'),
    );
    // The scheduler's next tick (a second later in a running shop) opens the next game.
    await tick(server);
    await page.reload();
    await appRunning(page);
    await page.getByRole('tab', { name: 'Social Competition' }).click();
    await visible(page.getByTestId('competition-state').getByText('(0/3 entries)'));
    await visible(
      page
        .getByTestId('fill-deadline')
        .getByText(
          'Starts when 3 players have joined, or every entry is refunded on Thu, Dec 10, 10:00 AM PST',
        ),
    );
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { systemClock } from '../../src/server/clock';
import type { AppContext } from '../../src/server/context';
import type { Competition, CompetitionSummary } from '../../src/shared/contracts/competitions';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createTestInfluencers } from '../fixtures/competitions';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import { createProduct } from '../fixtures/factories';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry } from './play-helpers';

if (!testDatabaseUrl) {
  console.log(
    '[tests] competition across server processes skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/**
 * Production's parts only: two server processes started with the game timings shortened by
 * environment variables, each with its own scheduler tick and simulated metrics poller, on one
 * PostgreSQL. Nothing in the test writes metrics or moves the game: the servers do.
 */
const timings = {
  GAME_START_ALIGN_SECONDS: '10',
  GAME_DURATION_SECONDS: '12',
  SCHEDULER_TICK_MS: '250',
  METRICS_POLL_SECONDS: '10',
  PAYMENTS_PROVIDER: 'test',
  METRICS_PROVIDER: 'simulated',
  CLIENT_DIR: 'dist/client',
};

let database: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;
let productId: number;

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  if (!testDatabaseUrl) return;
  database = await createTestDatabase();
  const ctx: AppContext = { db: database.db, clock: systemClock, log: silentLog };
  await createTestInfluencers(ctx, 10);
  const product = await createProduct(ctx, {
    brand: 'Thalia Street',
    model: 'Crescent Bay Polarized',
    priceCents: 200,
    entryPriceCents: 100,
    maxContestants: 2,
    playEnabled: true,
    quantity: 3,
  });
  productId = product.id;
  const url = database.url ?? '';
  [first, second] = await Promise.all([
    startServerProcess(url, timings),
    startServerProcess(url, timings),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
  await database?.destroy();
});

async function shopperOn(browser: Browser, server: ServerProcess) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { user, username } = await signUpInBrowser(page);
  await completeProfileFor(page);
  return { page, user, username };
}

/** Picks five influencers on the social play page and pays the $1 entry with the card on file. */
async function joinThroughThePage(page: Page, skip: number): Promise<void> {
  await page.goto(`/social-play/${productId}`);
  const cards = page.getByTestId('influencer-card');
  await visible(cards.first());
  await page.getByRole('button', { name: 'View More Influencers' }).click();
  await visible(cards.nth(9));
  for (let i = skip; i < skip + 5; i += 1) {
    await cards
      .nth(i)
      .getByRole('button', { name: /^Select / })
      .click();
  }
  await page.getByRole('button', { name: 'Join Game' }).click();
  await confirmEntry(page);
  await expectToast(page, 'Game joined');
  await visible(page.getByRole('heading', { name: "You're in!" }));
}

(testDatabaseUrl ? describeBrowser : describe.skip)(
  'a competition across two server processes',
  () => {
    browserTest(
      'two shoppers on two processes fill a 2-seat game; the servers start, score and settle it, and the winner buys the prize for $1',
      { timeout: 120_000 },
      async ({ browser }) => {
        const ana = await shopperOn(browser, first);
        const ben = await shopperOn(browser, second);

        // Each joins through the play page of a different process.
        await joinThroughThePage(ana.page, 0);
        await expect
          .poll(() => ana.page.getByTestId('play-state').textContent())
          .toBe('Waiting for 1 more participant. (1/2 entries)');
        await joinThroughThePage(ben.page, 5);

        // The second entry fills it: both pages (one hearing it from the other process) say so.
        for (const { page } of [ana, ben]) {
          await expect
            .poll(() => page.getByTestId('play-state').textContent(), { timeout: 5_000 })
            // With 10 s alignment the game may already be live (its countdown) on a slow machine.
            .toMatch(/^Game starting soon!$|\d/);
        }
        const full = (await (
          await ana.page.request.get(`/api/products/${productId}/competition`)
        ).json()) as Competition;
        const start = Date.parse(full.startTime ?? '');
        expect(start % 10_000).toBe(0);
        expect(Date.parse(full.endTime ?? '') - start).toBe(12_000);

        // Both follow the game: it goes LIVE at the aligned start and completes 12 seconds later.
        for (const { page } of [ana, ben]) await page.goto(`/game-tracking/${full.id}`);
        for (const { page } of [ana, ben]) {
          await visible(page.getByTestId('game-status').getByText('LIVE'), 15_000);
        }
        await screenshot(ana.page, 'competition-processes-live-1280');
        for (const { page } of [ana, ben]) {
          await visible(page.getByText('Competition completed!'), 25_000);
        }

        // Settled once, by whichever process's tick got there first: one winner, ranks 1 and 2.
        const settled = (await (
          await ben.page.request.get(`/api/games/${full.id}`)
        ).json()) as CompetitionSummary;
        expect(settled.status).toBe('completed');
        expect(settled.scores.map((score) => score.username).sort()).toEqual(
          [ana.username, ben.username].sort(),
        );
        const winner = settled.winner?.username === ana.username ? ana : ben;
        const loser = winner === ana ? ben : ana;
        expect(settled.winner?.username).toBe(winner.username);

        await visible(loser.page.getByText(`${winner.username} won this game`));
        await visible(loser.page.getByText('Better luck next time!'));
        const banner = winner.page.getByTestId('winner-banner');
        await visible(banner.getByText('Congratulations! You Won!'));
        await screenshot(winner.page, 'competition-processes-won-1280');

        // The winner buys the prize for $1 through the ordinary cart and checkout.
        await banner.getByRole('link', { name: 'Claim for $1' }).click();
        const prize = winner.page.locator('[data-testid="cart-line"][data-prize="true"]');
        await visible(prize);
        expect(await prize.getByTestId('cart-line-total').textContent()).toBe('$1.00');
        await winner.page.getByRole('button', { name: 'Proceed to checkout' }).click();
        await visible(winner.page.getByRole('form', { name: 'Checkout' }));
        await expect
          .poll(() => winner.page.getByTestId('summary-total').textContent())
          .toBe('$1.08');
        await winner.page.getByRole('button', { name: 'Place Order' }).click();
        await winner.page.waitForURL(/\/order-confirmation\/\d+$/, { timeout: 15_000 });
        await visible(winner.page.getByRole('heading', { name: 'Thank you for your order!' }));

        const claimed = (await (
          await loser.page.request.get(`/api/games/${full.id}`)
        ).json()) as CompetitionSummary;
        expect(claimed.prizeOutcome).toBe('claimed');
        // Stock: 3 units, one held for this game's winner and sold to them; the next competition
        // holds another.
        const next = (await (
          await loser.page.request.get(`/api/products/${productId}/competition`)
        ).json()) as Competition;
        expect(next.id).not.toBe(full.id);
        expect(next.gameStatus).toBe('waiting');

        await ana.page.context().close();
        await ben.page.context().close();
      },
    );
  },
);

import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { selectRows, textArray } from '../../src/server/db/sql';
import type { CompetitionSummary } from '../../src/shared/contracts/competitions';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { counters, recordSnapshots } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry } from './play-helpers';
import { phoneViewport } from './storefront-helpers';

/** A shopper in a browser context of their own, with a card on file, at phone size. */
async function shopper(browser: Browser, server: Pick<TestServer, 'url'>) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const { user, username } = await signUpInBrowser(page);
  await completeProfileFor(page, { token: 'cnon:test:visa:4242:ok' });
  return { page, user, username };
}

async function pickFive(page: Page): Promise<void> {
  const cards = page.getByTestId('influencer-card');
  await visible(cards.first());
  const more = page.getByRole('button', { name: 'View More Influencers' });
  if (await more.isVisible()) await more.click();
  for (let i = 0; i < 5; i += 1) {
    await page
      .locator('[data-testid="influencer-card"][data-selected="false"]')
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
  }
}

describeBrowser('the play page never goes stale (issue 21, item 7)', () => {
  browserTest(
    'a game fills, starts and ends while the pages are open: they show each state, the winner and the next game without a reload',
    { timeout: 150_000 },
    async ({ browser }) => {
      // A shop whose games start on the next even 2 seconds and last 30 seconds.
      const live = await startTestServer({
        serveClient: true,
        schedulerTickMs: 200,
        config: { competitionTimings: { alignSeconds: 2, durationSeconds: 30 } },
      });
      try {
        await seedInfluencers(live.ctx, { only: FREE_PLAY_INFLUENCER_IDS.slice(0, 6) });
        const product = await createProduct(live.ctx, {
          brand: 'Stale Free',
          model: 'Model S',
          priceCents: 200,
          entryPriceCents: 100,
          maxContestants: 2,
          playEnabled: true,
          quantity: 5,
        });
        const me = await shopper(browser, live);
        const page = me.page;
        await page.goto(`/social-play/${product.id}`);
        const state = page.getByTestId('play-state');
        await expect
          .poll(() => state.textContent())
          .toBe('Waiting for 2 more participants. (0/2 entries)');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stale Free');
        await visible(page.getByText('Play for this pair of sunglasses'));

        await pickFive(page);
        await page.getByRole('button', { name: 'Join Game' }).click();
        await confirmEntry(page);
        await visible(page.getByRole('heading', { name: "You're in!" }));
        await expect
          .poll(() => state.textContent())
          .toBe('Waiting for 1 more participant. (1/2 entries)');

        // The same shopper follows the game on its tracking page too.
        const tracking = await page.context().newPage();
        const competitionId = (
          (await (await page.request.get(`/api/products/${product.id}/competition`)).json()) as {
            id: number;
          }
        ).id;
        await tracking.goto(`/game-tracking/${competitionId}`);
        await expect.poll(() => tracking.getByTestId('game-status').textContent()).toBe('WAITING');

        // Another shopper takes the last seat through the API: neither page reloads.
        const other = await shopper(browser, live);
        const entry = await other.page.request.post('/api/plays', {
          data: { productId: product.id, influencerIds: FREE_PLAY_INFLUENCER_IDS.slice(1, 6) },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        });
        expect(entry.status()).toBe(201);

        // Full, then live: the countdown in the shop's format.
        await expect
          .poll(() => page.getByTestId('status-badge').textContent(), { timeout: 10_000 })
          .toBe('LIVE');
        await expect.poll(() => state.textContent()).toMatch(/^0m [0-3]\ds$/);
        await visible(page.getByText('Your game is live. Follow your team on the leaderboard.'));
        await expect.poll(() => tracking.getByTestId('game-status').textContent()).toBe('LIVE');

        // A metrics poll moves the scores: the tracking page shows them from the view pushed with
        // the competition's event (issue 16), without re-reading the game.
        const reads: string[] = [];
        tracking.on('request', (request) => {
          if (new URL(request.url()).pathname === `/api/games/${competitionId}`) {
            reads.push(request.url());
          }
        });
        const topScore = tracking.getByTestId('leaderboard-score').first();
        const scoreBefore = await topScore.textContent();
        // A few more likes and a post for each chosen influencer since the start (small, so the
        // scores stay in plain digits on every screen).
        const latest = await selectRows<{
          influencer_id: string;
          posts: number;
          likes: number;
          shares: number;
          comments: number;
        }>(
          live.ctx.db,
          sql`select distinct on (influencer_id) influencer_id, posts::int, likes::int,
                shares::int, comments::int
              from metrics_snapshots
              where influencer_id = any(${textArray(FREE_PLAY_INFLUENCER_IDS.slice(0, 6))})
              order by influencer_id, taken_at desc`,
        );
        await recordSnapshots(
          live.ctx,
          live.clock.now(),
          Object.fromEntries(
            latest.map((row) => [
              row.influencer_id,
              counters(row.posts + 1, row.likes + 40, row.shares, row.comments),
            ]),
          ),
        );
        const poll = live.clock.now().getTime();
        await live.events.publish({ topic: 'metrics', id: String(poll), version: poll });
        await expect.poll(() => topScore.textContent(), { timeout: 10_000 }).not.toBe(scoreBefore);
        expect(reads).toEqual([]);

        // It ends: the play page says who won with what score, where the shopper finished, and
        // offers the next game; nothing says "You're in" any more.
        const result = page.getByTestId('game-result');
        await visible(result, 45_000);
        const game = (await (
          await page.request.get(`/api/games/${competitionId}`)
        ).json()) as CompetitionSummary;
        expect(game.status).toBe('completed');
        const winner = game.scores.find((s) => s.playId === game.winner?.playId);
        const mine = game.scores.find((s) => s.userId === me.user.id);
        if (!winner || !mine) throw new Error('no winner or no entry');
        const iWon = winner.userId === me.user.id;
        expect(await result.getByRole('heading').textContent()).toBe(
          iWon ? 'You won your game!' : 'Your game has ended',
        );
        expect(await result.getByTestId('game-result-winner').textContent()).toBe(
          `${iWon ? 'You' : other.username} won with a team score of ${winner.score} pts.`,
        );
        expect(await result.getByTestId('game-result-mine').textContent()).toBe(
          `Your team: ${mine.score} pts · Position: ${mine.rank} of 2`,
        );
        await visible(result.getByText('The next game is open: pick 5 influencers to join it.'));
        await expect
          .poll(() => state.textContent())
          .toBe('Waiting for 2 more participants. (0/2 entries)');
        expect(await page.getByTestId('entered-card').count()).toBe(0);
        await visible(page.getByRole('heading', { name: 'Choose your team' }));
        await visible(page.getByRole('button', { name: 'Join Game' }));
        await result.scrollIntoViewIfNeeded();
        await screenshot(page, 'play-live-ended-390');

        // The tracking page shows the winner and the winning score, and offers the next game.
        const banner = tracking.getByTestId('winner-banner');
        await visible(banner, 10_000);
        expect(await tracking.getByTestId('game-status').textContent()).toBe('COMPLETED');
        expect(await banner.getByTestId('winner-score').textContent()).toBe(
          `Winning team score: ${winner.score} pts`,
        );
        if (!iWon) {
          expect(
            await banner.getByRole('link', { name: 'Play the next game' }).getAttribute('href'),
          ).toBe(`/social-play/${product.id}`);
        }
        await phoneViewport(tracking);
        await screenshot(tracking, 'play-live-tracking-ended-390');
        await page.context().close();
        await other.page.context().close();
      } finally {
        await live.close();
      }
    },
  );
});

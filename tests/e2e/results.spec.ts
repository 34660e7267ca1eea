import { expect } from 'vitest';
import type { CompetitionSummary, LeaderboardPage } from '../../src/shared/contracts/competitions';
import { liveTopics } from '../../src/shared/contracts/live';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { counters, createTestInfluencers, recordSnapshots } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { screenshot, visible } from './helpers';
import { competitionOf, enterGame, otherShopper } from './scoreboard-helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/**
 * Issue 18: a shortened game (it starts on the next multiple of 2 seconds once full and lasts 10)
 * played to the end; the game page shows its commitment from the start, and the results page's
 * in-browser recomputation agrees with the leaderboard, tie included.
 */
const test = browserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        schedulerTickMs: 200,
        config: { competitionTimings: { alignSeconds: 2, durationSeconds: 10 } },
      });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

describeBrowser('results anyone can check', () => {
  test('a 3-player game plays to the end; the results page recomputes the leaderboard and the commitment', {
    timeout: 90_000,
  }, async ({ page, server, browser }) => {
    const product = await createProduct(server.ctx, {
      brand: 'Proof Point',
      model: 'Ledger Shades',
      priceCents: 300,
      entryPriceCents: 100,
      maxContestants: 3,
      playEnabled: true,
      quantity: 1,
    });
    const ids = await createTestInfluencers(server.ctx, 15);
    const teams = [ids.slice(0, 5), ids.slice(5, 10), ids.slice(10, 15)];
    await recordSnapshots(
      server.ctx,
      new Date(server.clock.now().getTime() - 60_000),
      Object.fromEntries(ids.map((id) => [id, counters(10, 1_000, 10, 10)])),
    );
    await expect
      .poll(async () =>
        (await page.request.get(`/api/products/${product.id}/competition`)).status(),
      )
      .toBe(200);
    const players = [];
    for (const team of teams) {
      const shopper = await otherShopper(browser, server);
      await enterGame(shopper.context.request, product.id, team);
      players.push(shopper);
    }
    const full = await competitionOf(page, product.id);
    const startTime = Date.parse(full.startTime ?? '');

    await page.goto(`/game-tracking/${full.id}`);
    await visible(page.getByTestId('game-status').getByText('LIVE'), 15_000);
    // From the start, the game page shows the commitment the API carries.
    const started = (await (
      await page.request.get(`/api/games/${full.id}`)
    ).json()) as CompetitionSummary;
    expect(started.commitment?.sha256).toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(() => page.getByTestId('game-commitment').textContent())
      .toBe(started.commitment?.sha256);
    expect((await page.request.get(`/api/games/${full.id}/results`)).status()).toBe(409);

    // A second in: team 1 gains 2 posts, 100 likes, 3 comments (124.5, rounded 125); team 2
    // 121 likes and 2 shares (125): a tie, which the earlier entry wins; team 3 30 likes.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, startTime + 1_000 - server.clock.now().getTime())),
    );
    const polledAt = server.clock.now();
    await recordSnapshots(server.ctx, polledAt, {
      [teams[0]?.[0] ?? '']: counters(12, 1_100, 10, 13),
      [teams[1]?.[0] ?? '']: counters(10, 1_121, 12, 10),
      [teams[2]?.[0] ?? '']: counters(10, 1_030, 10, 10),
    });
    await server.events.publish({
      topic: liveTopics.metrics,
      id: String(polledAt.getTime()),
      version: polledAt.getTime(),
    });
    await screenshot(page, 'results-game-commitment-1280');
    await phoneViewport(page);
    await screenshot(page, 'results-game-commitment-390');
    await desktopViewport(page);

    await visible(page.getByText('Competition completed!'), 20_000);
    const board = (await (
      await page.request.get(`/api/games/${full.id}/leaderboard?limit=100`)
    ).json()) as LeaderboardPage;
    expect(board.entries.map((row) => [row.username, row.score, row.rank])).toEqual([
      [players[0]?.username, 125, 1],
      [players[1]?.username, 125, 2],
      [players[2]?.username, 30, 3],
    ]);
    const rows = page.getByTestId('leaderboard-row');
    await expect.poll(() => rows.count()).toBe(3);

    await page.getByRole('link', { name: 'Check the results' }).click();
    await page.waitForURL(`**/game-results/${full.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Proof Point Ledger Shades' }));
    expect(await page.getByTestId('commitment').textContent()).toBe(started.commitment?.sha256);
    expect(await page.title()).toBe('Proof Point Ledger Shades game results | Social Market');
    await visible(page.getByText(/Tied at 125: entries \d+, \d+, ranked in that order\./));
    await page.getByRole('button', { name: 'Check these results' }).click();
    const verdict = page.getByTestId('verification');
    await visible(verdict);
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    await visible(verdict.getByText(/^These results check out/));
    // The recomputation, from the published JSON alone, is the leaderboard.
    expect(await verdict.getByTestId('recomputed-row').allTextContents()).toEqual(
      board.entries.map((row) => `${row.rank}. ${row.username}: ${row.score} pts`),
    );
    expect(await verdict.getByText(/^SHA-256: /).textContent()).toBe(
      `SHA-256: ${started.commitment?.sha256}`,
    );
    // An entry opens to its influencers' counters and snapshots.
    await page.getByTestId('result-row').first().locator('summary').click();
    await visible(
      page.getByRole('table', { name: `The team of entry ${board.entries[0]?.playId}` }),
    );
    await fullPageScreenshot(page, 'results-verified-1280');
    await phoneViewport(page);
    await screenshot(page, 'results-verified-390');
    await fullPageScreenshot(page, 'results-verified-390-full');
    await desktopViewport(page);

    // The server-rendered page (no JavaScript run yet) already carries the hash and the entries.
    const html = await (await page.request.get(`/game-results/${full.id}`)).text();
    expect(html).toContain(started.commitment?.sha256 ?? 'missing');
    expect(html).toContain(players[2]?.username ?? 'missing');
    for (const player of players) await player.context.close();
  });
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { OPEN_LEAGUES_PAGE } from '../../src/client/features/scoreboard/components/active-games-tab';
import { splitActiveGames } from '../../src/client/features/scoreboard/lib/scoreboard';
import { ManualClock } from '../../src/server/clock';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import type { CompetitionSummary } from '../../src/shared/contracts/competitions';
import { browserTest, describeBrowser, showShopTime } from '../fixtures/browser';
import { nextHourAfter, TEST_START } from '../fixtures/clock';
import { counters, createTestInfluencers, recordSnapshots } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import {
  appRunning,
  expectToast,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import { competitionOf, enterGame, otherShopper, signInAs } from './scoreboard-helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/**
 * The shop's clock starts at the tests' fixed instant and is moved by hand (the scheduler runs only
 * when the test ticks it); each page is given the shop's time, so the countdowns on screen read
 * true. Games start at the top of the hour.
 */
const clock = new ManualClock(TEST_START);
const HOUR = 3_600_000;
/** The top of the shop clock's current hour. */
const hourTop = () => Math.floor(clock.now().getTime() / HOUR) * HOUR;

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

let productCounter = 0;
function playable(server: TestServer, maxContestants: number, brand: string): Promise<Product> {
  productCounter += 1;
  return createProduct(server.ctx, {
    brand,
    model: `Game Model ${productCounter}`,
    priceCents: maxContestants * 100,
    entryPriceCents: 100,
    maxContestants,
    playEnabled: true,
    quantity: 3,
  });
}

/** The live game's player: signed in again in each test that needs them. */
const player = { username: '', password: 'correct-horse', gameId: 0, rival: '' };

const card = (page: Page, testId: string, gameId: number) =>
  page.locator(`[data-testid="${testId}"][data-game-id="${gameId}"]`);

describeBrowser('scoreboard', () => {
  test('with no games: the empty state on / and /scoreboard, and a sign-in prompt for My Games', async ({
    page,
  }) => {
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: 'Scoreboard' }));
    await visible(page.getByRole('heading', { name: 'No games right now' }));
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(await page.getByRole('link', { name: /^Coach/ }).getAttribute('href')).toBe('/coach');
    await visible(page.getByRole('link', { name: /^Coach/ }).getByText('LIVE'));
    expect(
      await page.getByRole('link', { name: /Influencer Directory/ }).getAttribute('href'),
    ).toBe('/influencer-directory');
    await screenshot(page, 'scoreboard-empty-1280');

    await page.goto('/scoreboard');
    await visible(page.getByRole('heading', { name: 'No games right now' }));
    await page.getByRole('tab', { name: 'My Games' }).click();
    await waitForPath(page, '/scoreboard?tab=my-games');
    await visible(page.getByRole('heading', { name: 'Sign in to see your games' }));
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/scoreboard?tab=my-games')}`,
    );
    await phoneViewport(page);
    await screenshot(page, 'scoreboard-my-games-visitor-390');
  });

  test('lists open leagues with their waiting line and the next game starting', async ({
    page,
    server,
    browser,
  }) => {
    const league = await playable(server, 3, 'Crystal Cove Shades');
    const next = await playable(server, 2, 'Thalia Street Tees');
    await tick(server);
    const ids = await createTestInfluencers(server.ctx, 5);
    const a = await otherShopper(browser, server);
    const b = await otherShopper(browser, server);
    await enterGame(a.context.request, league.id, ids);
    await enterGame(a.context.request, next.id, ids);
    await enterGame(b.context.request, next.id, ids);
    const leagueGame = await competitionOf(page, league.id);
    const nextGame = await competitionOf(page, next.id);
    expect(nextGame.startTime).toBe(new Date(hourTop() + HOUR).toISOString());

    await showShopTime(page, clock);
    await page.goto('/scoreboard');
    const open = card(page, 'open-league', leagueGame.id);
    await visible(open);
    await visible(page.getByRole('heading', { name: /^Open leagues/ }));
    await visible(open.getByText('Waiting for 2 more participants. (1/3 entries)'));
    await visible(open.getByText('WAITING'));
    expect(await open.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(await open.getByRole('link', { name: 'Join Game' }).getAttribute('href')).toBe(
      `/social-play/${league.id}`,
    );

    await visible(page.getByRole('heading', { name: /^Next Game Starting/ }));
    const starting = card(page, 'next-game', nextGame.id);
    await visible(starting.getByText('Game starting soon!'));
    await visible(starting.getByText('2/2 players ready'));
    expect(await starting.getByTestId('game-start-time').textContent()).toMatch(
      /^Starts (today|.+) at \d{1,2}:00 (AM|PM) P[SD]T$/,
    );
    expect(await starting.getByRole('link', { name: 'View Game' }).getAttribute('href')).toBe(
      `/game-tracking/${nextGame.id}`,
    );
    expect(await page.getByRole('heading', { name: /^Live games/ }).count()).toBe(0);
    await fullPageScreenshot(page, 'scoreboard-waiting-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'scoreboard-waiting-390');

    // The game's own page asks a visitor to join, and tells a shopper who is in that they are.
    await page.goto(`/game-tracking/${leagueGame.id}`);
    expect(
      await (await visible(page.getByRole('link', { name: 'Join Game' }))).getAttribute('href'),
    ).toBe(`/social-play/${league.id}`);
    const entered = await a.context.newPage();
    await entered.goto(`/game-tracking/${leagueGame.id}`);
    await visible(entered.getByTestId('entered').getByText("You're in this game."));
    expect(await entered.getByRole('link', { name: 'See your team' }).getAttribute('href')).toBe(
      `/social-play/${league.id}`,
    );
    expect(await entered.getByRole('link', { name: 'Join Game' }).count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  test('shows a live game with a countdown ticking every second, and the entry under My Games', async ({
    page,
    server,
    browser,
  }) => {
    const product = await playable(server, 2, 'Heisler Park Aviators');
    const ids = await createTestInfluencers(server.ctx, 10);
    const mine = ids.slice(0, 5);
    const theirs = ids.slice(5);
    const start = nextHourAfter(clock.now()).getTime();
    // Entries a second before the top of the hour: the game starts at it.
    clock.set(new Date(start - 1_000));
    await tick(server);
    const me = await signUpInBrowser(page);
    await completeProfileFor(page);
    const rival = await otherShopper(browser, server);
    await enterGame(page, product.id, mine);
    await enterGame(rival.context.request, product.id, theirs);
    await recordSnapshots(
      server.ctx,
      new Date(start - 120_000),
      Object.fromEntries(ids.map((id) => [id, counters(10, 1_000, 10, 10)])),
    );

    // Ten minutes into the hour: this game starts, and so does the previous test's full 'next'
    // game, whose start is the same hour.
    clock.set(new Date(start + 600_000));
    expect((await tick(server)).started).toBeGreaterThanOrEqual(1);
    // Each of my influencers gains 1,500 likes (7.5K for the team), each of theirs 300 (1.5K).
    await recordSnapshots(server.ctx, clock.now(), {
      ...Object.fromEntries(mine.map((id) => [id, counters(10, 2_500, 10, 10)])),
      ...Object.fromEntries(theirs.map((id) => [id, counters(10, 1_300, 10, 10)])),
    });
    const game = await competitionOf(page, product.id);
    expect(game.gameStatus).toBe('active');
    Object.assign(player, { username: me.username, gameId: game.id, rival: rival.username });

    await showShopTime(page, clock);
    await page.goto('/scoreboard?tab=active');
    await visible(page.getByRole('heading', { name: /^Live games/ }));
    const live = card(page, 'live-game', game.id);
    await visible(live.getByText('LIVE', { exact: true }));
    const countdown = live.getByTestId('game-countdown');
    await visible(countdown);
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d+h )?\d+m \d{2}s left$/);
    await expect.poll(() => countdown.textContent(), { timeout: 3_000 }).not.toBe(first);

    const leaders = live.getByTestId('top-player');
    await expect.poll(() => leaders.count()).toBe(2);
    expect(await leaders.nth(0).textContent()).toContain(me.username);
    // 'You' marks the signed-in player's row once the shopper is known (after hydration).
    await expect.poll(() => leaders.nth(0).textContent()).toContain('You');
    expect(await leaders.nth(0).textContent()).toContain('7.5K pts');
    expect(await leaders.nth(1).textContent()).toContain('1.5K pts');
    expect(await live.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(
      `/game-tracking/${game.id}`,
    );
    await fullPageScreenshot(page, 'scoreboard-active-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'scoreboard-active-390');
    await desktopViewport(page);

    await page.getByRole('tab', { name: 'My Games' }).click();
    await waitForPath(page, '/scoreboard?tab=my-games');
    const entry = card(page, 'my-game', game.id);
    await visible(entry);
    expect(await entry.getByTestId('my-position').textContent()).toBe('Position: 1 of 2');
    expect(await entry.getByTestId('my-score').textContent()).toBe('7.5K pts');
    await visible(entry.getByText('LIVE', { exact: true }));
    await fullPageScreenshot(page, 'scoreboard-my-games-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'scoreboard-my-games-390');
    await rival.context.close();
  });

  test('game tracking shows the live leaderboard: You, the position, bars and influencers', async ({
    page,
  }) => {
    await signInAs(page, player.username, player.password);
    await showShopTime(page, clock);
    await page.goto(`/game-tracking/${player.gameId}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Heisler Park Aviators' }));
    await visible(page.getByTestId('game-status').getByText('LIVE'));
    expect(await page.getByTestId('game-countdown').textContent()).toMatch(
      /^(\d+h )?\d+m \d{2}s left$/,
    );
    const rows = page.getByTestId('leaderboard-row');
    await expect.poll(() => rows.count()).toBe(2);
    const [mine, theirs] = [rows.nth(0), rows.nth(1)];
    // The page arrives rendered as any visitor sees it; the shopper's own row is marked once the
    // app has started after the first paint and fetched the game again with their session.
    await expect.poll(() => mine.getAttribute('data-me'), { timeout: 10_000 }).toBe('true');
    expect(await mine.getByTestId('leaderboard-name').textContent()).toBe(player.username);
    await visible(mine.getByText('You', { exact: true }));
    expect(await mine.getByTestId('leaderboard-position').textContent()).toBe('Position: 1 of 2');
    expect(await mine.getByTestId('leaderboard-score').textContent()).toBe('7.5Kpts');
    // 60/20/15% of 7,500.
    await visible(mine.getByText('4.5K likes'));
    await visible(mine.getByText('1.5K comments'));
    await visible(mine.getByText('1.1K shares'));
    expect(await mine.getByRole('listitem').count()).toBe(5);
    expect(await theirs.getByTestId('leaderboard-name').textContent()).toBe(player.rival);
    expect(await theirs.getAttribute('data-me')).toBeNull();
    expect(await theirs.getByTestId('leaderboard-bar').getAttribute('width')).toBe('20%');
    expect(await page.getByTestId('my-position-card').textContent()).toContain('Position: 1 of 2');
    await fullPageScreenshot(page, 'game-tracking-live-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'game-tracking-live-390');
  });

  test('after the game the winner finds the $1 prize in the cart and can donate it', async ({
    page,
    server,
  }) => {
    // The hour is over: the game settles (the full game of the earlier test starts meanwhile).
    clock.set(new Date(hourTop() + HOUR + 1_000));
    // This game completes (with the previous test's, when it started at the same hour).
    expect((await tick(server)).completed).toBeGreaterThanOrEqual(1);
    await signInAs(page, player.username, player.password);
    await showShopTime(page, clock);

    await page.goto('/scoreboard?tab=my-games');
    const entry = card(page, 'my-game', player.gameId);
    await visible(entry.getByText('Competition completed!'));
    await visible(entry.getByText('You won! Buy it for $1 (+ $0.08 tax) or donate it.'));
    expect(await entry.getByRole('link', { name: 'Claim for $1' }).getAttribute('href')).toBe(
      '/cart',
    );
    await visible(entry.getByRole('button', { name: 'Donate' }));
    await screenshot(page, 'scoreboard-my-games-won-1280');

    await page.goto('/cart');
    const prize = page.locator('[data-testid="cart-line"][data-prize="true"]');
    await visible(prize);
    await visible(prize.getByText('Prize', { exact: true }));
    await visible(prize.getByText(`Won in game #${player.gameId}`));
    expect(await prize.getByTestId('cart-line-total').textContent()).toBe('$1.00');
    expect(await prize.getByRole('button', { name: 'Increase quantity' }).count()).toBe(0);
    expect(await prize.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$1.00');
    await fullPageScreenshot(page, 'cart-prize-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'cart-prize-390');
    await desktopViewport(page);

    await prize.getByRole('button', { name: /^Donate/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Donate your prize?' });
    await visible(dialog);
    await screenshot(page, 'cart-prize-donate-dialog');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expectToast(page, 'Prize donated');
    await visible(page.getByRole('heading', { name: 'Your cart is empty' }));

    await page.goto('/scoreboard?tab=my-games');
    await visible(
      card(page, 'my-game', player.gameId).getByText('You won! Prize donated. Thank you.'),
    );
    await page.goto(`/game-tracking/${player.gameId}`);
    await visible(page.getByText('Competition completed!'));
    await visible(page.getByTestId('winner-banner').getByText('Congratulations! You Won!'));
    // Donated once: a second try is refused.
    const again = await page.request.post(`/api/competitions/${player.gameId}/donate`);
    expect(again.status()).toBe(409);
  });

  test('an unknown game shows Game Not Found with a link back to /free-play', async ({ page }) => {
    for (const id of ['999999', 'not-a-game']) {
      await page.goto(`/game-tracking/${id}`);
      await visible(page.getByRole('heading', { name: 'Game Not Found' }));
      expect(await page.getByRole('link', { name: 'Back to Games' }).getAttribute('href')).toBe(
        '/free-play',
      );
    }
    await screenshot(page, 'game-tracking-not-found');
  });

  // Last in the file: the leagues it opens would push the other tests' games down the list.
  test('shows the open leagues nine at a time; Show more reveals the next nine and moves focus to them', async ({
    page,
    server,
  }) => {
    for (let i = 0; i < OPEN_LEAGUES_PAGE + 3; i++) await playable(server, 40, 'Main Beach Shades');
    await tick(server);
    const games = (await (
      await page.request.get('/api/games/active')
    ).json()) as CompetitionSummary[];
    const open = splitActiveGames(games).openLeagues;
    expect(OPEN_LEAGUES_PAGE).toBe(9);
    expect(open.length).toBeGreaterThan(OPEN_LEAGUES_PAGE);

    // The server's page carries the first nine cards, not all of them.
    const html = await (await page.request.get('/')).text();
    expect(html.match(/data-testid="open-league"/g)?.length).toBe(OPEN_LEAGUES_PAGE);

    await page.goto('/');
    await appRunning(page);
    const cards = page.getByTestId('open-league');
    const count = page.getByTestId('open-leagues-count');
    expect(await count.textContent()).toBe(`Showing 9 of ${open.length} open leagues`);
    expect(await cards.count()).toBe(OPEN_LEAGUES_PAGE);
    expect(await cards.first().getAttribute('data-game-id')).toBe(String(open[0]?.id));

    let shown = OPEN_LEAGUES_PAGE;
    while (shown < open.length) {
      await page.getByRole('button', { name: 'Show more' }).click();
      const first = shown;
      shown = Math.min(shown + OPEN_LEAGUES_PAGE, open.length);
      await expect.poll(() => cards.count()).toBe(shown);
      expect(await count.textContent()).toBe(`Showing ${shown} of ${open.length} open leagues`);
      // Focus is on the first card revealed, so the keyboard carries on from there.
      const focused = await page.evaluate(() =>
        document.activeElement
          ?.closest('[data-testid="open-league"]')
          ?.getAttribute('data-game-id'),
      );
      expect(focused).toBe(String(open[first]?.id));
    }
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await phoneViewport(page);
    await fullPageScreenshot(page, 'scoreboard-open-leagues-all-390');
  });
});

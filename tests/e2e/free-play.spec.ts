import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Counters } from '../../src/shared/competition-rules';
import { type FreePlayGame, gameMessages } from '../../src/shared/contracts/games';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { recordSnapshots } from '../fixtures/competitions';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import { startTestServer, type TestServer } from '../fixtures/server';
import { appRunning, expectToast, screenshot, visible, waitForPath } from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/** A free-play game this many seconds long (quarters of 12 s) on the second server. */
const SHORT_GAME_SECONDS = 48;

const test = browserTest.extend<{ server: TestServer; shortServer: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({ serveClient: true });
      await seedInfluencers(server.ctx);
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
  shortServer: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        config: { gameTimings: { freePlaySeconds: SHORT_GAME_SECONDS, roomSeconds: 3600 } },
        // The scheduler finishes games whose clock ran out, as in the real server.
        schedulerTickMs: 500,
      });
      await seedInfluencers(server.ctx);
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

const [sofia = '', chiro = '', third = '', foodwithzen = '', fifth = '', sixth = ''] =
  FREE_PLAY_INFLUENCER_IDS;

const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Your Name' });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create New Game' });
const joinButton = (page: Page) => page.getByRole('button', { name: "Join Friend's Game" });
const card = (page: Page, id: string) =>
  page.locator(`[data-testid="free-play-influencer"][data-influencer-id="${id}"]`);
const player = (page: Page, name: string) =>
  page.locator(`[data-testid="free-play-player"][data-player-name="${name}"]`);
const gameIdOf = (page: Page) => new URL(page.url()).searchParams.get('game') ?? '';

async function newPlayer(browser: Browser, server: TestServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

/** Types a name on /free-play and creates a game; returns its id (kept in the address). */
async function createGame(page: Page, name: string): Promise<string> {
  await page.goto('/free-play');
  // A name typed into the server's markup before the app runs would be lost.
  await appRunning(page);
  await nameInput(page).fill(name);
  await createButton(page).click();
  await page.waitForURL(/\/free-play\?game=[A-Z0-9]{6}$/);
  await visible(page.getByTestId('game-id'));
  return gameIdOf(page);
}

/** Clicks 'Join Friend's Game' and answers the prompt with `typed`. */
async function joinWith(page: Page, typed: string): Promise<void> {
  const prompted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept(typed);
    });
  });
  await joinButton(page).click();
  expect(await prompted).toBe("Enter your friend's Game ID:");
}

async function pick(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    await card(page, id).getByRole('button').click();
    await expect.poll(() => card(page, id).getAttribute('data-selected')).toBe('true');
  }
}

/** The game as this browser's player sees it through the API (same cookies). */
async function apiGame(page: Page, id: string): Promise<FreePlayGame> {
  return (await (await page.request.get(`/api/free-play/games/${id}`)).json()) as FreePlayGame;
}

async function teamSaved(page: Page, id: string, team: string[]): Promise<void> {
  await expect.poll(async () => (await apiGame(page, id)).you?.influencerIds).toEqual(team);
}

describeBrowser('free play (/free-play)', () => {
  test('needs a name, says when a game id is unknown or creating fails', async ({ page }) => {
    await page.goto('/free-play');
    await visible(page.getByRole('heading', { level: 1, name: 'Influencer Fantasy Game' }));
    // A guest: the lobby needs a login, so the way back is the scoreboard (decision 0071).
    expect(await page.getByRole('link', { name: 'Back to Scoreboard' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await createButton(page).isDisabled()).toBe(true);
    expect(await joinButton(page).isDisabled()).toBe(true);
    await nameInput(page).fill('   ');
    expect(await createButton(page).isDisabled()).toBe(true);
    expect(await joinButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'free-play-name-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'free-play-name-390');
    await desktopViewport(page);

    await nameInput(page).fill('Ana');
    expect(await createButton(page).isDisabled()).toBe(false);
    expect(await joinButton(page).isDisabled()).toBe(false);

    // The typed id is upper-cased before it is sent; an unknown one gets the server's message.
    const joinRequest = page.waitForRequest((request) => request.url().includes('/join'));
    await joinWith(page, ' zz9zz9 ');
    expect(new URL((await joinRequest).url()).pathname).toBe('/api/free-play/games/ZZ9ZZ9/join');
    await expectToast(page, 'Error Joining Game', gameMessages.gameNotFound);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'free-play-join-unknown-1280');

    // An answer the screen cannot read: the spec's fallback line.
    await page.route('**/api/free-play/games', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
    );
    await createButton(page).click();
    await expectToast(page, 'Error Creating Game', 'Failed to create game');
    await page.unroute('**/api/free-play/games');
  });

  test("refuses a sixth pick with 'Team Full', resumes after a reload and starts a 24-hour game", async ({
    page,
  }) => {
    const id = await createGame(page, 'Ana');
    await visible(page.getByText('Step 2'));
    await visible(player(page, 'Ana').getByText('Host'));
    await visible(player(page, 'Ana').getByText('You'));
    const start = page.getByRole('button', { name: 'Start 24-Hour Game' });
    expect(await start.isDisabled()).toBe(true);
    expect(await page.getByTestId('team-size-badge').textContent()).toContain('0/5');
    expect(await page.getByTestId('free-play-influencer').count()).toBe(12);
    await visible(card(page, sofia).getByText('followers'));

    await pick(page, [sofia, chiro, third, foodwithzen, fifth]);
    expect(await page.getByTestId('team-size-badge').textContent()).toContain('5/5');
    await card(page, sixth).getByRole('button').click();
    await expectToast(page, 'Team Full', 'You can only select up to 5 influencers.');
    expect(await card(page, sixth).getAttribute('data-selected')).toBe('false');
    await screenshot(page, 'free-play-team-full-1280');

    // Clicking a picked influencer drops it; the picks are saved, so a reload comes back to them.
    await card(page, third).getByRole('button').click();
    await expect.poll(() => card(page, third).getAttribute('data-selected')).toBe('false');
    expect(await page.getByTestId('team-size-badge').textContent()).toContain('4/5');
    await teamSaved(page, id, [sofia, chiro, foodwithzen, fifth]);
    await page.reload();
    await visible(page.getByTestId('game-id'));
    expect(await page.getByTestId('game-id').textContent()).toBe(id);
    expect(
      await page.locator('[data-testid="free-play-influencer"][data-selected="true"]').count(),
    ).toBe(4);
    await phoneViewport(page);
    await fullPageScreenshot(page, 'free-play-setup-390');
    await desktopViewport(page);

    await start.click();
    // The shop's metrics are simulated: the toast says so, never "Instagram metrics".
    await expectToast(
      page,
      'Game Started!',
      'Baselines recorded from the latest simulated metrics. Quarter 1 has begun.',
    );
    await visible(page.getByTestId('quarter-badge'));
    expect(await page.getByTestId('quarter-badge').textContent()).toContain('Q 1/4');
    expect(await page.getByTestId('countdown-badge').textContent()).toMatch(
      /(?:1d 00h|23h) \d\dm \d\ds$/,
    );
    await visible(page.getByRole('heading', { name: 'Live Team Performance' }));
    expect(await page.getByTestId('team-member').count()).toBe(4);
    // The team is locked: no card is a button any more.
    expect(await page.locator('[data-testid="free-play-influencer"] button').count()).toBe(0);
    await visible(card(page, sofia).getByTestId('influencer-gains'));
    await screenshot(page, 'free-play-playing-24h-1280');
    await phoneViewport(page);
    await screenshot(page, 'free-play-playing-24h-390');
  });

  test('two guests play one game: join by id, pick teams, see each other’s points, finish', async ({
    browser,
    shortServer,
  }) => {
    const ana = await newPlayer(browser, shortServer);
    const ben = await newPlayer(browser, shortServer);
    try {
      const id = await createGame(ana, 'Ana');

      await ben.goto('/free-play');
      await appRunning(ben);
      await nameInput(ben).fill('Ben');
      await joinWith(ben, id.toLowerCase());
      await ben.waitForURL(`**/free-play?game=${id}`);
      await visible(ben.getByText('Waiting for the host to start'));
      expect(await ben.getByRole('button', { name: /^Start/ }).count()).toBe(0);
      await visible(player(ben, 'Ana').getByText('Host'));
      await visible(player(ben, 'Ben').getByText('You'));
      // The host's list follows over the live channel, well within the 5 s fallback poll.
      await visible(player(ana, 'Ben'), 3_000);

      await pick(ana, [sofia, chiro, third]);
      await pick(ben, [foodwithzen, fifth]);
      await teamSaved(ana, id, [sofia, chiro, third]);
      await teamSaved(ben, id, [foodwithzen, fifth]);
      // Ana's list shows Ben's picks as he makes them.
      await visible(player(ana, 'Ben').getByText('Team picked (2/5)'), 3_000);
      await screenshot(ana, 'free-play-two-players-host-1280');
      await phoneViewport(ben);
      await fullPageScreenshot(ben, 'free-play-two-players-guest-390');

      // The shortened game names its own length; the standard one is 'Start 24-Hour Game'.
      await ana.getByRole('button', { name: 'Start 48-Second Game' }).click();
      await expectToast(ana, 'Game Started!');
      await visible(ben.getByTestId('quarter-badge'), 3_000);
      expect(await ben.getByTestId('countdown-badge').textContent()).toMatch(
        /^Time left: 0m [0-4]\ds$/,
      );

      // The influencers gain after the start: Ana's three 110 points each, Ben's two 207 each.
      const latest = (await (await ana.request.get('/api/instagram-metrics')).json()) as Array<
        Counters & { username: string }
      >;
      const grown: Record<string, Counters> = {};
      for (const row of latest) {
        if ([sofia, chiro, third].includes(row.username)) {
          grown[row.username] = {
            posts: row.posts + 1,
            likes: row.likes + 100,
            shares: row.shares,
            comments: row.comments,
          };
        }
        if ([foodwithzen, fifth].includes(row.username)) {
          grown[row.username] = {
            posts: row.posts,
            likes: row.likes + 200,
            shares: row.shares + 2,
            comments: row.comments + 2,
          };
        }
      }
      expect(Object.keys(grown)).toHaveLength(5);
      await recordSnapshots(shortServer.ctx, shortServer.clock.now(), grown);

      // Each new quarter re-reads the game: both see both teams' points.
      await visible(ana.getByTestId('quarter-badge').getByText('Q 2/4'), 20_000);
      await expectToast(ana, 'Quarter 2 Started!', 'Fresh simulated metrics loading...');
      await expect
        .poll(() => player(ana, 'Ben').getByTestId('free-play-player-points').textContent(), {
          timeout: 15_000,
        })
        .toContain('414');
      expect(
        await player(ana, 'Ana').getByTestId('free-play-player-points').textContent(),
      ).toContain('330');
      expect(await ana.getByTestId('team-score-badge').textContent()).toContain('330 pts');
      expect(await ana.getByTestId('team-total').textContent()).toBe('330');
      await visible(card(ana, sofia).getByText('1 post', { exact: true }));
      await visible(card(ana, sofia).getByText('100 likes', { exact: true }));
      await expect
        .poll(() => player(ben, 'Ana').getByTestId('free-play-player-points').textContent(), {
          timeout: 15_000,
        })
        .toContain('330');
      expect(
        await player(ben, 'Ben').getByTestId('free-play-player-points').textContent(),
      ).toContain('414');
      await screenshot(ana, 'free-play-live-host-1280');
      await fullPageScreenshot(ben, 'free-play-live-guest-390');

      // The clock runs out: the server records the end, both screens show it.
      for (const page of [ana, ben]) {
        await visible(page.getByRole('heading', { name: 'Game Complete!' }), 60_000);
      }
      expect(await ana.getByTestId('final-points').textContent()).toBe('330');
      await visible(ana.getByText('and finished 2nd of 2'));
      expect(await ana.getByTestId('winner').textContent()).toBe('Winner: Ben');
      await visible(player(ben, 'Ben').getByLabel('First place'));
      expect(await ben.getByTestId('winner').textContent()).toBe('You won!');
      expect(await ana.getByTestId('quarter-badge').count()).toBe(0);
      await screenshot(ana, 'free-play-complete-host-1280');
      await fullPageScreenshot(ben, 'free-play-complete-guest-390');

      // Issue 18: the finished game's published results, recomputed in the browser.
      await ben.getByRole('link', { name: 'Check the results' }).click();
      await waitForPath(ben, `/free-play-results/${id}`);
      await ben.getByRole('button', { name: 'Check these results' }).click();
      const verdict = ben.getByTestId('verification');
      await visible(verdict);
      expect(await verdict.getAttribute('data-ok')).toBe('true');
      expect(await verdict.getByTestId('recomputed-row').allTextContents()).toEqual([
        '1. Ben: 414 pts',
        '2. Ana: 330 pts',
      ]);
      await fullPageScreenshot(ben, 'free-play-results-checked-390');

      // 'Play Again' starts a new game under the same name, with an empty team.
      await ana.getByRole('button', { name: 'Play Again' }).click();
      await ana.waitForURL((url) => {
        const next = url.searchParams.get('game');
        return next !== null && next !== id;
      });
      // Wait for the new game's screen, not the last frame of the old one.
      await expect.poll(() => ana.getByTestId('game-id').textContent()).toBe(gameIdOf(ana));
      await visible(player(ana, 'Ana').getByText('Host'));
      await expect.poll(() => ana.getByTestId('free-play-player').count()).toBe(1);
      expect(await ana.getByTestId('team-size-badge').textContent()).toContain('0/5');
      expect(await ana.getByRole('button', { name: /^Start \d+-\w+ Game$/ }).isDisabled()).toBe(
        true,
      );
    } finally {
      await ana.context().close();
      await ben.context().close();
    }
  }, 150_000);
});

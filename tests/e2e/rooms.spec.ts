import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gameBaselines } from '../../src/server/db/schema/games';
import { topics } from '../../src/server/events';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { counters, recordSnapshots } from '../fixtures/competitions';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import { startTestServer, type TestServer } from '../fixtures/server';
import { expectToast, screenshot, signUpInBrowser, visible, waitForPath } from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/** A room's game lasts 25 s here (ROOM_GAME_SECONDS shortened), the scheduler ticks every 200 ms. */
// Long enough for both players and a spectator to see it live on a busy CI machine.
const ROOM_SECONDS = 60;

const test = browserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        schedulerTickMs: 200,
        config: { gameTimings: { freePlaySeconds: 86_400, roomSeconds: ROOM_SECONDS } },
      });
      await seedInfluencers(server.ctx, { only: FREE_PLAY_INFLUENCER_IDS.slice(0, 10) });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

const HOST_TEAM = FREE_PLAY_INFLUENCER_IDS.slice(0, 5);
const GUEST_TEAM = FREE_PLAY_INFLUENCER_IDS.slice(5, 10);
const ROOM_NAME = 'Main Beach Showdown';

/** A second signed-in player in a browser context of their own. */
async function secondPlayer(browser: Browser, server: TestServer) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { username } = await signUpInBrowser(page);
  return { context, page, username };
}

async function pick(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    await page.locator(`[data-testid="team-pick"][data-influencer-id="${id}"]`).click();
  }
}

function player(page: Page, name: string) {
  return page.locator(`[data-testid="room-player"][data-player-name="${name}"]`);
}

describeBrowser('multiplayer rooms in two browsers', () => {
  test('a visitor is asked to log in; a wrong game id says so', { timeout: 120_000 }, async ({
    page,
  }) => {
    await page.goto('/multiplayer');
    await visible(page.getByRole('heading', { name: 'Login Required' }));
    expect(
      await page.getByRole('link', { name: 'Login / Create Account' }).getAttribute('href'),
    ).toBe('/auth?next=%2Fmultiplayer');
    expect(await page.getByRole('link', { name: 'Back to Scoreboard' }).getAttribute('href')).toBe(
      '/',
    );
    await screenshot(page, 'rooms-login-required-1280');

    await signUpInBrowser(page);
    for (const path of ['/game/nope', '/game/ZZZZZZ', '/game']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Invalid game ID' }));
      expect(await page.getByRole('link', { name: 'Back to Lobby' }).getAttribute('href')).toBe(
        '/multiplayer',
      );
    }
    await phoneViewport(page);
    await screenshot(page, 'rooms-invalid-390');

    // The lobby (and the invalid-ID screen) take a Game ID a friend shared.
    await page.goto('/multiplayer');
    const form = page.getByRole('form', { name: 'Join a game by its ID' });
    await form.getByLabel('Game ID').fill('abc');
    await form.getByRole('button', { name: 'Join' }).click();
    await visible(form.getByText('A Game ID is 6 letters or digits, like K7Q2MX.'));
    await form.getByLabel('Game ID').fill('zzzzzz');
    expect(await form.getByLabel('Game ID').inputValue()).toBe('ZZZZZZ');
    await form.getByRole('button', { name: 'Join' }).click();
    await expectToast(
      page,
      'Error Joining Game',
      'Game not found. Check the Game ID and try again.',
    );
    await screenshot(page, 'rooms-join-by-id-390');
    // (Joining a real room by its ID ends the next test: its lobby must start empty.)
  });

  test('the host creates a room, a friend joins, both pick teams, the host starts, both follow it live and it finishes with a WINNER', {
    timeout: 240_000,
  }, async ({ page: host, server, browser }) => {
    const { username: hostName } = await signUpInBrowser(host);
    const guest = await secondPlayer(browser, server);
    // What the live channel pushes to the host's tab (events name a topic; the page re-fetches).
    const pushed: string[] = [];
    host.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => pushed.push(String(frame.payload))),
    );

    // The lobby starts empty.
    await host.goto('/multiplayer');
    await visible(host.getByText('No active games found'));
    await host.getByRole('tab', { name: 'Completed (0)' }).click();
    await visible(host.getByText('No completed games yet'));
    await host.getByRole('tab', { name: 'Active Games (0)' }).click();

    // Create Game: the dialog's button waits for a name.
    await host.getByRole('button', { name: 'Create Game' }).click();
    const dialog = host.getByRole('dialog', { name: 'Create Game' });
    const create = dialog.getByRole('button', { name: 'Create Game' });
    await visible(create);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Game name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Game name').fill(ROOM_NAME);
    await dialog.getByLabel('Max players').selectOption('4');
    await dialog.getByLabel('Prize (optional)').fill('Coffee at the Greeter');
    expect(await create.isDisabled()).toBe(false);
    await screenshot(host, 'rooms-create-dialog-1280');
    await phoneViewport(host);
    await screenshot(host, 'rooms-create-dialog-390');
    await desktopViewport(host);
    await create.click();
    await expectToast(host, 'Game Created!');
    await host.waitForURL(/\/game\/[A-Z0-9]{6}\?host=true$/, { timeout: 10_000 });
    const gameId = new URL(host.url()).pathname.split('/').pop() ?? '';
    expect(await host.getByTestId('room-game-id').textContent()).toBe(gameId);
    await visible(host.getByRole('heading', { level: 1, name: ROOM_NAME }));
    expect(await host.getByTestId('room-status').textContent()).toBe('WAITING');

    // The friend finds it in the lobby and joins.
    await guest.page.goto('/multiplayer');
    const card = guest.page.locator(`[data-testid="room-card"][data-room-id="${gameId}"]`);
    await visible(card.getByText(ROOM_NAME));
    await visible(card.getByText('WAITING'));
    expect(await card.getByTestId('room-players-count').textContent()).toBe('1/4');
    await visible(card.getByText('Coffee at the Greeter'));
    await visible(card.getByText(hostName).first());
    await visible(guest.page.getByRole('tab', { name: 'Active Games (1)' }));
    await fullPageScreenshot(guest.page, 'rooms-lobby-active-1280');
    await phoneViewport(guest.page);
    await fullPageScreenshot(guest.page, 'rooms-lobby-active-390');
    await desktopViewport(guest.page);
    await card.getByRole('button', { name: 'Join Game' }).click();
    await expectToast(guest.page, 'Joining Game', `Connecting to ${ROOM_NAME}...`);
    await waitForPath(guest.page, `/game/${gameId}`);

    // The host sees the friend arrive, not ready: Start stays disabled.
    const start = host.getByRole('button', { name: 'Start Game' });
    await visible(player(host, guest.username).getByText('Not Ready'), 10_000);
    await visible(host.getByText('All players must be ready before starting'));
    expect(await start.isDisabled()).toBe(true);

    // The host's team: none is refused, a sixth pick is refused, five are confirmed.
    expect(await host.getByTestId('team-counter').textContent()).toBe('0/5');
    await host.getByRole('button', { name: 'Confirm Team Selection' }).click();
    await expectToast(host, 'Select Team', 'Please select exactly 5 influencers');
    await pick(host, HOST_TEAM);
    expect(await host.getByTestId('team-counter').textContent()).toBe('5/5');
    await pick(host, GUEST_TEAM.slice(0, 1));
    await expectToast(host, 'Team Full', 'You can only select up to 5 influencers');
    expect(await host.getByTestId('team-counter').textContent()).toBe('5/5');
    await fullPageScreenshot(host, 'rooms-room-picker-1280');
    await host.getByRole('button', { name: 'Confirm Team Selection' }).click();
    await expectToast(host, 'Team Selected!', "You're ready to compete!");
    await visible(player(host, hostName).getByText('Ready', { exact: true }));
    // Still one player not ready.
    expect(await start.isDisabled()).toBe(true);

    // The friend's team; then the host may start.
    // Rooms take exactly 5, as paid games do: three picks are not a team yet.
    await pick(guest.page, GUEST_TEAM.slice(0, 3));
    expect(await guest.page.getByTestId('team-counter').textContent()).toBe('3/5');
    await guest.page.getByRole('button', { name: 'Confirm Team Selection' }).click();
    await expectToast(guest.page, 'Select Team', 'Please select exactly 5 influencers');
    await pick(guest.page, GUEST_TEAM.slice(3));
    expect(await guest.page.getByTestId('team-counter').textContent()).toBe('5/5');
    await guest.page.getByRole('button', { name: 'Confirm Team Selection' }).click();
    await expectToast(guest.page, 'Team Selected!', "You're ready to compete!");
    await visible(guest.page.getByRole('heading', { name: 'Your Team' }));
    expect(await guest.page.getByRole('button', { name: 'Start Game' }).count()).toBe(0);
    await visible(player(host, guest.username).getByText('Ready', { exact: true }), 10_000);
    await expect.poll(() => start.isDisabled(), { timeout: 10_000 }).toBe(false);
    await fullPageScreenshot(host, 'rooms-room-waiting-1280');
    await phoneViewport(host);
    await fullPageScreenshot(host, 'rooms-room-waiting-390');
    await desktopViewport(host);

    // The friend's join and team reached the host over the live channel.
    expect(pushed.some((frame) => frame.includes(`"topic":"room:${gameId}"`))).toBe(true);

    // The spectator signs up before the clock starts, so the live game is still on when they look.
    const spectator = await secondPlayer(browser, server);
    await start.click();
    await expectToast(host, 'Game Started!', 'The competition has begun!');
    expect(await host.getByTestId('room-status').textContent()).toBe('LIVE');
    await expectToast(guest.page, 'Game Started!', 'The competition has begun!');

    // A moment into the game the host's five gain 1,000 likes each (5K), the friend's five 100 (500).
    const baselines = await server.ctx.db
      .select()
      .from(gameBaselines)
      .where(eq(gameBaselines.gameId, gameId));
    expect(baselines.map((row) => row.influencerId).sort()).toEqual(
      [...HOST_TEAM, ...GUEST_TEAM].sort(),
    );
    await recordSnapshots(
      server.ctx,
      server.clock.now(),
      Object.fromEntries(
        baselines.map((row) => [
          row.influencerId,
          counters(
            row.posts,
            row.likes + (HOST_TEAM.includes(row.influencerId) ? 1_000 : 100),
            row.shares,
            row.comments,
          ),
        ]),
      ),
    );

    // As the metrics poller does after storing snapshots: screens on the live channel re-fetch.
    const at = server.clock.now().getTime();
    await server.ctx.events?.publish({ topic: topics.metrics, id: String(at), version: at });

    for (const page of [host, guest.page]) {
      await visible(page.getByRole('heading', { name: 'Live Leaderboard' }), 10_000);
      const rows = page.getByTestId('leaderboard-row');
      await expect
        .poll(() => rows.nth(0).getByTestId('leaderboard-score').textContent(), { timeout: 10_000 })
        .toBe('5Kpts');
      expect(await rows.nth(0).getAttribute('data-player-name')).toBe(hostName);
      expect(await rows.nth(0).getByTestId('leader-crown').count()).toBe(1);
      expect(await rows.nth(1).getByTestId('leaderboard-score').textContent()).toBe('500pts');
      expect(await page.getByTestId('room-time-left').textContent()).toMatch(
        /^(0m [0-5]\d|1m 00)s$/,
      );
    }
    await fullPageScreenshot(host, 'rooms-room-playing-1280');
    await phoneViewport(guest.page);
    await fullPageScreenshot(guest.page, 'rooms-room-playing-390');
    await desktopViewport(guest.page);

    // The lobby shows it LIVE, with points, and offers to spectate to others.
    await spectator.page.goto('/multiplayer');
    const liveCard = spectator.page.locator(`[data-testid="room-card"][data-room-id="${gameId}"]`);
    await visible(liveCard.getByText('LIVE'));
    await visible(liveCard.getByText('5K pts'));
    await liveCard.getByRole('link', { name: 'Spectate Game' }).click();
    await waitForPath(spectator.page, `/game/${gameId}`);
    await visible(spectator.page.getByTestId('spectating'));
    await visible(spectator.page.getByRole('heading', { name: 'Live Leaderboard' }));
    await spectator.context.close();

    // The clock runs out: final results with the WINNER, in the room and in the lobby.
    for (const page of [host, guest.page]) {
      await visible(
        page.getByRole('heading', { name: 'Final Results' }),
        (ROOM_SECONDS + 10) * 1000,
      );
      expect(await page.getByTestId('room-status').textContent()).toBe('FINISHED');
      await visible(page.getByTestId('room-winner'));
    }
    await visible(host.getByTestId('room-winner').getByText('You won this game!'));
    await visible(guest.page.getByTestId('room-winner').getByText(`${hostName} won this game`));
    await fullPageScreenshot(guest.page, 'rooms-room-finished-1280');
    await phoneViewport(host);
    await fullPageScreenshot(host, 'rooms-room-finished-390');
    await desktopViewport(host);

    // Issue 18: the finished room's results, published and recomputed in the browser.
    const board = (await (await host.request.get(`/api/game-rooms/${gameId}`)).json()) as {
      players: { name: string; score: number; rank: number }[];
    };
    await host.getByTestId('room-winner').getByRole('link', { name: 'Check the results' }).click();
    await waitForPath(host, `/room-results/${gameId}`);
    await visible(host.getByTestId('commitment'));
    await host.getByRole('button', { name: 'Check these results' }).click();
    const verdict = host.getByTestId('verification');
    await visible(verdict);
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    expect(await verdict.getByTestId('recomputed-row').allTextContents()).toEqual(
      [...board.players]
        .sort((a, b) => a.rank - b.rank)
        .map((player) => `${player.rank}. ${player.name}: ${player.score} pts`),
    );
    await fullPageScreenshot(host, 'rooms-results-checked-1280');
    await phoneViewport(host);
    await fullPageScreenshot(host, 'rooms-results-checked-390');
    await desktopViewport(host);

    await guest.page.goto('/multiplayer');
    await visible(guest.page.getByText('No active games found'));
    await guest.page.getByRole('tab', { name: 'Completed (1)' }).click();
    const finished = guest.page.locator(
      `[data-testid="completed-room-card"][data-room-id="${gameId}"]`,
    );
    await visible(finished.getByText('FINISHED'));
    const results = finished.getByTestId('result-row');
    expect(await results.count()).toBe(2);
    expect(await results.nth(0).getAttribute('data-winner')).toBe('true');
    await visible(results.nth(0).getByText('WINNER'));
    await visible(results.nth(0).getByText(hostName));
    await visible(results.nth(1).getByText(guest.username));
    expect(await results.nth(1).getByText('WINNER').count()).toBe(0);
    await fullPageScreenshot(guest.page, 'rooms-lobby-completed-1280');
    await phoneViewport(guest.page);
    await fullPageScreenshot(guest.page, 'rooms-lobby-completed-390');

    // A rematch: the host opens a new room and the friend joins it by the Game ID alone.
    const rematch = await host.request.post('/api/game-rooms', {
      data: { name: 'Thalia Street Rematch' },
    });
    const rematchId = ((await rematch.json()) as { id: string }).id;
    const form = guest.page.getByRole('form', { name: 'Join a game by its ID' });
    await form.getByLabel('Game ID').fill(rematchId.toLowerCase());
    await form.getByRole('button', { name: 'Join' }).click();
    await expectToast(guest.page, 'Joining Game', 'Connecting to Thalia Street Rematch...');
    await waitForPath(guest.page, `/game/${rematchId}`);
    await visible(guest.page.getByRole('heading', { level: 1, name: 'Thalia Street Rematch' }));

    await guest.context.close();
  });
});

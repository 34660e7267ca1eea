import { expect } from 'vitest';
import { ManualClock } from '../../src/server/clock';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { startTestServer, type TestServer } from '../fixtures/server';
import { ADMIN_PIN, enterAdmin } from './admin-helpers';
import { expectToast, screenshot, visible } from './helpers';

/**
 * Issue 37, item 6: the admin's PIN step-up warns before it lapses. The shop's clock and the
 * browser's are moved by hand, together: the banner counts down what the server says is left.
 */
const start = new Date('2026-12-05T17:00:00.000Z');
const clock = new ManualClock(start);

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

const MINUTE = 60_000;

describeBrowser("the admin's PIN step-up", () => {
  test('warns two minutes before it lapses, extends with the PIN, and says when it has lapsed', {
    timeout: 90_000,
  }, async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: start });
    await enterAdmin(page, server);
    const warning = page.getByTestId('pin-expiry-warning');
    const later = async (ms: number) => {
      clock.advance(ms);
      await page.clock.fastForward(ms);
    };

    // 27 minutes in: nothing to say yet.
    await later(27 * MINUTE);
    await visible(page.getByRole('heading', { name: 'Admin Panel' }));
    expect(await warning.count()).toBe(0);

    // 28 and a half: the server's 30 minutes have about 90 seconds left (the browser's clock also
    // ran while the admin signed in).
    await later(90_000);
    await visible(warning);
    expect(await warning.textContent()).toMatch(
      /^Your admin session ends in 1:[23]\d\. Enter your PIN again to keep working without losing your changes\.Re-enter PIN$/,
    );
    await screenshot(page, 'admin-pin-expiry-warning');

    // Re-entering the PIN gives another 30 minutes from now: the banner goes.
    await warning.getByRole('button', { name: 'Re-enter PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Authentication' });
    await visible(
      dialog.getByText('Enter your admin PIN to keep the admin panel open for another 30 minutes.'),
    );
    await dialog.getByLabel('Admin PIN').fill(ADMIN_PIN);
    await dialog.getByRole('button', { name: 'Verify PIN' }).click();
    await expectToast(page, 'Access granted', 'Welcome to the admin panel.');
    await dialog.waitFor({ state: 'detached' });
    expect(await warning.count()).toBe(0);
    const session = await page.request.get('/api/admin/session');
    expect(await session.json()).toMatchObject({ elevated: true, remainingSeconds: 30 * 60 });

    // Past the new end, unattended: the gate opens over the screen and says the session ended.
    await later(30 * MINUTE + 1000);
    await visible(
      dialog.getByText('Your admin session has expired. Please verify your admin PIN to continue.'),
    );
    expect(await warning.count()).toBe(0);
    await screenshot(page, 'admin-pin-expired');
    await dialog.getByLabel('Admin PIN').fill(ADMIN_PIN);
    await dialog.getByRole('button', { name: 'Verify PIN' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByRole('heading', { name: 'Admin Panel' }));
  });
});

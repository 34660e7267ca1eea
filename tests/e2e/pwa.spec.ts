import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  createAuction,
  DEFAULT_AUCTION_TIMINGS,
} from '../../src/server/modules/auctions/auctions.service';
import { findPushSubscriptionsOfUser } from '../../src/server/modules/messaging/messaging.repository';
import { generateVapidKeys } from '../../src/server/modules/messaging/push-sender';
import { browserTest as baseBrowserTest, describeBrowser } from '../fixtures/browser';
import { chromiumPath } from '../fixtures/browser-path';
import { createProduct } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, signUpInBrowser, visible } from './helpers';

/**
 * The stand-in push service's host (push.example resolves nowhere) is allowed by name, as an
 * operator allows a private push service with PUSH_ALLOWED_HOSTS; nothing else is.
 */
const browserTest = baseBrowserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        config: { pushEndpoints: { allowedHosts: ['push.example'] } },
      });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

/** axe-core's WCAG 2.1 A and AA rules, as the accessibility walk runs them: the violations' ids. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => violation.id);
}

/** A context where the service worker runs (the other specs block it). */
async function pwaContext(
  browser: import('playwright-core').Browser,
  baseURL: string,
  viewport = { width: 390, height: 844 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'allow' });
  return { context, page: await context.newPage() };
}

/** Waits until the service worker controls the page (it claims its clients when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Headless Chromium has no push service to subscribe at: a stand-in subscription, checked to be
 * asked with the shop's key, as the browser would hand it over.
 */
async function stubPushManager(context: BrowserContext, device = 'device'): Promise<void> {
  await context.addInitScript((device) => {
    let current: PushSubscription | null = null;
    // A push service gives each new subscription a new endpoint: device-1, device-2, ...
    let made = 0;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      if (key.length !== 65 || key[0] !== 4) throw new Error('not a P-256 key');
      made++;
      const json = {
        endpoint: `https://push.example/send/${device}-${made}`,
        expirationTime: null,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  }, device);
}

describeBrowser('installable app', () => {
  browserTest(
    'serves a manifest Chromium accepts and is installable',
    async ({ browser, server }) => {
      const { context, page } = await pwaContext(browser, server.url, { width: 1280, height: 900 });
      try {
        const manifest = await page.request.get('/manifest.webmanifest');
        expect(manifest.status()).toBe(200);
        expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
        const body = await manifest.json();
        expect(body).toMatchObject({
          name: 'Social Market',
          display: 'standalone',
          start_url: '/?source=installed',
          theme_color: '#0f3a50',
        });
        const sizes = (body.icons as { sizes: string; purpose: string }[]).map(
          (icon) => `${icon.sizes} ${icon.purpose}`,
        );
        expect(sizes).toEqual(
          expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
        );
        for (const icon of body.icons as { src: string }[]) {
          const image = await page.request.get(icon.src);
          expect(image.status(), icon.src).toBe(200);
          expect(image.headers()['content-type']).toBe('image/png');
        }
      } finally {
        await context.close();
      }
      // Chromium never offers to install from an incognito-like context: a profile on disk.
      const profile = mkdtempSync(path.join(tmpdir(), 'sm-pwa-'));
      const installed = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
        baseURL: server.url,
        serviceWorkers: 'allow',
      });
      try {
        const installPage = installed.pages()[0] ?? (await installed.newPage());
        await installPage.goto('/home');
        await controlled(installPage);
        const cdp = await installed.newCDPSession(installPage);
        const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
        expect(errors).toEqual([]);
        const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installability.installabilityErrors).toEqual([]);
      } finally {
        await installed.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  );

  browserTest(
    'shows the offline page (or the page as last seen) without a network, and never caches the API',
    async ({ browser, server }) => {
      const { context, page } = await pwaContext(browser, server.url);
      try {
        await page.goto('/home');
        await controlled(page);
        // A visit with the worker in control fills the caches.
        await page.reload();
        await visible(page.getByRole('navigation').first());

        await context.setOffline(true);
        await page.goto('/tutorial');
        await visible(page.getByRole('heading', { name: "You're offline" }));
        await visible(page.getByRole('link', { name: 'Try again' }));
        await page.screenshot({ path: 'tests/e2e/screenshots/offline-phone.png' });
        expect(await axeViolations(page)).toEqual([]);
        // The one link is a comfortable tap target.
        const link = await page.getByRole('link', { name: 'Try again' }).boundingBox();
        expect(link?.height).toBeGreaterThanOrEqual(44);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: 'tests/e2e/screenshots/offline.png' });
        expect(await axeViolations(page)).toEqual([]);

        // The page seen before comes from the cache.
        await page.goto('/home');
        expect(await page.title()).not.toContain('offline');

        const cached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
          }
          return urls;
        });
        expect(cached).toContain('/offline.html');
        expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
        expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
        await context.setOffline(false);
      } finally {
        await context.close();
      }
    },
  );

  browserTest('shows a push as a notification that opens its page', async ({ browser, server }) => {
    const { context, page } = await pwaContext(browser, server.url);
    try {
      await context.grantPermissions(['notifications'], { origin: server.url });
      await page.goto('/home');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      const registrationId = await new Promise<string>((resolve) => {
        cdp.on(
          'ServiceWorker.workerRegistrationUpdated',
          (event: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
            const live = event.registrations.find((registration) => !registration.isDeleted);
            if (live) resolve(live.registrationId);
          },
        );
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(server.url).origin,
        registrationId,
        data: JSON.stringify({
          title: 'Game Started!',
          body: 'The game for Oakley Game Shades has started. Follow your team live!',
          url: '/scoreboard?tab=active',
        }),
      });
      const shown = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        for (let i = 0; i < 50; i++) {
          const [notification] = await registration.getNotifications();
          if (notification) {
            return { title: notification.title, body: notification.body, data: notification.data };
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return null;
      });
      expect(shown).toEqual({
        title: 'Game Started!',
        body: 'The game for Oakley Game Shades has started. Follow your team live!',
        data: { url: '/scoreboard?tab=active' },
      });
    } finally {
      await context.close();
    }
  });

  browserTest(
    'the profile turns push on for this device: permission, subscription, saved by the shop',
    async ({ browser, server }) => {
      const { context, page } = await pwaContext(browser, server.url);
      try {
        const { user } = await signUpInBrowser(page);
        const vapid = generateVapidKeys();
        await context.route('**/api/push/public-key', (route) =>
          route.fulfill({ json: { publicKey: vapid.publicKey } }),
        );
        await stubPushManager(context);
        await context.grantPermissions(['notifications'], { origin: server.url });
        await page.goto('/home');
        await controlled(page);
        await page.goto('/profile');
        const state = page.getByTestId('push-device-state');
        await visible(state);
        expect(await state.innerText()).toBe('Push notifications are off for this device.');
        await page.getByRole('button', { name: 'Turn on for this device' }).click();
        await expect
          .poll(() => state.innerText())
          .toBe('Push notifications are on for this device.');
        const saved = await findPushSubscriptionsOfUser(server.ctx.db, user.id);
        expect(saved.map((row) => row.endpoint)).toEqual(['https://push.example/send/device-1']);
        await page.screenshot({ path: 'tests/e2e/screenshots/profile-push-on-phone.png' });

        await page.getByRole('button', { name: 'Turn off on this device' }).click();
        await expect
          .poll(() => state.innerText())
          .toBe('Push notifications are off for this device.');
        expect(await findPushSubscriptionsOfUser(server.ctx.db, user.id)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'after a first bid, push is offered once; Turn on asks the browser and subscribes',
    async ({ browser, server }) => {
      const { context, page } = await pwaContext(browser, server.url);
      try {
        const { user } = await signUpInBrowser(page);
        await completeProfileFor(page);
        const product = await createProduct(server.ctx, { quantity: 2, model: 'Push Aviator' });
        await createAuction(server.ctx, DEFAULT_AUCTION_TIMINGS, user.id, {
          productId: product.id,
          startPrice: 10,
          endsAt: new Date(server.ctx.clock.now().getTime() + 3600_000).toISOString(),
        });
        const vapid = generateVapidKeys();
        await context.route('**/api/push/public-key', (route) =>
          route.fulfill({ json: { publicKey: vapid.publicKey } }),
        );
        await stubPushManager(context);
        await page.goto(`/product/${product.id}`);
        await controlled(page);
        await page.reload();
        await appRunning(page);
        // Nothing is offered on arrival.
        expect(await page.getByText("Know when you're outbid?").count()).toBe(0);

        const placeBid = async (maxBid: string) => {
          const section = page.getByTestId('product-auction');
          await section.getByLabel('Your maximum bid').fill(maxBid);
          await section.getByRole('button', { name: 'Place bid' }).click();
          await page
            .getByTestId('bid-confirm')
            .getByRole('button', { name: 'Confirm bid' })
            .click();
        };
        await placeBid('12');
        const offer = page.locator('[data-sonner-toast]', { hasText: "Know when you're outbid?" });
        await visible(offer);
        await page.screenshot({
          path: 'tests/e2e/screenshots/push-offer-phone.png',
          animations: 'disabled',
        });
        await context.grantPermissions(['notifications'], { origin: server.url });
        await offer.getByRole('button', { name: 'Turn on' }).click();
        await visible(page.getByText('Notifications are on for this device'));
        await expect
          .poll(async () => (await findPushSubscriptionsOfUser(server.ctx.db, user.id)).length)
          .toBe(1);
      } finally {
        await context.close();
      }
    },
  );
  browserTest(
    'a device another account registered is not taken: the browser subscribes afresh and saves that',
    async ({ browser, server }) => {
      // Another account registered this browser's first endpoint (someone signed in here before).
      const before = await pwaContext(browser, server.url);
      const { context, page } = await pwaContext(browser, server.url);
      try {
        const { user: previous } = await signUpInBrowser(before.page);
        const earlier = await before.page.request.post('/api/push/subscriptions', {
          data: {
            endpoint: 'https://push.example/send/shared-1',
            keys: {
              p256dh:
                'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          },
        });
        expect(earlier.status()).toBe(201);

        const { user } = await signUpInBrowser(page);
        const vapid = generateVapidKeys();
        await context.route('**/api/push/public-key', (route) =>
          route.fulfill({ json: { publicKey: vapid.publicKey } }),
        );
        const answers: number[] = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/api/push/subscriptions')) answers.push(response.status());
        });
        await stubPushManager(context, 'shared');
        await context.grantPermissions(['notifications'], { origin: server.url });
        await page.goto('/home');
        await controlled(page);
        await page.goto('/profile');
        const state = page.getByTestId('push-device-state');
        await visible(state);
        await page.getByRole('button', { name: 'Turn on for this device' }).click();
        await expect
          .poll(() => state.innerText())
          .toBe('Push notifications are on for this device.');
        // The shop refused the taken endpoint (409), the browser unsubscribed it and saved a new one.
        expect(answers).toEqual([409, 201]);
        const mine = await findPushSubscriptionsOfUser(server.ctx.db, user.id);
        expect(mine.map((row) => row.endpoint)).toEqual(['https://push.example/send/shared-2']);
        const theirs = await findPushSubscriptionsOfUser(server.ctx.db, previous.id);
        expect(theirs.map((row) => row.endpoint)).toEqual(['https://push.example/send/shared-1']);
        await page.screenshot({ path: 'tests/e2e/screenshots/profile-push-taken-device.png' });
      } finally {
        await Promise.all([context.close(), before.context.close()]);
      }
    },
  );
});

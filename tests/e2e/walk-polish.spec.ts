import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import {
  createAuction,
  DEFAULT_AUCTION_TIMINGS,
} from '../../src/server/modules/auctions/auctions.service';
import { maskName } from '../../src/shared/auction-rules';
import type { Product } from '../../src/shared/contracts/catalog';
import type { GameRoom } from '../../src/shared/contracts/games';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { apiProduct, enterAdmin, pngFile } from './admin-helpers';
import { completeProfileFor } from './commerce-helpers';
import {
  appRunning,
  expectToast,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import { otherShopper } from './scoreboard-helpers';
import { fullPageScreenshot } from './storefront-helpers';

/**
 * Issue 37 item 10, second part: rooms kept private, a bid history that agrees with its summary,
 * free play for a guest, an honest coach log, whole profile tabs, placeholders that read as
 * placeholders, Apple Pay only where it works, and the coffee form's picture and discount. Each is
 * walked on a 390 px phone as a shopper (or the admin) would.
 */

async function phoneContext(browser: Browser, server: TestServer): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
}

/** Every part of `locator`'s text lies inside its own box and the 390 px screen: nothing cut. */
async function textFullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return (
      text.width > 0 &&
      text.left >= box.left - 0.5 &&
      text.right <= box.right + 0.5 &&
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      element.scrollWidth <= element.clientWidth + 1
    );
  });
}

describeBrowser('issue 37: the second part of the smaller fixes', () => {
  browserTest(
    'a private room is not listed in the lobby; its Game ID still brings a friend in',
    { timeout: 90_000 },
    async ({ browser, server }) => {
      const host = await phoneContext(browser, server);
      const friend = await phoneContext(browser, server);
      try {
        const hostPage = await host.newPage();
        await signUpInBrowser(hostPage);
        const listed = await hostPage.request.post('/api/game-rooms', {
          data: { name: 'Main Beach Open' },
        });
        expect(listed.status()).toBe(201);

        // The host makes a private room through the Create Game dialog.
        await hostPage.goto('/multiplayer');
        await appRunning(hostPage);
        await hostPage.getByRole('button', { name: 'Create Game' }).click();
        const dialog = hostPage.getByRole('form', { name: 'Create Game' });
        await dialog.getByLabel('Game name').fill('Secret Cove Cup');
        const who = dialog.getByRole('group', { name: 'Who can join' });
        expect(await who.getByRole('radio', { name: /Public/ }).isChecked()).toBe(true);
        await who.getByRole('radio', { name: /Private/ }).check();
        await screenshot(hostPage, 'walk-polish-room-private-choice-390');
        await dialog.getByRole('button', { name: 'Create Game' }).click();
        await expectToast(hostPage, 'Game Created!');
        await hostPage.waitForURL(/\/game\/[A-Z0-9]{6}\?host=true$/);
        const roomId = (await hostPage.getByTestId('room-game-id').textContent()) ?? '';
        expect(roomId).toMatch(/^[A-Z0-9]{6}$/);
        expect(await hostPage.getByTestId('room-visibility').textContent()).toBe(
          'Private room: not listed in the lobby. Friends join with its Game ID.',
        );
        await screenshot(hostPage, 'walk-polish-room-private-390');

        // A friend's lobby lists the public room only: neither the private name nor its ID.
        const page = await friend.newPage();
        await signUpInBrowser(page);
        await page.goto('/multiplayer');
        await visible(page.getByText('Main Beach Open'));
        expect(await page.getByText('Secret Cove Cup').count()).toBe(0);
        expect(await page.getByText(roomId).count()).toBe(0);
        const rooms = (await (await page.request.get('/api/game-rooms')).json()) as GameRoom[];
        expect(rooms.map((room) => room.id)).not.toContain(roomId);
        await fullPageScreenshot(page, 'walk-polish-lobby-public-only-390');

        // The Game ID the host shared opens it.
        const form = page.getByRole('form', { name: 'Join a game by its ID' });
        await form.getByLabel('Game ID').fill(roomId);
        await form.getByRole('button', { name: 'Join' }).click();
        await expectToast(page, 'Joining Game', 'Connecting to Secret Cove Cup...');
        await waitForPath(page, `/game/${roomId}`);
        await visible(page.getByRole('heading', { level: 1, name: 'Secret Cove Cup' }));
      } finally {
        await host.close();
        await friend.close();
      }
    },
  );

  browserTest(
    'the bid history lists every bid the summary counts, each by its own bidder',
    { timeout: 90_000 },
    async ({ browser, server }) => {
      const [ana, ben] = [await otherShopper(browser, server), await otherShopper(browser, server)];
      try {
        const lot = await createProduct(server.ctx, {
          brand: 'Heisler Park',
          model: 'Cove Tote',
          quantity: 2,
        });
        const auction = await createAuction(server.ctx, DEFAULT_AUCTION_TIMINGS, ana.user.id, {
          productId: lot.id,
          startPrice: 10,
          endsAt: new Date(server.ctx.clock.now().getTime() + 3_600_000).toISOString(),
        });
        // Ana's maximum $20 leads; Ben's $15 is outbid at once by her proxy ($16).
        for (const [shopper, maxBid] of [
          [ana, 20],
          [ben, 15],
        ] as const) {
          const placed = await shopper.context.request.post(`/api/auctions/${auction.id}/bids`, {
            data: { maxBid },
            headers: { 'Idempotency-Key': newIdempotencyKey() },
          });
          expect(placed.status(), await placed.text()).toBe(201);
        }

        const page = await ben.context.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/product/${lot.id}`);
        const section = page.getByTestId('product-auction');
        // Ben's own view (his standing, his name in full), not the visitor's page the server drew.
        await visible(section.getByTestId('auction-standing').getByText("You've been outbid"));
        expect(await section.getByTestId('auction-bid-count').textContent()).toBe(
          '2 bids from 2 bidders',
        );
        const rows = section.getByTestId('auction-bids').getByRole('listitem');
        expect(await rows.count()).toBe(2);
        // Newest first: Ben's own bid under his name, then Ana's, masked.
        const newest = (await rows.nth(0).innerText()).split('\n');
        expect(newest).toEqual([
          ben.username,
          'Outbid at once by a higher maximum',
          expect.any(String),
          '$16.00',
        ]);
        const first = (await rows.nth(1).innerText()).split('\n');
        expect(first).toEqual([
          maskName(ana.username),
          'Took or kept the lead',
          expect.any(String),
          '$10.00',
        ]);
        const history = (await section.getByTestId('auction-bids').textContent()) ?? '';
        expect(history).not.toContain(ana.username);
        expect(history).not.toContain('$20.00');
        await section
          .getByTestId('auction-bids')
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await screenshot(page, 'walk-polish-bid-history-390');
      } finally {
        await ana.context.close();
        await ben.context.close();
      }
    },
  );

  browserTest(
    "free play's back link takes a guest somewhere they can use; each game says why its rules differ",
    async ({ browser, server }) => {
      const context = await phoneContext(browser, server);
      try {
        const page = await context.newPage();
        await page.goto('/free-play');
        await appRunning(page);
        const back = page.getByRole('link', { name: 'Back to Scoreboard' });
        await visible(back);
        expect(await page.getByRole('link', { name: 'Back to Lobby' }).count()).toBe(0);
        const why = page.getByTestId('rules-why');
        await visible(why.getByRole('heading', { name: 'Why these rules?' }));
        expect(await why.textContent()).toContain('a free practice against the 24-hour clock');
        expect(await why.textContent()).toContain("by the $1 game's rules");
        await why.evaluate((element) => element.scrollIntoView());
        await screenshot(page, 'walk-polish-free-play-why-390');
        await back.click();
        await waitForPath(page, '/');
        await appRunning(page);
        expect(await page.getByRole('heading', { name: 'Login Required' }).count()).toBe(0);

        // Signed in, the back link is the lobby's, and the lobby says why rooms take exactly 5.
        await signUpInBrowser(page);
        await page.goto('/free-play');
        await page.getByRole('link', { name: 'Back to Lobby' }).click();
        await waitForPath(page, '/multiplayer');
        const lobbyWhy = page.getByTestId('rules-why');
        await visible(lobbyWhy.getByRole('heading', { name: 'Why exactly 5?' }));
        expect(await lobbyWhy.textContent()).toContain(
          "A room is a game against your friends by the $1 game's rules",
        );
        expect(await lobbyWhy.getByRole('link', { name: 'Free Play' }).getAttribute('href')).toBe(
          '/free-play',
        );
        await screenshot(page, 'walk-polish-lobby-why-390');
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'every profile tab reads in full on a phone, and each opens',
    async ({ browser, server }) => {
      const context = await phoneContext(browser, server);
      try {
        const page = await context.newPage();
        await signUpInBrowser(page);
        await page.goto('/profile');
        const tabs = page.getByRole('tablist').first().getByRole('tab');
        await visible(tabs);
        const names = await tabs.allInnerTexts();
        expect(names).toEqual(['Personal', 'Payment', 'Orders', 'My bids', 'Limits']);
        for (let index = 0; index < names.length; index += 1) {
          expect(await textFullyShown(tabs.nth(index)), names[index]).toBe(true);
        }
        await screenshot(page, 'walk-polish-profile-tabs-390');
        for (const name of names) {
          const tab = tabs.filter({ hasText: name });
          await tab.click();
          // The tab's state changes on React's next render, not within the click.
          await expect
            .poll(() => tab.getAttribute('aria-selected'), { message: name })
            .toBe('true');
        }
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'placeholders read as examples: "e.g." and italic in a muted colour, unlike a typed value',
    async ({ browser, server }) => {
      const context = await phoneContext(browser, server);
      try {
        const page = await context.newPage();
        await signUpInBrowser(page);

        /** Each field's placeholder, and how it and a typed value are drawn. */
        const looks = (scope: Locator) =>
          scope.locator('input[placeholder], textarea[placeholder]').evaluateAll((fields) =>
            fields.map((field) => {
              const placeholder = getComputedStyle(field, '::placeholder');
              const value = getComputedStyle(field);
              return {
                text: field.getAttribute('placeholder') ?? '',
                placeholder: {
                  color: placeholder.color,
                  style: placeholder.fontStyle,
                  transform: placeholder.textTransform,
                },
                value: { color: value.color, style: value.fontStyle },
              };
            }),
          );
        const expectPlaceholders = async (scope: Locator, examples: number) => {
          const fields = await looks(scope);
          expect(fields.length).toBe(examples);
          for (const field of fields) {
            expect(field.text).toMatch(/^e\.g\. /);
            expect(field.placeholder.style).toBe('italic');
            // Shown as written: an upper-cased field does not turn 'e.g.' into 'E.G.'.
            expect(field.placeholder.transform).toBe('none');
            expect(field.value.style).toBe('normal');
            expect(field.placeholder.color).not.toBe(field.value.color);
          }
        };

        // The address a shopper types: six examples, none of them a value.
        await page.goto('/profile');
        const personal = page.getByRole('form', { name: 'Personal information' });
        await visible(personal);
        await expectPlaceholders(personal, 6);
        await personal.getByLabel('City').evaluate((element) => element.scrollIntoView());
        await screenshot(page, 'walk-polish-placeholders-personal-390');
        // A typed value is drawn upright in the text colour, not the placeholder's.
        const city = personal.getByLabel('City');
        await city.fill('Laguna Beach');
        const cityField = (await looks(personal)).find(
          (field) => field.text === 'e.g. Laguna Beach',
        );
        const typed = await city.evaluate((element) => {
          const style = getComputedStyle(element);
          return { color: style.color, style: style.fontStyle };
        });
        expect(typed.style).toBe('normal');
        expect(typed.color).not.toBe(cityField?.placeholder.color);

        // The card form's number, security code and ZIP.
        await page.goto('/profile?tab=payment');
        await page.getByRole('button', { name: 'Add Card' }).click();
        const card = page.getByRole('form', { name: 'Card details' });
        await visible(card);
        const cardFields = await looks(card);
        expect(cardFields.map((field) => field.text)).toEqual([
          'e.g. 1234 1234 1234 1234',
          'MM/YY',
          'e.g. 123',
          'e.g. 92651',
        ]);
        for (const field of cardFields) expect(field.placeholder.style).toBe('italic');
        await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await screenshot(page, 'walk-polish-placeholders-card-390');

        // The lobby's Game ID.
        await page.goto('/multiplayer');
        const join = page.getByRole('form', { name: 'Join a game by its ID' });
        await visible(join);
        await expectPlaceholders(join, 1);
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'Apple Pay is not offered where this browser cannot pay with it',
    async ({ browser, server }) => {
      const context = await phoneContext(browser, server);
      try {
        const page = await context.newPage();
        await signUpInBrowser(page);
        await completeProfileFor(page);
        const item = await createProduct(server.ctx, { model: 'Sunset Wayfarer' });
        await page.goto(`/checkout?productId=${item.id}`);
        const form = page.getByRole('form', { name: 'Checkout' });
        await visible(form.getByRole('radio', { name: /Cash on delivery/ }));
        // Wait until the device check has answered (the config call), then look.
        await page.waitForLoadState('networkidle');
        const choices = form.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio');
        expect(await choices.count()).toBe(2);
        expect(await form.getByRole('radio', { name: /VISA •••• 1111/ }).count()).toBe(1);
        expect(await form.getByRole('radio', { name: /Cash on delivery/ }).count()).toBe(1);
        expect(await page.getByText('Apple Pay').count()).toBe(0);
        await form
          .getByRole('radiogroup', { name: 'Payment method' })
          .evaluate((element) => element.scrollIntoView());
        await screenshot(page, 'walk-polish-checkout-no-apple-pay-390');

        await page.goto('/profile?tab=payment');
        await visible(page.getByText('•••• 1111'));
        await page.waitForLoadState('networkidle');
        expect(await page.getByText('Apple Pay').count()).toBe(0);
        await fullPageScreenshot(page, 'walk-polish-profile-no-apple-pay-390');
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'the coffee form picks a picture file like the others, and shows the share discount as a field',
    { timeout: 90_000 },
    async ({ browser, server }) => {
      const context = await phoneContext(browser, server);
      try {
        const page = await context.newPage();
        await enterAdmin(page, server);
        const description = 'DISCOUNT:10% off with code LAGUNA10;;A smooth, low-acid cold brew.';
        const coffee = await createProduct(server.ctx, {
          productType: 'coffee',
          brand: 'Laguna Roasters',
          model: 'Overnight Brew',
          size: '340g',
          weightGrams: 340,
          sku: 'LR-OB',
          imageUrl: '/assets/default-product.png',
          description,
        });

        await page.goto(`/admin/coffee/${coffee.id}`);
        const form = page.getByRole('form', { name: 'Coffee and tea form' });
        await visible(form);
        expect(await form.getByLabel('Description').inputValue()).toBe(
          'A smooth, low-acid cold brew.',
        );
        expect(await form.getByLabel('Share discount (optional)').inputValue()).toBe(
          '10% off with code LAGUNA10',
        );
        // Nowhere on the form, typed or printed, the encoding.
        const values = await form
          .locator('input, textarea')
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        expect(values.some((value) => value.includes('DISCOUNT:') || value.includes(';;'))).toBe(
          false,
        );
        expect(await form.innerText()).not.toContain('DISCOUNT:');

        // The same picker as the other forms.
        const picker = form.getByLabel('Product Image');
        expect(await picker.getAttribute('type')).toBe('file');
        expect(await picker.getAttribute('accept')).toBe('image/*');
        await picker.setInputFiles(await pngFile('beans.png', '#6b3e26'));
        await visible(form.getByAltText('Preview of beans.png'));
        await fullPageScreenshot(page, 'walk-polish-coffee-form-390');
        await form.getByRole('button', { name: 'Update Product' }).click();
        await expectToast(page, 'Product Updated');
        await waitForPath(page, '/admin');
        const saved = await apiProduct(page, coffee.id);
        expect(saved.imageUrl).not.toBe('/assets/default-product.png');
        expect(saved.imageUrl).toMatch(/^\/images\//);
        // Saved with the picture, the description's parts unchanged.
        expect(saved).toMatchObject<Partial<Product>>({ description, sku: 'LR-OB', weight: 0.34 });

        // A new one from a file alone: no address needed.
        await page.goto('/admin/coffee/new');
        const add = page.getByRole('form', { name: 'Coffee and tea form' });
        await visible(add);
        await add.getByLabel('Brand').fill('Laguna Roasters');
        await add.getByLabel('Name/Blend').fill('Crescent Bay Blend');
        await add.getByLabel('Weight (KG)').fill('0.34');
        await add.getByLabel('Price ($)').fill('19.5');
        await add.getByLabel('SKU').fill('LR-CB');
        await add.getByLabel('Quantity').fill('12');
        await add.getByLabel('Description').fill('Chocolate and citrus.');
        await add.getByLabel('Share discount (optional)').fill('10% off with code LAGUNA10');
        await add.getByLabel('Product Image').setInputFiles(await pngFile('blend.png'));
        await add.getByRole('button', { name: 'Create Product' }).click();
        await expectToast(page, 'Product Created');
        await waitForPath(page, '/admin');
        const all = (await (await page.request.get('/api/products')).json()) as Product[];
        expect(all.find((product) => product.model === 'Crescent Bay Blend')).toMatchObject({
          productType: 'coffee',
          description: 'DISCOUNT:10% off with code LAGUNA10;;Chocolate and citrus.',
          imageUrl: expect.stringMatching(/^\/images\//),
        });
      } finally {
        await context.close();
      }
    },
  );
});

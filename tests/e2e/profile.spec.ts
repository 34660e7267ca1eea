import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CartItem } from '../../src/shared/contracts/cart';
import { type Profile, profileMessages } from '../../src/shared/contracts/profile';
import { toCents, toDollars } from '../../src/shared/money';
import { LOCAL_DELIVERY, orderTotals } from '../../src/shared/pricing';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor, fillPersonalForm } from './commerce-helpers';
import {
  expectToast,
  framePainted,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

const INCOMPLETE_TEXT =
  'Complete your profile to play or purchase products. We need your payment method, shipping address, email, name, and phone number.';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '9495550100',
  address: { line1: '123 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
};

async function fetchProfile(page: Page): Promise<Profile> {
  const response = await page.request.get('/api/user/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as Profile;
}

/** Whether the avatar menu's 'My Profile' item carries the incomplete-profile dot. */
async function profileDotShown(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const item = page.getByRole('menuitem', { name: /My Profile/ });
  await visible(item);
  const shown = (await item.getByText('(profile incomplete)').count()) > 0;
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'hidden' });
  return shown;
}

async function fillCard(page: Page, card: { number: string; expiry?: string; cvc?: string }) {
  const form = page.getByRole('form', { name: 'Card details' });
  await visible(form);
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry (MM/YY)').fill(card.expiry ?? '12/30');
  await form.getByLabel('CVC').fill(card.cvc ?? '123');
  await form.getByLabel('ZIP code').fill('92651');
  return form;
}

/** Puts one product in the cart and checks out through the API; answers the order id. */
async function placeOrder(
  page: Page,
  server: TestServer,
  options: {
    paymentMethod: 'square' | 'cod';
    priceCents: number;
    model: string;
    quantity?: number;
  },
): Promise<number> {
  const product = await createProduct(server.ctx, {
    priceCents: options.priceCents,
    model: options.model,
  });
  const added = await page.request.post('/api/cart', {
    data: { productId: product.id, quantity: options.quantity ?? 1 },
  });
  expect(added.status()).toBeLessThan(300);
  const cart = (await (await page.request.get('/api/cart')).json()) as CartItem[];
  const shipping = LOCAL_DELIVERY.costCents;
  const totals = orderTotals(
    cart.map((item) => ({ unitPriceCents: toCents(item.price), quantity: item.quantity })),
    shipping,
  );
  const response = await page.request.post('/api/checkout', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      paymentMethod: options.paymentMethod,
      items: cart.map((item) => ({
        id: item.id,
        productId: item.productId,
        quantity: item.quantity,
        price: item.price,
        type: item.type,
      })),
      shipping: { method: LOCAL_DELIVERY.method, cost: toDollars(shipping) },
      summary: {
        subtotal: toDollars(totals.subtotalCents),
        shipping: toDollars(totals.shippingCents),
        tax: toDollars(totals.taxCents),
        total: toDollars(totals.totalCents),
      },
      customerInfo: contact,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: number }).orderId;
}

const squareConfig = {
  provider: 'square',
  applicationId: 'sandbox-sq0idb-test',
  locationId: 'LTEST',
  environment: 'sandbox',
};

/**
 * A stand-in for Square's Web Payments SDK: attaches a field and tokenises to Square's sandbox
 * token (which the test provider accepts as VISA 1111); the first tokenize is refused.
 */
const fakeSquareSdk = `
  let attempts = 0;
  window.Square = {
    payments: () => ({
      card: async () => ({
        attach: async (element) => {
          element.innerHTML = '<input aria-label="Square card field" style="width:100%;height:44px;border:1px solid #cbd5e1;border-radius:12px;padding:0 12px">';
        },
        tokenize: async () => {
          attempts += 1;
          if (attempts === 1) return { status: 'Invalid', errors: [{ message: 'Card number is not valid.' }] };
          return {
            status: 'OK',
            token: 'cnon:card-nonce-ok',
            details: { card: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 } },
          };
        },
        destroy: async () => true,
      }),
    }),
  };
`;

describeBrowser('profile', () => {
  browserTest('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/profile?tab=payment');
    await waitForPath(page, `/auth?next=${encodeURIComponent('/profile?tab=payment')}`);
  });

  browserTest(
    'a new shopper fills in the profile, adds the test card and becomes complete',
    async ({ page }) => {
      await signUpInBrowser(page);
      await page.goto('/profile');
      await visible(page.getByRole('heading', { name: 'My Profile' }));
      await visible(page.getByText('Incomplete', { exact: true }));
      await visible(page.getByText(INCOMPLETE_TEXT));
      expect(await page.getByTestId('profile-needs').innerText()).toBe(
        'To enter a game, we need a card on file, your name, your email, your phone number and a delivery address in ZIP 92651.\nTo buy, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
      );
      expect(
        await page
          .getByRole('progressbar', { name: 'Profile completeness' })
          .getAttribute('aria-valuenow'),
      ).toBe('60');
      expect(await profileDotShown(page)).toBe(true);

      const form = page.getByRole('form', { name: 'Personal information' });
      expect(await form.getByLabel('Country').inputValue()).toBe('USA');
      await screenshot(page, 'profile-personal-incomplete');

      // An empty form shows every section-5 message, and nothing is sent.
      await form.getByLabel('Country').fill('');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      for (const message of [
        profileMessages.name,
        profileMessages.email,
        profileMessages.phone,
        profileMessages.line1,
        profileMessages.city,
        profileMessages.state,
        profileMessages.postalCode,
        profileMessages.country,
      ]) {
        await visible(form.getByText(message, { exact: true }));
      }
      await fullPageScreenshot(page, 'profile-personal-errors');
      expect((await fetchProfile(page)).name).toBeNull();

      await fillPersonalForm(form, contact);
      await form.getByLabel('Country').fill('USA');
      await form.getByRole('switch', { name: 'Newsletter' }).click();
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      const saved = await fetchProfile(page);
      expect(saved).toMatchObject({
        ...contact,
        address: { ...contact.address, country: 'USA' },
        paymentMethod: null,
        preferences: { receiveNotifications: true, newsletterSubscription: true },
      });
      // Still no card: still incomplete, and the banner says what for, in the rule's words.
      await visible(page.getByText('Incomplete', { exact: true }));
      await expect
        .poll(() => page.getByTestId('profile-needs').innerText())
        .toBe('To enter a game, we need a card on file.');

      await page.getByRole('tab', { name: 'Payment' }).click();
      await waitForPath(page, '/profile?tab=payment');
      await visible(page.getByText('No payment method on file yet.', { exact: false }));
      await page.getByRole('button', { name: 'Add Card' }).click();
      const cardForm = await fillCard(page, { number: '4111 1111 1111 1111' });
      await visible(cardForm.getByText('Visa', { exact: true }));
      await screenshot(page, 'profile-payment-card-form');
      await cardForm.getByRole('button', { name: 'Save Card' }).click();
      await expectToast(
        page,
        'Payment Method Added',
        'Your VISA card ending in 1111 has been added.',
      );

      await visible(page.getByText('Complete', { exact: true }));
      expect(await page.getByText('Incomplete', { exact: true }).count()).toBe(0);
      expect(await page.getByText(INCOMPLETE_TEXT).count()).toBe(0);
      expect(
        await page
          .getByRole('progressbar', { name: 'Profile completeness' })
          .getAttribute('aria-valuenow'),
      ).toBe('100');
      await visible(page.getByText('•••• 1111'));
      await visible(page.getByText('Expires 12/2030'));
      expect(await page.getByRole('form', { name: 'Card details' }).count()).toBe(0);
      expect((await fetchProfile(page)).paymentMethod).toMatchObject({
        cardBrand: 'VISA',
        lastFourDigits: '1111',
        expMonth: 12,
        expYear: 2030,
      });
      await expect.poll(() => profileDotShown(page), { timeout: 10_000 }).toBe(false);
      await screenshot(page, 'profile-payment-saved');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'profile-payment-saved-phone');

      // The card form toggles to Update with Cancel.
      await desktopViewport(page);
      await page.getByRole('button', { name: 'Update Card' }).click();
      await visible(page.getByRole('form', { name: 'Card details' }));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('form', { name: 'Card details' }).waitFor({ state: 'detached' });

      // A reload keeps the tab (it is in the URL) and the saved details.
      await page.reload();
      await visible(page.getByText('•••• 1111'));
      await page.getByRole('tab', { name: 'Personal' }).click();
      await waitForPath(page, '/profile');
      expect(await page.getByLabel('Full Name').inputValue()).toBe(contact.name);
      await phoneViewport(page);
      await fullPageScreenshot(page, 'profile-personal-complete-phone');
    },
  );

  browserTest(
    'a declined card and an invalid number save nothing; Apple Pay is not offered where it cannot work',
    async ({ page }) => {
      await signUpInBrowser(page);
      const patches: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/api/user/profile')) {
          patches.push(request.url());
        }
      });
      await page.goto('/profile?tab=payment');
      await page.getByRole('button', { name: 'Add Card' }).click();

      // Luhn-invalid: refused in the form, nothing sent.
      let cardForm = await fillCard(page, { number: '4111 1111 1111 1112' });
      await cardForm.getByRole('button', { name: 'Save Card' }).click();
      await visible(cardForm.getByText('Please enter a valid card number', { exact: true }));
      // Past expiry and a short CVC are refused too.
      await cardForm.getByLabel('Expiry (MM/YY)').fill('01/20');
      await cardForm.getByLabel('CVC').fill('12');
      await visible(cardForm.getByText('This card has expired', { exact: true }));
      await visible(cardForm.getByText('Enter the 3-digit security code', { exact: true }));
      await screenshot(page, 'profile-payment-invalid-card');
      expect(patches).toHaveLength(0);

      // The test provider declines 4000 0000 0000 0002 with its message; no card is saved.
      cardForm = await fillCard(page, { number: '4000 0000 0000 0002' });
      await cardForm.getByRole('button', { name: 'Save Card' }).click();
      await expectToast(page, 'Payment Error', 'Card declined. Please use a different card.');
      expect(patches).toHaveLength(1);
      expect((await fetchProfile(page)).paymentMethod).toBeNull();
      await visible(page.getByText('No payment method on file yet.', { exact: false }));
      // The form stays open so another card can be tried.
      await visible(page.getByRole('form', { name: 'Card details' }));
      await screenshot(page, 'profile-payment-declined');

      // The test provider has no Apple Pay: it is not offered (decision 0071).
      expect(await page.getByRole('button', { name: 'Apple Pay' }).count()).toBe(0);
      expect(await page.getByText('Apple Pay').count()).toBe(0);
      expect(patches).toHaveLength(1);
      await phoneViewport(page);
      await fullPageScreenshot(page, 'profile-payment-declined-phone');
    },
  );

  browserTest(
    'the payment form cannot be set up: Payment Setup Failed, refresh',
    async ({ page }) => {
      await signUpInBrowser(page);
      await page.route('**/api/square/config', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      );
      await page.goto('/profile?tab=payment');
      await page.getByRole('button', { name: 'Add Card' }).click();
      await expectToast(page, 'Payment Setup Failed');
      await visible(page.getByRole('button', { name: 'Refresh' }));
      expect(await page.getByRole('form', { name: 'Card details' }).count()).toBe(0);
      await screenshot(page, 'profile-payment-setup-failed');
    },
  );

  browserTest(
    'with Square, the SDK card field saves a card; a blocked script fails setup',
    async ({ browser, server }) => {
      // Square's script comes from its CDN, which the test server's CSP (test provider) leaves out.
      const context = await browser.newContext({ baseURL: server.url, bypassCSP: true });
      const page = await context.newPage();
      try {
        await signUpInBrowser(page);
        await page.route('**/api/square/config', (route) => route.fulfill({ json: squareConfig }));
        let scriptRequests = 0;
        await page.route('https://sandbox.web.squarecdn.com/v1/square.js', (route) => {
          scriptRequests += 1;
          return scriptRequests === 1
            ? route.abort('connectionrefused')
            : route.fulfill({ contentType: 'text/javascript', body: fakeSquareSdk });
        });

        await page.goto('/profile?tab=payment');
        await page.getByRole('button', { name: 'Add Card' }).click();
        await expectToast(page, 'Payment Setup Failed');
        await visible(page.getByRole('button', { name: 'Refresh' }));

        await page.reload();
        await page.getByRole('button', { name: 'Add Card' }).click();
        await visible(page.getByLabel('Square card field'));
        const form = page.getByRole('form', { name: 'Card details' });
        const save = form.getByRole('button', { name: 'Save Card' });
        expect(await save.isEnabled()).toBe(true);
        await save.click();
        await expectToast(page, 'Card Validation Failed', 'Card number is not valid.');
        expect((await fetchProfile(page)).paymentMethod).toBeNull();

        await save.click();
        await expectToast(
          page,
          'Payment Method Added',
          'Your VISA card ending in 1111 has been added.',
        );
        await visible(page.getByText('•••• 1111'));
        expect(scriptRequests).toBe(2);
        // Apple Pay needs ApplePaySession, which Chromium does not have: it is not offered.
        expect(await page.getByRole('button', { name: 'Apple Pay' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'a profile save the server fails shows Error and keeps what was typed',
    async ({ page }) => {
      await signUpInBrowser(page);
      let failedPatches = 0;
      await page.route('**/api/user/profile', (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        failedPatches += 1;
        return route.fulfill({
          status: 500,
          json: { message: 'Something went wrong on our side. Please try again.' },
        });
      });
      await page.goto('/profile');
      const form = page.getByRole('form', { name: 'Personal information' });
      await visible(form);
      await fillPersonalForm(form, contact);
      await form.getByRole('button', { name: 'Save Changes' }).click();

      await expectToast(page, 'Error', 'Could not update your profile. Please try again.');
      expect(failedPatches).toBe(1);
      expect(await page.locator('[data-sonner-toast]').getByText('Profile updated').count()).toBe(
        0,
      );
      // Nothing was saved, and the form still holds the shopper's typing to try again.
      expect((await fetchProfile(page)).name).toBeNull();
      expect(await form.getByLabel('Full Name').inputValue()).toBe(contact.name);
      await visible(page.getByText('Incomplete', { exact: true }));
      await screenshot(page, 'profile-save-failed');

      await page.unroute('**/api/user/profile');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      expect((await fetchProfile(page)).name).toBe(contact.name);
    },
  );

  browserTest(
    'Save Card stays disabled while Square’s card field is still starting',
    async ({ browser, server }) => {
      // The submit is disabled until the form is ready (shopper.md section 4), so the form never
      // reaches its 'Payment Form Not Ready' guard; this checks the disabled state a shopper sees.
      const context = await browser.newContext({ baseURL: server.url, bypassCSP: true });
      const page = await context.newPage();
      try {
        await signUpInBrowser(page);
        await page.route('**/api/square/config', (route) => route.fulfill({ json: squareConfig }));
        await page.route('https://sandbox.web.squarecdn.com/v1/square.js', (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            // A card field that never finishes attaching.
            body: `window.Square = { payments: () => ({ card: async () => ({
              attach: () => new Promise(() => {}),
              tokenize: async () => ({ status: 'OK', token: 'cnon:card-nonce-ok' }),
              destroy: async () => true,
            }) }) };`,
          }),
        );
        await page.goto('/profile?tab=payment');
        await page.getByRole('button', { name: 'Add Card' }).click();
        const form = page.getByRole('form', { name: 'Card details' });
        await visible(form);
        const save = form.getByRole('button', { name: 'Save Card' });
        await framePainted(page);
        expect(await save.isDisabled()).toBe(true);
        await save.click({ force: true });
        await framePainted(page);
        expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
        expect((await fetchProfile(page)).paymentMethod).toBeNull();
        await screenshot(page, 'profile-payment-square-loading');
        // Cancel still closes the form.
        await form.getByRole('button', { name: 'Cancel' }).click();
        await form.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
  );

  browserTest(
    'orders load only on the Orders tab; none yet shows Browse Products',
    async ({ page }) => {
      await signUpInBrowser(page);
      const orderCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/orders')) orderCalls.push(request.url());
      });
      await page.goto('/profile');
      await visible(page.getByRole('form', { name: 'Personal information' }));
      await page.getByRole('tab', { name: 'Payment' }).click();
      await visible(page.getByRole('button', { name: 'Add Card' }));
      expect(orderCalls).toHaveLength(0);

      await page.getByRole('tab', { name: 'Orders' }).click();
      await waitForPath(page, '/profile?tab=orders');
      await visible(page.getByText('No orders yet', { exact: true }));
      expect(orderCalls.length).toBeGreaterThan(0);
      await screenshot(page, 'profile-orders-empty');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'profile-orders-empty-phone');

      await page.getByRole('link', { name: 'Browse Products' }).click();
      await waitForPath(page, '/');
    },
  );

  browserTest(
    'placed orders show with their status colour and invoice link',
    async ({ page, server }) => {
      await signUpInBrowser(page);
      await completeProfileFor(page, { customer: contact });
      const paid = await placeOrder(page, server, {
        paymentMethod: 'square',
        priceCents: 5000,
        model: 'Paid Aviator',
        quantity: 2,
      });
      const cod = await placeOrder(page, server, {
        paymentMethod: 'cod',
        priceCents: 2550,
        model: 'Cash Wayfarer',
      });

      await page.goto('/profile?tab=orders');
      const paidCard = page.getByRole('article', { name: `Order #${paid}` });
      const codCard = page.getByRole('article', { name: `Order #${cod}` });
      await visible(paidCard);
      await visible(codCard);
      // Newest first.
      const titles = await page.getByRole('article').allInnerTexts();
      expect(titles[0]).toContain(`Order #${cod}`);

      const paidBadge = paidCard.getByText('Processing', { exact: true });
      expect(await paidBadge.getAttribute('class')).toContain('bg-blue-100');
      const codBadge = codCard.getByText('Pending payment', { exact: true });
      expect(await codBadge.getAttribute('class')).toContain('bg-pink-100');

      await visible(paidCard.getByText('Paid Aviator'));
      // Two of them: the unit price times the quantity, and the line's total beside it.
      expect(await paidCard.getByTestId('order-line-quantity').textContent()).toBe('2 × $50.00');
      expect(await paidCard.getByTestId('order-line-total').textContent()).toBe('$100.00');
      await visible(paidCard.getByText('Local delivery in 2-3 hours to ZIP 92651'));
      // $100.00, delivered free, + $8.00 tax.
      await visible(paidCard.getByText('$108.00', { exact: true }));
      // $25.50 + $2.04 tax.
      await visible(codCard.getByText('$27.54', { exact: true }));

      const order = (await (await page.request.get(`/api/orders/${paid}`)).json()) as {
        invoiceId: number | null;
      };
      expect(order.invoiceId).not.toBeNull();
      expect(await paidCard.getByRole('link', { name: 'View Invoice' }).getAttribute('href')).toBe(
        `/invoices/${order.invoiceId}`,
      );
      await fullPageScreenshot(page, 'profile-orders');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'profile-orders-phone');
    },
  );

  browserTest(
    'the notification settings turn each kind on or off for the bell, push and email',
    async ({ page }) => {
      await signUpInBrowser(page);
      await phoneViewport(page);
      await page.goto('/profile');
      const settings = page.getByRole('table', { name: 'Notification settings' });
      await visible(settings);
      const receiptsEmail = settings.getByRole('switch', { name: 'Email: Receipts' });
      expect(await receiptsEmail.getAttribute('aria-checked')).toBe('true');
      // A kind without a push has no push switch.
      expect(await settings.getByRole('switch', { name: 'Push: Receipts' }).count()).toBe(0);
      // An order out for delivery reaches the shopper on every channel.
      for (const channel of ['In app', 'Push', 'Email']) {
        await visible(settings.getByRole('switch', { name: `${channel}: Out for delivery` }));
      }

      await receiptsEmail.click();
      const outbidBell = settings.getByRole('switch', { name: 'In app: Outbid' });
      await outbidBell.click();
      await expect
        .poll(async () => {
          const saved = await (await page.request.get('/api/user/notification-preferences')).json();
          return [saved.kinds.receipts, saved.kinds.auction_outbid];
        })
        .toEqual([
          { inApp: true, push: true, email: false },
          { inApp: false, push: true, email: true },
        ]);
      await settings.scrollIntoViewIfNeeded();
      await fullPageScreenshot(page, 'profile-notification-settings-phone');

      // Still so after a reload: stored on the server.
      await desktopViewport(page);
      await page.reload();
      await visible(settings);
      await expect.poll(() => receiptsEmail.getAttribute('aria-checked')).toBe('false');
      expect(await outbidBell.getAttribute('aria-checked')).toBe('false');
      await fullPageScreenshot(page, 'profile-notification-settings');
    },
  );
});

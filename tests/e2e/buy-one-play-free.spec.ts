import { and, eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { plays } from '../../src/server/db/schema/competitions';
import { payments } from '../../src/server/db/schema/payments';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { apiProduct, enterAdmin } from './admin-helpers';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible, waitForPath } from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

const cards = (page: Page) => page.getByTestId('influencer-card');

/** Opens the whole list and picks the first five influencers. */
async function pickTeam(page: Page): Promise<void> {
  await visible(cards(page).first());
  const more = page.getByRole('button', { name: 'View More Influencers' });
  if (await more.isVisible()) await more.click();
  await visible(cards(page).nth(3));
  const unpicked = page.locator('[data-testid="influencer-card"][data-selected="false"]');
  for (let i = 0; i < 5; i += 1) {
    await unpicked
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
  }
}

/** The shopper's entry payments and entries, straight from the database. */
async function entriesOf(server: TestServer, userId: number) {
  const charged = await server.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), like(payments.purpose, 'play:%')));
  const entered = await server.ctx.db.select().from(plays).where(eq(plays.userId, userId));
  return { charged, entered };
}

describeBrowser('buy one, play free (decision 0063)', () => {
  browserTest(
    'an admin switches it on; a shopper buys the product, then enters its game free, with no $1 charge',
    async ({ page, browser, server }) => {
      await seedInfluencers(server.ctx);
      const product = await createProduct(server.ctx, {
        brand: 'Laguna Optics',
        model: 'Free Play Aviator',
        priceCents: 400,
        maxContestants: 4,
        playEnabled: true,
        quantity: 5,
      });
      const name = 'Laguna Optics Free Play Aviator';

      // The admin: the switch is back on the product form, and needs Bet/Play.
      await enterAdmin(page, server);
      await page.goto(`/admin/product/${product.id}`);
      const flag = page.getByLabel(
        'Buy one, play free (buying it gives one free entry into its next game)',
      );
      await visible(flag);
      expect(await flag.isChecked()).toBe(false);
      await flag.check();
      await page.getByLabel('Bet/Play').uncheck();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await visible(
        page.getByText(
          'Buy one, play free needs Bet/Play: the free entry is into this product’s next game.',
        ),
      );
      await screenshot(page, 'buy-one-play-free-admin-form-refused');
      await page.getByLabel('Bet/Play').check();
      await flag.scrollIntoViewIfNeeded();
      await screenshot(page, 'buy-one-play-free-admin-form');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated');
      expect(await apiProduct(page, product.id)).toMatchObject({
        buyOnePlayFreeEnabled: true,
        playEnabled: true,
      });

      // The shopper, in a browser of their own.
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
      });
      const shopper = await context.newPage();
      const { user } = await signUpInBrowser(shopper);
      await completeProfileFor(shopper);

      await shopper.goto(`/product/${product.id}`);
      const promise = shopper.getByTestId('buy-one-play-free');
      await visible(promise);
      expect(await promise.textContent()).toBe(
        'Buy one, play free: buying this gives you a free entry into its next game',
      );
      await screenshot(shopper, 'buy-one-play-free-product-page');
      await phoneViewport(shopper);
      await fullPageScreenshot(shopper, 'buy-one-play-free-product-page-390');
      await desktopViewport(shopper);

      await shopper.getByRole('link', { name: 'Pay Now' }).click();
      await waitForPath(shopper, `/checkout?productId=${product.id}`);
      await visible(shopper.getByRole('form', { name: 'Checkout' }));
      await shopper.getByRole('radio', { name: /•••• \d{4}/ }).click();
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      await shopper.waitForURL(/\/order-confirmation\/\d+$/, { timeout: 15_000 });
      const earned = shopper.getByTestId('free-entry-earned');
      await visible(earned);
      expect(await earned.textContent()).toContain(
        `Your purchase includes a free entry into the next game for ${name}.`,
      );
      await screenshot(shopper, 'buy-one-play-free-order-confirmation');

      // The free entry: no card step, $0.00, and the free join button.
      await earned.getByRole('link', { name: 'Play free now' }).click();
      await waitForPath(shopper, `/social-play/${product.id}`);
      await pickTeam(shopper);
      await visible(shopper.getByText('Free entry', { exact: true }));
      await shopper.getByRole('button', { name: 'Join Game' }).click();
      const confirm = shopper.getByRole('alertdialog', { name: 'Confirm your free entry' });
      await visible(confirm);
      expect(await confirm.getByTestId('charge-amount').textContent()).toBe('$0.00');
      expect(await confirm.getByTestId('charge-card').textContent()).toBe(
        'Free entry with your purchase',
      );
      expect(await confirm.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      await screenshot(shopper, 'buy-one-play-free-confirm');
      await phoneViewport(shopper);
      await screenshot(shopper, 'buy-one-play-free-confirm-390');
      await desktopViewport(shopper);
      await confirm
        .getByRole('button', { name: 'Join free (your entry with your purchase)' })
        .click();
      await expectToast(
        shopper,
        'Game joined',
        "Nothing was charged: your entry came free with your purchase. You're in!",
      );
      await visible(shopper.getByTestId('entered-card'));
      await screenshot(shopper, 'buy-one-play-free-entered');

      const { charged, entered } = await entriesOf(server, user.id);
      expect(charged).toEqual([]);
      expect(entered).toHaveLength(1);
      expect(entered[0]?.paymentId).toBeNull();
      await context.close();
    },
  );
});

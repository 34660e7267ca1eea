import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  createAuction,
  DEFAULT_AUCTION_TIMINGS,
} from '../../src/server/modules/auctions/auctions.service';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, screenshot, signUpInBrowser, visible } from './helpers';
import { confirmEntry, pickFirstFive } from './play-helpers';
import { fullPageScreenshot } from './storefront-helpers';

/**
 * Issue 37 item 8: Pay, Play and Bid explained where they are chosen, the product's actions clear
 * of the bottom navigation on a 390 px phone, and "You're in!" in view once an entry is paid.
 */

const PHONE = { width: 390, height: 844 };

let productCounter = 0;

async function playProduct(server: TestServer, priceCents = 28_900): Promise<Product> {
  productCounter += 1;
  return createProduct(server.ctx, {
    brand: `Choice Brand ${productCounter}`,
    model: `Model W${productCounter}`,
    priceCents,
    entryPriceCents: 100,
    maxContestants: Math.max(2, priceCents / 100),
    playEnabled: true,
    quantity: 5,
  });
}

/** The element's box lies wholly inside the screen and above the bottom navigation. */
async function clearOfBottomNav(page: Page, testIdOrName: ReturnType<Page['locator']>) {
  const box = await testIdOrName.boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!box || !nav) throw new Error('no box');
  return {
    top: box.y >= 0,
    bottom: box.y + box.height <= nav.y + 0.5,
    left: box.x >= 0,
    right: box.x + box.width <= PHONE.width,
  };
}

const everywhere = { top: true, bottom: true, left: true, right: true };

describeBrowser('choosing Pay, Play or Bid', () => {
  browserTest(
    "at 390 px the product's actions are above the bottom navigation, and each way is explained",
    async ({ page, server }) => {
      const product = await playProduct(server);
      const { user } = await signUpInBrowser(page);
      await createAuction(server.ctx, DEFAULT_AUCTION_TIMINGS, user.id, {
        productId: product.id,
        startPrice: 99,
        endsAt: new Date(server.ctx.clock.now().getTime() + 3_600_000).toISOString(),
      });
      await page.context().clearCookies();
      await page.setViewportSize(PHONE);
      await page.goto(`/product/${product.id}`);
      await appRunning(page);

      // As the page opens, every action is whole and above the navigation.
      const actions = page.getByTestId('product-actions');
      await visible(actions);
      expect(await clearOfBottomNav(page, actions)).toEqual(everywhere);
      const play = actions.getByRole('link', { name: 'Play Now' });
      expect(await clearOfBottomNav(page, play)).toEqual(everywhere);
      expect(await clearOfBottomNav(page, actions.getByRole('link', { name: 'Pay Now' }))).toEqual(
        everywhere,
      );
      await screenshot(page, 'pay-play-bid-actions-390');

      // Each way in one line: Pay, Play (what the $1 entry is), and the auction's Bid.
      const ways = page.getByRole('list', { name: 'Ways to get it' });
      expect(await ways.getByTestId('pay-explained').textContent()).toBe(
        'Pay: Buy it now at $289.00, delivered free.',
      );
      expect(await ways.getByTestId('play-explained').textContent()).toBe(
        'Play: Pay a $1 entry and pick 5 influencers: the top team in the one-hour game wins the product, to buy for $1 (+ $0.08 tax) or donate.',
      );
      const auction = page.getByTestId('product-auction');
      await visible(auction);
      expect(await auction.getByTestId('bid-explained').textContent()).toBe(
        'Bid: A live auction: the highest bid when it ends wins. Your card is charged only if you win.',
      );

      // Scrolled down to the auction, the actions are never under the navigation either.
      await auction.scrollIntoViewIfNeeded();
      expect((await clearOfBottomNav(page, play)).bottom).toBe(true);
      await fullPageScreenshot(page, 'pay-play-bid-product-390');
    },
  );

  browserTest(
    'after paying an entry on a phone, "You\'re in!" is in view',
    async ({ page, server }) => {
      await seedInfluencers(server.ctx, { history: true });
      const product = await playProduct(server, 200);
      await signUpInBrowser(page);
      await completeProfileFor(page, { token: 'cnon:test:visa:4242:ok' });
      await page.setViewportSize(PHONE);
      await page.goto(`/social-play/${product.id}`);
      await appRunning(page);

      await pickFirstFive(page);
      await page.getByRole('button', { name: 'Join Game' }).click();
      await confirmEntry(page);

      const heading = page.getByRole('heading', { name: "You're in!" });
      await visible(heading);
      await expect.poll(() => clearOfBottomNav(page, heading)).toEqual(everywhere);
      await screenshot(page, 'pay-play-bid-youre-in-390');
    },
  );
});

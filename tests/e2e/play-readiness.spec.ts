import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  createAuction,
  DEFAULT_AUCTION_TIMINGS,
} from '../../src/server/modules/auctions/auctions.service';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, screenshot, signUpInBrowser, visible } from './helpers';
import { pickFirstFive } from './play-helpers';

/**
 * Issue 37 item 5: one completeness rule for an entry and a bid, and the shopper's own limits,
 * said BEFORE the confirm step (decision 0067), with the way to fix it.
 */

const PHONE = { width: 390, height: 844 };
let counter = 0;

async function playAndAuctionProducts(server: TestServer, userId: number) {
  counter += 1;
  await seedInfluencers(server.ctx, { history: true });
  const play = await createProduct(server.ctx, {
    brand: `Ready Brand ${counter}`,
    model: `Play ${counter}`,
    priceCents: 200,
    entryPriceCents: 100,
    maxContestants: 2,
    playEnabled: true,
    quantity: 5,
  });
  const lot = await createProduct(server.ctx, {
    brand: `Ready Brand ${counter}`,
    model: `Lot ${counter}`,
    quantity: 2,
  });
  await createAuction(server.ctx, DEFAULT_AUCTION_TIMINGS, userId, {
    productId: lot.id,
    startPrice: 10,
    endsAt: new Date(server.ctx.clock.now().getTime() + 3_600_000).toISOString(),
  });
  return { play, lot };
}

async function pickFiveAndJoin(page: Page, productId: number): Promise<void> {
  await page.goto(`/social-play/${productId}`);
  await appRunning(page);
  await pickFirstFive(page);
  await page.getByRole('button', { name: 'Join Game' }).click();
}

async function placeBid(page: Page, productId: number, maxBid: string) {
  await page.goto(`/product/${productId}`);
  await appRunning(page);
  const section = page.getByTestId('product-auction');
  await visible(section);
  await section.getByLabel('Your maximum bid').fill(maxBid);
  await section.getByRole('button', { name: 'Place bid' }).click();
  return section;
}

describeBrowser('said before the confirm step', () => {
  browserTest(
    'a shopper with a card but no address is told what an entry and a bid need, with where to add it',
    async ({ page, server }) => {
      const { user } = await signUpInBrowser(page);
      const { play, lot } = await playAndAuctionProducts(server, user.id);
      const card = await page.request.patch('/api/user/profile', {
        data: { paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' } },
      });
      expect(card.status()).toBe(200);
      await page.request.post('/api/user/age-confirmation', { data: { confirmed: true } });
      await page.setViewportSize(PHONE);

      // Join Game: the rule's words, before 'Confirm your entry' could show.
      await pickFiveAndJoin(page, play.id);
      const blocked = page.getByRole('alertdialog', { name: 'A few details first' });
      await visible(blocked);
      await visible(
        blocked.getByText(
          'To enter a game, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
          { exact: true },
        ),
      );
      expect(await page.getByRole('alertdialog', { name: 'Confirm your entry' }).count()).toBe(0);
      await screenshot(page, 'play-readiness-entry-details-390');
      await blocked.getByRole('link', { name: 'Complete your profile' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');

      // Place bid: the same rule, the same words, under the form; no confirm step.
      const section = await placeBid(page, lot.id, '10.00');
      const refused = section.getByTestId('bid-error');
      await visible(
        refused.getByText(
          'To bid, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
        ),
      );
      expect(await page.getByTestId('bid-confirm').count()).toBe(0);
      expect(
        await refused.getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
      ).toBe('/profile');
      await refused.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'play-readiness-bid-details-390');
    },
  );

  browserTest(
    'a daily limit of $0 is said before the payment confirm of an entry and of a bid',
    async ({ page, server }) => {
      const { user } = await signUpInBrowser(page);
      const { play, lot } = await playAndAuctionProducts(server, user.id);
      await completeProfileFor(page);
      const set = await page.request.put('/api/user/play-limits', { data: { daily: 0 } });
      expect(set.status()).toBe(200);
      await page.setViewportSize(PHONE);

      await pickFiveAndJoin(page, play.id);
      const limit = page.getByRole('alertdialog', { name: 'Play limit reached' });
      await visible(limit);
      expect(await limit.textContent()).toMatch(
        /This entry \(\$1\.00\) would pass your daily play limit of \$0\.00: you have spent \$0\.00 today\. The limit resets at .+ 12:00 AM P[SD]T\./,
      );
      expect(await page.getByRole('alertdialog', { name: 'Confirm your entry' }).count()).toBe(0);
      expect(
        await limit.getByRole('link', { name: 'Responsible play settings' }).getAttribute('href'),
      ).toBe('/profile?tab=play');
      await screenshot(page, 'play-readiness-entry-limit-390');

      const section = await placeBid(page, lot.id, '10.00');
      const refused = section.getByTestId('bid-error');
      await visible(refused.getByText('Play limit reached', { exact: true }));
      expect(await refused.textContent()).toMatch(
        /This bid \(\$10\.80\) would pass your daily play limit of \$0\.00: you have spent \$0\.00 today\./,
      );
      expect(await page.getByTestId('bid-confirm').count()).toBe(0);
      // Nothing reached the server: no entry, no bid.
      const plays = await (await page.request.get('/api/user/play-history')).json();
      expect(plays).toMatchObject({ entries: [], bids: [] });
    },
  );
});

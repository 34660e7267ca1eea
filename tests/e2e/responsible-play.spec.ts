import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openDemoAuction } from '../../src/server/modules/auctions/demo-auction.service';
import type { PlayLimits } from '../../src/shared/contracts/responsible-play';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createProduct } from '../fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { appRunning, expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { pickFirstFive } from './play-helpers';
import { otherShopper } from './scoreboard-helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/*
 * Responsible play (issue 18, item 3; decision 0039) as a player meets it: the age step before the
 * first paid entry, limits and a break set in the profile, and the refusal where an entry fails.
 */

const seeded = new WeakMap<TestServer, Promise<unknown>>();
let productCounter = 0;

async function playProduct(server: TestServer): Promise<number> {
  let done = seeded.get(server);
  if (!done) {
    done = seedInfluencers(server.ctx, { history: true });
    seeded.set(server, done);
  }
  await done;
  productCounter += 1;
  const product = await createProduct(server.ctx, {
    brand: 'Limit Brand',
    model: `Model L${productCounter}`,
    priceCents: 2500,
    entryPriceCents: 100,
    maxContestants: 10,
    playEnabled: true,
    quantity: 5,
  });
  return product.id;
}

/** Picks 5 influencers on the play page and presses Join Game. */
async function pickFiveAndJoin(page: Page, productId: number): Promise<void> {
  await page.goto(`/social-play/${productId}`);
  await pickFirstFive(page);
  await page.getByRole('button', { name: 'Join Game' }).click();
}

async function limitsOf(page: Page): Promise<PlayLimits> {
  return (await (await page.request.get('/api/user/play-limits')).json()) as PlayLimits;
}

describeBrowser('responsible play', () => {
  browserTest(
    'the first entry asks for the age once; a daily limit set in the profile refuses the next entry, saying when it resets',
    async ({ page, server }) => {
      await signUpInBrowser(page);
      await completeProfileFor(page, { ageConfirmed: false });

      // The age step comes before the confirm step of the first paid entry.
      await pickFiveAndJoin(page, await playProduct(server));
      const age = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
      await visible(age);
      await phoneViewport(page);
      await screenshot(page, 'responsible-play-age-390');
      await desktopViewport(page);
      await screenshot(page, 'responsible-play-age-1280');
      await age.getByRole('button', { name: 'I am 18 or older' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm your entry' });
      await visible(confirm);
      await confirm.getByRole('button', { name: 'Pay $1.00 and join' }).click();
      await expectToast(page, 'Game joined');
      expect((await limitsOf(page)).ageConfirmedAt).not.toBeNull();

      // The profile's Responsible play tab: the age, what was spent, a daily limit of $1.
      await page.goto('/profile?tab=play');
      const tab = page.getByRole('tabpanel', { name: 'Limits' });
      await visible(tab.getByText(/You confirmed you are 18 or older on/));
      expect(await tab.getByTestId('spent-today').textContent()).toContain('$1.00');
      await tab.getByLabel('Daily limit ($)').fill('1');
      await tab.getByRole('button', { name: 'Save limits' }).click();
      await expectToast(page, 'Limits saved', 'Your limits apply now.');
      expect((await limitsOf(page)).daily).toBe(1);

      // The next entry is refused before its confirm step, with what applied and when it lifts.
      await pickFiveAndJoin(page, await playProduct(server));
      const refused = page.getByRole('alertdialog', { name: 'Play limit reached' });
      await visible(refused);
      expect(await confirm.count()).toBe(0);
      expect(await refused.textContent()).toMatch(
        /This entry \(\$1\.00\) would pass your daily play limit of \$1\.00: you have spent \$1\.00 today\. The limit resets at .+ 12:00 AM P[SD]T\./,
      );
      expect(
        await refused.getByRole('link', { name: 'Responsible play settings' }).getAttribute('href'),
      ).toBe('/profile?tab=play');
      await phoneViewport(page);
      await screenshot(page, 'responsible-play-refused-390');
      await desktopViewport(page);
    },
  );

  browserTest(
    'a raise waits 24 hours, a break is confirmed first, self-exclusion closes paid play, and the history totals the month',
    async ({ page, server }) => {
      await signUpInBrowser(page);
      await completeProfileFor(page);
      const entered = await page.request.post('/api/plays', {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        data: {
          productId: await playProduct(server),
          influencerIds: FREE_PLAY_INFLUENCER_IDS.slice(0, 5),
        },
      });
      expect(entered.status(), await entered.text()).toBe(201);
      await page.request.put('/api/user/play-limits', { data: { daily: 5, monthly: 50 } });

      await page.goto('/profile?tab=play');
      const tab = page.getByRole('tabpanel', { name: 'Limits' });
      await visible(tab.getByRole('heading', { name: 'Spending limits' }));
      await tab.getByLabel('Daily limit ($)').fill('20');
      await tab.getByLabel('Monthly limit ($)').fill('');
      await tab.getByRole('button', { name: 'Save limits' }).click();
      const pending = tab.getByTestId('pending-increase');
      await visible(pending);
      expect(await pending.textContent()).toMatch(
        /^On .+, your daily limit becomes \$20\.00 and your monthly limit is removed\.$/,
      );
      const limits = await limitsOf(page);
      expect(limits).toMatchObject({ daily: 5, monthly: 50 });
      expect(limits.pendingIncrease).toMatchObject({ daily: 20, monthly: null });

      // History: the entry and this month's total.
      const history = tab.getByRole('list', { name: 'Entries, bids and prizes' });
      await visible(history.getByText(/^Game entry: Limit Brand Model L\d+$/));
      await visible(
        tab.getByRole('list', { name: 'Totals by month' }).getByText(/^Spent \$1\.00: entries/),
      );

      await phoneViewport(page);
      await fullPageScreenshot(page, 'responsible-play-tab-390');
      await desktopViewport(page);
      await fullPageScreenshot(page, 'responsible-play-tab-1280');

      // A break: confirmed first; Cancel starts nothing.
      await tab.getByRole('button', { name: '7 days' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Take a 7 days break?' });
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect((await limitsOf(page)).coolOffUntil).toBeNull();
      await tab.getByRole('button', { name: '24 hours' }).click();
      await page
        .getByRole('alertdialog', { name: 'Take a 24 hours break?' })
        .getByRole('button', { name: 'Start the break' })
        .click();
      await expectToast(page, 'Your break has started');
      await visible(tab.getByText(/^You are taking a break until /));
      expect((await limitsOf(page)).coolOffUntil).not.toBeNull();

      // Self-exclusion, confirmed: the banner says paid play is closed; the break buttons go.
      await tab.getByRole('button', { name: 'Self-exclusion' }).click();
      const exclude = page.getByRole('alertdialog', { name: 'Exclude yourself from paid play?' });
      await visible(exclude);
      await phoneViewport(page);
      await screenshot(page, 'responsible-play-exclude-390');
      await desktopViewport(page);
      await exclude.getByRole('button', { name: 'Exclude me' }).click();
      await visible(tab.getByText('You have excluded yourself from paid play.'));
      expect(await tab.getByRole('button', { name: '24 hours' }).count()).toBe(0);
      expect((await limitsOf(page)).selfExcluded).toBe(true);

      // The play page says so with the words of the rule, before any confirm step.
      await pickFiveAndJoin(page, await playProduct(server));
      const closed = page.getByRole('alertdialog', { name: 'Paid play is closed' });
      await visible(closed);
      expect(await closed.textContent()).toMatch(
        /You excluded yourself from paid play on .+\. Paid game entries and bids stay closed on this account: self-exclusion does not lift\. Shopping still works\./,
      );
      expect(await page.getByRole('alertdialog', { name: 'Confirm your entry' }).count()).toBe(0);
    },
  );

  browserTest(
    'the first bid asks for the age after its confirm step and then goes on; a break is shown under the bid form',
    async ({ page, server, browser }) => {
      const product = await createProduct(server.ctx, {
        brand: 'Limit Brand',
        model: 'Auction Lot',
        quantity: 2,
      });
      await openDemoAuction(server.ctx, {
        productId: product.id,
        startPriceCents: 1000,
        incrementCents: 100,
        seconds: 3600,
      });
      await signUpInBrowser(page);
      await completeProfileFor(page, { ageConfirmed: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/product/${product.id}`);
      await appRunning(page);
      const section = page.getByTestId('product-auction');
      await visible(section);

      const placeBid = async (maxBid: string) => {
        await section.getByLabel('Your maximum bid').fill(maxBid);
        await section.getByRole('button', { name: 'Place bid' }).click();
        const confirm = page.getByTestId('bid-confirm');
        await visible(confirm);
        await confirm.getByRole('button', { name: 'Confirm bid' }).click();
      };

      await placeBid('20.00');
      const age = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
      await visible(age);
      await age.getByRole('button', { name: 'I am 18 or older' }).click();
      await expectToast(page, "You're winning");
      // A bid is not a charge: it holds its most ($20 + tax) beside what was spent.
      expect(await limitsOf(page)).toMatchObject({ spentToday: 0, heldByBidsToday: 21.6 });

      const paused = await page.request.post('/api/user/cool-off', { data: { period: '24h' } });
      expect(paused.status()).toBe(200);
      // The break is said under the form before any confirm step.
      await section.getByLabel('Your maximum bid').fill('30.00');
      await section.getByRole('button', { name: 'Place bid' }).click();
      const refused = section.getByTestId('bid-error');
      await visible(refused.getByText('You are taking a break', { exact: true }));
      expect(await refused.textContent()).toMatch(
        /You are taking a break from paid play until .+ P[SD]T\. Paid game entries and bids are paused until then; shopping still works\./,
      );
      expect(
        await refused.getByRole('link', { name: 'Responsible play settings' }).getAttribute('href'),
      ).toBe('/profile?tab=play');
      expect(await page.getByTestId('bid-confirm').count()).toBe(0);
      await refused.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'responsible-play-bid-refused-390');

      // Limits show spent and held apart; once another shopper outbids, nothing is held.
      await page.goto('/profile?tab=play');
      const tab = page.getByRole('tabpanel', { name: 'Limits' });
      await visible(tab.getByTestId('held-today').getByText('+ $21.60 held by your bids'));
      expect(await tab.getByTestId('spent-today').textContent()).toContain('$0.00');
      const rival = await otherShopper(browser, server);
      const { id: auctionId } = await (
        await rival.context.request.get(`/api/products/${product.id}/auction`)
      ).json();
      const outbid = await rival.context.request.post(`/api/auctions/${auctionId}/bids`, {
        headers: { 'idempotency-key': `outbid-${auctionId}` },
        data: { maxBid: 40 },
      });
      expect(outbid.status()).toBe(201);
      await page.reload();
      await visible(tab.getByTestId('held-today').getByText('Nothing held by bids'));
      expect(await tab.getByTestId('spent-today').textContent()).toContain('$0.00');
      await tab.getByTestId('held-today').scrollIntoViewIfNeeded();
      await screenshot(page, 'responsible-play-outbid-limits-390');
      await rival.context.close();
    },
  );
});

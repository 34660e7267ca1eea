import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { updateAuction } from '../../src/server/modules/auctions/auctions.repository';
import type { Auction } from '../../src/shared/contracts/auctions';
import { formatCents } from '../../src/shared/money';
import { browserTest, describeBrowser, showShopTime } from '../fixtures/browser';
import { RunningClock } from '../fixtures/clock';
import { createProduct, uniqueUsername } from '../fixtures/factories';
import { startTestServer, type TestServer } from '../fixtures/server';
import { enterAdmin } from './admin-helpers';
import { appRunning, expectToast, screenshot, visible } from './helpers';
import { otherShopper, type Shopper } from './scoreboard-helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/**
 * Issue 15's browser test: two shoppers bid against each other from two pages and each sees the
 * other's bid within a second; a bid in the last seconds moves the end; the scheduler closes the
 * auction; the winner finds the order and its invoice, the other sees 'Auction ended'. The admin
 * opens and cancels one through the Auctions tab. Soft close and the shortest auction are lowered
 * as the environment can set them, and the scheduler ticks every 200 ms.
 */
const SOFT_CLOSE_SECONDS = 4;

/** The shop's clock: real speed from the tests' fixed instant, moved on to an auction's last seconds. */
const clock = new RunningClock();

const test = browserTest.extend<{ server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startTestServer({
        serveClient: true,
        clock,
        schedulerTickMs: 200,
        config: {
          auctionTimings: { softCloseSeconds: SOFT_CLOSE_SECONDS, minDurationSeconds: 5 },
        },
      });
      await use(server);
      await server.close();
    },
    { scope: 'file' },
  ],
});

/** The product page, hydrated (a click before then does nothing). */
async function openProduct(page: Page, productId: number): Promise<Locator> {
  await page.goto(`/product/${productId}`);
  await appRunning(page);
  const section = page.getByTestId('product-auction');
  await visible(section);
  return section;
}

/** Places a bid through the form and its confirm step; answers when the server has answered. */
async function bid(
  page: Page,
  maxBid: string,
  { shot, status = 201 }: { shot?: string; status?: number } = {},
): Promise<number> {
  const section = page.getByTestId('product-auction');
  await section.getByLabel('Your maximum bid').fill(maxBid);
  await section.getByRole('button', { name: 'Place bid' }).click();
  const confirm = page.getByTestId('bid-confirm');
  await visible(confirm);
  expect(await confirm.getByTestId('bid-confirm-max').textContent()).toBe(`$${maxBid}`);
  // What a win at that maximum charges: the price plus 8% tax ($31.00 -> $33.48).
  const most = Math.round(Number(maxBid) * 100);
  expect(await confirm.getByTestId('bid-confirm-most').textContent()).toBe(
    formatCents(most + Math.floor((most * 8 + 50) / 100)),
  );
  if (shot) {
    await screenshot(page, shot);
  }
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/bids') && r.request().method() === 'POST'),
    confirm.getByRole('button', { name: 'Confirm bid' }).click(),
  ]);
  expect(response.status()).toBe(status);
  return performance.now();
}

/** Milliseconds from `since` (`performance.now()`) until `locator` shows `text` (fails after 5 s). */
async function shownWithin(
  locator: Locator,
  text: string | RegExp,
  since: number,
): Promise<number> {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 5_000 });
  } catch (error) {
    await locator
      .page()
      .screenshot({ path: 'tests/e2e/screenshots/auction-failure.png', fullPage: true });
    throw new Error(`${String(text)} not shown; showing "${await locator.first().textContent()}"`, {
      cause: error,
    });
  }
  return performance.now() - since;
}

/** A screenshot with the auction section at the top of the screen. */
async function sectionShot(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-auction').evaluate((element) => element.scrollIntoView());
  await screenshot(page, name);
}

/** The auction now ends `ms` from the shop's now: its row's end is brought near. */
async function lastSecondsOf(server: TestServer, auctionId: number, ms: number): Promise<void> {
  await updateAuction(server.ctx.db, auctionId, {
    endsAt: new Date(server.clock.now().getTime() + ms),
  });
}

/** The shop's clock jumps to `to`, and the pages' clocks with it. */
async function jumpTo(to: Date, pages: Page[]): Promise<void> {
  clock.set(to);
  for (const page of pages) await showShopTime(page, clock);
}

async function auctionOf(page: Page, productId: number): Promise<Auction> {
  return (await (await page.request.get(`/api/products/${productId}/auction`)).json()) as Auction;
}

describeBrowser('auctions in the browser', () => {
  test('two shoppers outbid each other live; the end moves on a late bid; the winner gets the order', {
    timeout: 120_000,
  }, async ({ page, server, browser }) => {
    const [lot, spare] = await Promise.all([
      createProduct(server.ctx, { brand: 'Heisler Park', model: 'Tide Line Tote', quantity: 2 }),
      createProduct(server.ctx, { brand: 'Crescent Bay', model: 'Driftwood Cap', quantity: 1 }),
    ]);

    // The admin opens one through the Auctions tab (start time now, increment $1.00 by default).
    await enterAdmin(page, server);
    await page.getByRole('tab', { name: 'Auctions' }).click();
    await page.getByLabel('Product').selectOption(String(spare.id));
    expect(await page.getByLabel('Bid increment ($)').inputValue()).toBe('1.00');
    await page.getByLabel('Start price ($)').fill('5');
    await page.getByRole('button', { name: 'Open auction' }).click();
    await expectToast(page, 'Auction opened');
    const spareRow = page.locator('[data-testid="admin-auction"]', { hasText: 'Driftwood Cap' });
    await visible(spareRow.getByText('LIVE'));

    // The lot the shoppers fight over, with a $12 reserve, is set to run an hour: no step before
    // the late bid races its end, however slow the machine (at 40 s, four copies of this test on
    // two cores all saw it end under them). The late bid brings the end near (lastSecondsOf).
    const opened = await page.request.post('/api/admin/auctions', {
      data: {
        productId: lot.id,
        startPrice: 10,
        reservePrice: 12,
        endsAt: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
      },
    });
    expect(opened.status()).toBe(201);
    const lotAuction = (await opened.json()) as Auction;

    const [ana, ben] = await Promise.all([
      otherShopper(browser, server),
      otherShopper(browser, server),
    ]);
    const shoppers: Shopper[] = [ana, ben];
    try {
      // Ana on a phone, Ben on a laptop.
      const anaPage = await ana.context.newPage();
      await anaPage.setViewportSize({ width: 390, height: 844 });
      const benPage = await ben.context.newPage();
      const anaSection = await openProduct(anaPage, lot.id);
      const benSection = await openProduct(benPage, lot.id);
      expect(await anaSection.getByLabel('Your maximum bid').inputValue()).toBe('10.00');
      await visible(anaSection.getByText('Reserve not met'));
      expect(await anaSection.getByTestId('bid-explained').textContent()).toBe(
        'Bid: A live auction: the highest bid when it ends wins. Your card is charged only if you win.',
      );
      await sectionShot(anaPage, 'auction-live-390');

      // Ana bids the start price; Ben's page shows it within a second.
      let at = await bid(anaPage, '10.00', { shot: 'auction-confirm-390' });
      await expectToast(anaPage, "You're winning");
      const benSeesFirst = await shownWithin(
        benSection.getByTestId('auction-bid-count'),
        /^1 bid/,
        at,
      );
      expect(benSeesFirst).toBeLessThan(1_000);
      expect(await benSection.getByTestId('auction-price').textContent()).toBe('$10.00');
      expect(await benSection.getByLabel('Your maximum bid').inputValue()).toBe('11.00');

      // A shopper without a card or details is told what is missing, with links to fix it,
      // before any confirm step (decision 0067).
      const newcomer = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
      });
      const registered = await newcomer.request.post('/api/register', {
        data: { username: uniqueUsername('bidder'), password: 'correct-horse' },
      });
      expect(registered.status()).toBe(201);
      const newcomerPage = await newcomer.newPage();
      const newcomerSection = await openProduct(newcomerPage, lot.id);
      await newcomerSection.getByLabel('Your maximum bid').fill('11.00');
      await newcomerSection.getByRole('button', { name: 'Place bid' }).click();
      const refused = newcomerSection.getByTestId('bid-error');
      await visible(
        refused.getByText(
          'To bid, we need a card on file, your name, your email, your phone number and a delivery address in ZIP 92651.',
        ),
      );
      expect(await refused.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
        '/profile?tab=payment',
      );
      expect(
        await refused.getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
      ).toBe('/profile');
      expect(await newcomerPage.getByTestId('bid-confirm').count()).toBe(0);
      await sectionShot(newcomerPage, 'auction-profile-error-390');
      await newcomer.close();

      // Too low is refused on the spot, in the server's words.
      await benSection.getByLabel('Your maximum bid').fill('9');
      await benSection.getByRole('button', { name: 'Place bid' }).click();
      await visible(benSection.getByText('Your bid must be at least $11.00'));
      await sectionShot(benPage, 'auction-bid-too-low-1280');

      // Ben's maximum of $15 beats Ana's $10 and reaches the $12 reserve, so the price stands at the
      // reserve (decision 0033). Ana sees she is outbid.
      at = await bid(benPage, '15.00', { shot: 'auction-confirm-1280' });
      await visible(benSection.getByTestId('auction-standing').getByText("You're winning"));
      const anaSeesOutbid = await shownWithin(
        anaSection.getByTestId('auction-standing'),
        "You've been outbid",
        at,
      );
      expect(anaSeesOutbid).toBeLessThan(1_000);
      expect(await anaSection.getByTestId('auction-price').textContent()).toBe('$12.00');
      await visible(anaSection.getByText('Reserve met'));
      expect(await anaSection.getByLabel('Your maximum bid').inputValue()).toBe('13.00');
      await sectionShot(anaPage, 'auction-outbid-390');
      await fullPageScreenshot(benPage, 'auction-winning-1280');

      // Ana raises to $20: $16 now (Ben's $15 plus $1); Ben is outbid within a second.
      at = await bid(anaPage, '20.00');
      const benSeesOutbid = await shownWithin(
        benSection.getByTestId('auction-standing'),
        "You've been outbid",
        at,
      );
      expect(benSeesOutbid).toBeLessThan(1_000);
      expect(await benSection.getByTestId('auction-price').textContent()).toBe('$16.00');
      // The history is masked for the other shopper: never Ana's name, never a maximum.
      const history = await benSection.getByTestId('auction-bids').textContent();
      expect(history).not.toContain(ana.username);
      expect(history).not.toContain('$20.00');

      // The home's Live auctions row shows the lot; its card and the lot's BID label open the auction.
      const home = await ana.context.newPage();
      await home.setViewportSize({ width: 390, height: 844 });
      await home.goto('/home');
      const row = home.getByTestId('live-auctions');
      await visible(row.getByText('Heisler Park Tide Line Tote'));
      expect(
        await row.getByRole('link', { name: 'Heisler Park Tide Line Tote' }).getAttribute('href'),
      ).toBe(`/product/${lot.id}#auction`);
      await screenshot(home, 'home-live-auctions-390');
      await home.setViewportSize({ width: 1280, height: 900 });
      await screenshot(home, 'home-live-auctions-1280');
      await home.close();

      // The admin can't cancel an auction with bids.
      await page.reload();
      await page.getByRole('tab', { name: 'Auctions' }).click();
      const lotRow = page.locator('[data-testid="admin-auction"]', { hasText: 'Tide Line Tote' });
      await lotRow.getByRole('button', { name: 'Cancel auction' }).click();
      await lotRow.getByRole('button', { name: 'Yes, cancel' }).click();
      await visible(lotRow.getByText('This auction has bids and cannot be cancelled.'));
      // One without bids goes.
      await spareRow.getByRole('button', { name: 'Cancel auction' }).click();
      await spareRow.getByRole('button', { name: 'Yes, cancel' }).click();
      await visible(spareRow.getByText('CANCELLED'));
      await fullPageScreenshot(page, 'admin-auctions-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'admin-auctions-390');
      await desktopViewport(page);

      // In the last seconds Ben bids again: the end moves to now + the soft close. (The confirm
      // step is open before the moment comes, so only the request itself is timed.)
      await benSection.getByLabel('Your maximum bid').fill('25.00');
      await benSection.getByRole('button', { name: 'Place bid' }).click();
      const lateConfirm = benPage.getByTestId('bid-confirm');
      await visible(lateConfirm);
      await lastSecondsOf(server, lotAuction.id, 6_000);
      const before = await auctionOf(benPage, lot.id);
      // Two seconds before the end, on the shop's clock and the pages'.
      await jumpTo(new Date(Date.parse(before.endsAt) - 2_000), [anaPage, benPage]);
      const [late] = await Promise.all([
        benPage.waitForResponse(
          (r) => r.url().includes('/bids') && r.request().method() === 'POST',
        ),
        lateConfirm.getByRole('button', { name: 'Confirm bid' }).click(),
      ]);
      expect(late.status()).toBe(201);
      at = performance.now();
      const shopNow = clock.now().getTime();
      const after = await auctionOf(benPage, lot.id);
      expect(Date.parse(after.endsAt)).toBeGreaterThan(Date.parse(before.endsAt));
      expect(Date.parse(after.endsAt) - shopNow).toBeGreaterThan((SOFT_CLOSE_SECONDS - 1) * 1_000);
      expect(await shownWithin(anaSection.getByTestId('auction-price'), '$21.00', at)).toBeLessThan(
        1_000,
      );
      expect(await anaSection.getByTestId('auction-countdown').textContent()).toMatch(
        /^0m 0\ds left$/,
      );

      if (process.env.AUCTION_TIMING) {
        console.log('seen on the other page after (ms):', {
          benSeesFirst,
          anaSeesOutbid,
          benSeesOutbid,
        });
      }

      // The scheduler closes it: Ben won at $21, Ana sees it ended.
      await visible(anaSection.getByRole('heading', { name: 'Auction ended' }), 15_000);
      await visible(anaSection.getByText('You did not win this auction.'));
      await sectionShot(anaPage, 'auction-ended-lost-390');
      await visible(benSection.getByRole('heading', { name: 'Auction ended' }), 5_000);
      // The amount the card paid, as the order and the invoice say: $21 plus the 8% tax.
      await visible(
        benSection
          .getByTestId('auction-your-outcome')
          .getByText(
            'You won! Your card on file was charged $22.68 ($21.00 + $1.68 tax); find the order and its invoice in your orders.',
          ),
      );
      await fullPageScreenshot(benPage, 'auction-ended-won-1280');
      await benPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await visible(
        benPage
          .getByRole('dialog', { name: 'Notifications' })
          .getByText(
            /Your card was charged \$22\.68 \(\$21\.00 \+ \$1\.68 tax\) for order #\d+, now processing\./,
          ),
      );
      await benPage.keyboard.press('Escape');

      // Ben finds the order and its invoice.
      await benSection.getByRole('link', { name: 'See your orders' }).click();
      await benPage.waitForURL(/\/profile\?tab=orders$/);
      const order = benPage.getByRole('list', { name: 'Your orders' }).getByRole('article').first();
      await visible(order.getByText(/Tide Line Tote/));
      await benPage.goto('/profile?tab=bids');
      const myBid = benPage.getByTestId('my-bid');
      await visible(myBid.getByTestId('my-bid-state').getByText('Won'));
      await fullPageScreenshot(benPage, 'my-bids-1280');
      await phoneViewport(benPage);
      await fullPageScreenshot(benPage, 'my-bids-390');
      const invoices = (await (await benPage.request.get('/api/invoices')).json()) as {
        id: number;
        items: { type: string; amount?: number }[];
      }[];
      const invoice = invoices.find((entry) => entry.items.some((item) => item.type === 'AUCTION'));
      expect(invoice).toBeDefined();
      await benPage.goto(`/invoices/${invoice?.id}`);
      await visible(benPage.getByText('Tide Line Tote').first());
      await screenshot(benPage, 'auction-invoice-390');
    } finally {
      await Promise.all(shoppers.map((shopper) => shopper.context.close()));
    }
  });
});

import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { abbreviate } from '../../src/client/lib/competition-display';
import { dailyScores } from '../../src/server/db/schema/influencers';
import type { DailyScore, Influencer } from '../../src/shared/contracts/influencers';
import type { Invoice } from '../../src/shared/contracts/orders';
import { ENGAGEMENT_LABEL, engagementText } from '../../src/shared/engagement';
import { shopDay } from '../../src/shared/shop-day';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import {
  expectToast,
  framePainted,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

const seeded = new WeakMap<TestServer, Promise<unknown>>();

/** The demo influencers, with a week of metrics, in this spec file's database once. */
function influencersOnce(server: TestServer): Promise<unknown> {
  let done = seeded.get(server);
  if (!done) {
    done = seedInfluencers(server.ctx, { history: true });
    seeded.set(server, done);
  }
  return done;
}

async function apiInfluencers(page: Page): Promise<Influencer[]> {
  const response = await page.request.get('/api/influencers');
  if (!response.ok()) throw new Error(`influencers failed: ${response.status()}`);
  return (await response.json()) as Influencer[];
}

const cards = (page: Page) => page.getByTestId('influencer-card');

/** Waits until exactly `count` directory cards are shown. */
async function expectCardCount(page: Page, count: number): Promise<void> {
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(count);
}

async function cardTexts(page: Page, testId: string): Promise<string[]> {
  return cards(page).getByTestId(testId).allTextContents();
}

function chatPanel(page: Page) {
  return page.getByRole('region', { name: 'Direct Messages' });
}

describeBrowser('influencer directory', () => {
  browserTest(
    'filters by search, category and location, says when nothing matches, and clears',
    async ({ page, server }) => {
      await influencersOnce(server);
      const all = await apiInfluencers(page);
      await page.goto('/influencer-directory');
      await visible(page.getByRole('heading', { level: 1, name: 'Influencer Directory' }));
      expect(
        await page.getByRole('link', { name: 'Back to Scoreboard' }).getAttribute('href'),
      ).toBe('/scoreboard');
      await expectCardCount(page, all.length);
      await visible(page.getByText(`Showing ${all.length} of ${all.length} influencers`));
      await fullPageScreenshot(page, 'influencers-directory-1280');
      await screenshot(page, 'influencers-directory-top-1280');
      await phoneViewport(page);
      await screenshot(page, 'influencers-directory-390');
      await fullPageScreenshot(page, 'influencers-directory-full-390');
      await desktopViewport(page);

      // Search: by handle, with or without the @.
      const search = page.getByLabel('Search');
      await search.fill('@foodwithzen');
      await expectCardCount(page, 1);
      expect(await cards(page).first().getAttribute('data-influencer-id')).toBe('foodwithzen');
      // Its average likes per post over all its posts, from the latest snapshot.
      const zen = all.find((influencer) => influencer.id === 'foodwithzen');
      expect(zen?.averageLikes).toBeGreaterThan(0);
      expect(await cards(page).first().getByTestId('average-likes').textContent()).toBe(
        abbreviate(zen?.averageLikes ?? 0),
      );

      // Category (combined with an emptied search).
      await search.fill('');
      await page.getByLabel('Category').selectOption('Food');
      const food = all.filter((influencer) => influencer.category === 'Food');
      expect(food.length).toBeGreaterThan(1);
      await expectCardCount(page, food.length);
      expect(new Set(await cardTexts(page, 'influencer-category'))).toEqual(new Set(['Food']));

      // Location on top of the category, then alone.
      await page.getByLabel('Category').selectOption('');
      await page.getByLabel('Location').selectOption('Dana Point');
      const danaPoint = all.filter((influencer) => influencer.location === 'Dana Point');
      await expectCardCount(page, danaPoint.length);
      expect(new Set(await cardTexts(page, 'influencer-location'))).toEqual(
        new Set(['Dana Point']),
      );
      expect(page.url()).toContain('location=Dana+Point');

      // Nothing matches.
      await search.fill('nobody by this name');
      await visible(page.getByText('No influencers found', { exact: true }));
      await expectCardCount(page, 0);
      await phoneViewport(page);
      await page.getByRole('button', { name: 'Clear Filters' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'influencers-directory-empty-390');
      await desktopViewport(page);

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expectCardCount(page, all.length);
      expect(await search.inputValue()).toBe('');
      expect(await page.getByLabel('Location').inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'Clear Filters' }).isDisabled()).toBe(true);
    },
  );

  browserTest(
    'the daily leaderboard shows the top 10 by picks today, then score',
    async ({ page, server }) => {
      await influencersOnce(server);
      const today = shopDay(server.clock.now());
      const picks: Record<string, number> = { oc_eats: 7, sofia: 4, tech_oc: 4, marcus: 1 };
      for (const [influencerId, timesSelected] of Object.entries(picks)) {
        await server.db.db
          .update(dailyScores)
          .set({ timesSelected })
          .where(and(eq(dailyScores.influencerId, influencerId), eq(dailyScores.date, today)));
      }
      const rows = (await (await page.request.get('/api/daily-scores')).json()) as DailyScore[];
      const all = await apiInfluencers(page);
      const score = (id: string) => rows.find((row) => row.influencerId === id)?.totalScore ?? 0;
      const name = (id: string) => all.find((influencer) => influencer.id === id)?.name;
      // Equal picks go by today's score, then by name (both scores are 0 just after midnight).
      const tied = ['sofia', 'tech_oc'].sort(
        (a, b) => score(b) - score(a) || (name(a) ?? '').localeCompare(name(b) ?? ''),
      );
      const unpicked = all
        .filter((influencer) => !(influencer.id in picks))
        .sort((a, b) => score(b.id) - score(a.id) || a.name.localeCompare(b.name));

      await page.goto('/influencer-directory');
      const board = page.getByRole('list', { name: 'Daily leaderboard' });
      await visible(board);
      const names = board.getByTestId('leaderboard-name');
      await expect.poll(() => names.count()).toBe(10);
      const shown = await names.allTextContents();
      expect(shown.slice(0, 4)).toEqual([
        name('oc_eats'),
        name(tied[0] ?? ''),
        name(tied[1] ?? ''),
        name('marcus'),
      ]);
      expect(shown[4]).toBe(unpicked[0]?.name);
      await visible(board.getByText('7 picks'));

      // A row opens the profile.
      await board.getByRole('link').first().click();
      await waitForPath(page, '/influencer/oc_eats');
      await visible(page.getByRole('heading', { level: 1, name: name('oc_eats') }));
    },
  );
});

describeBrowser('influencer profile', () => {
  browserTest(
    'shows the figures, chart, specialties and 3 similar influencers, and shares the link',
    async ({ page, server }) => {
      await influencersOnce(server);
      // No share sheet here, so the link is copied.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
      await page.goto('/influencer-directory');
      await cards(page)
        .and(page.locator('[data-influencer-id="foodwithzen"]'))
        .getByRole('link')
        .click();
      await waitForPath(page, '/influencer/foodwithzen');

      const all = await apiInfluencers(page);
      const zen = all.find((influencer) => influencer.id === 'foodwithzen');
      await visible(page.getByRole('heading', { level: 1, name: zen?.name }));
      expect(await page.getByRole('link', { name: 'Back to Directory' }).getAttribute('href')).toBe(
        '/influencer-directory',
      );
      await visible(page.getByRole('heading', { name: 'Specialties' }));
      await visible(page.getByRole('img', { name: /^Daily scores: / }));
      await visible(page.getByTestId('platform-figures').first());
      expect(await page.getByTestId('platform-figures').count()).toBe(
        Object.values(zen?.followers ?? {}).filter((n) => n > 0).length,
      );

      // Similar: 3, the same category first.
      const similar = page.getByTestId('similar-influencer');
      await expect.poll(() => similar.count()).toBe(3);
      const sameCategory = all.filter((i) => i.category === 'Food' && i.id !== 'foodwithzen');
      const firstSimilar = await similar.first().textContent();
      expect(sameCategory.some((i) => firstSimilar?.includes(i.name))).toBe(true);

      // The chat is locked for a visitor.
      expect(await chatPanel(page).getByLabel('Message', { exact: true }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Share' }).click();
      await expectToast(page, 'Link Copied', 'Profile link copied to clipboard.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${server.url}/influencer/foodwithzen`,
      );
      await screenshot(page, 'influencers-profile-1280');
      await fullPageScreenshot(page, 'influencers-profile-full-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'influencers-profile-390');
      await desktopViewport(page);
    },
  );

  browserTest('shares through the share sheet, or shows the link', async ({ page, server }) => {
    await influencersOnce(server);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto('/influencer/sofia');
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Profile Shared');
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(
      `${server.url}/influencer/sofia`,
    );

    // Neither a share sheet nor a clipboard: a toast shows the link.
    const bare = await page.context().newPage();
    await bare.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await bare.goto('/influencer/sofia');
    await bare.getByRole('button', { name: 'Share' }).click();
    await expectToast(bare, 'Share Profile', `${server.url}/influencer/sofia`);
    await phoneViewport(bare);
    await screenshot(bare, 'influencers-share-link-390');
  });

  browserTest('an unknown influencer is not found', async ({ page, server }) => {
    await influencersOnce(server);
    await page.goto('/influencer/nobody-at-all');
    await visible(page.getByRole('heading', { level: 1, name: 'Influencer not found' }));
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await waitForPath(page, '/influencer-directory');
  });

  browserTest(
    'unlocks the chat with the saved card, then sends a message',
    async ({ page, server }) => {
      await influencersOnce(server);
      await signUpInBrowser(page);
      await completeProfileFor(page);
      await page.goto('/influencer/sofia');
      const panel = chatPanel(page);
      const box = panel.getByLabel('Message', { exact: true });
      await visible(box);
      expect(await box.isDisabled()).toBe(true);
      await visible(panel.getByText(/one-time \$5\.00, charged to your saved card/));
      await phoneViewport(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'influencers-chat-locked-390');
      await desktopViewport(page);

      // A confirm step names the amount and the card; Cancel charges nothing.
      await panel.getByRole('button', { name: 'Unlock Chat Access' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Unlock chat access?' });
      await visible(confirm);
      expect(await confirm.getByTestId('charge-amount').textContent()).toBe('$5.00');
      expect(await confirm.getByTestId('charge-card').textContent()).toBe('Visa •••• 1111');
      await phoneViewport(page);
      await screenshot(page, 'influencers-chat-confirm-390');
      await desktopViewport(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await confirm.count()).toBe(0);
      await framePainted(page);
      expect(await box.isDisabled()).toBe(true);
      expect(await (await page.request.get('/api/invoices')).json()).toEqual([]);

      // Confirm charges once, and the toast says what was charged to which card.
      await panel.getByRole('button', { name: 'Unlock Chat Access' }).click();
      await page
        .getByRole('alertdialog', { name: 'Unlock chat access?' })
        .getByRole('button', { name: 'Pay $5.00 and unlock' })
        .click();
      await expectToast(
        page,
        'Chat unlocked',
        'Charged $5.00 to Visa •••• 1111. You can now message Sofia.',
      );
      await visible(panel.getByText(/No messages yet/));
      expect(await box.isDisabled()).toBe(false);

      // The charge: one paid $5 invoice.
      const invoices = (await (await page.request.get('/api/invoices')).json()) as Invoice[];
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ total: 5, status: 'paid' });

      // A blank message does nothing.
      const send = panel.getByRole('button', { name: 'Send' });
      await box.fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await box.press('Enter');
      await framePainted(page);
      expect(await panel.getByTestId('chat-message').count()).toBe(0);
      expect(await page.locator('[data-sonner-toast]').getByText('Message Sent').count()).toBe(0);

      await box.fill('Hi Sofia! Which café in Laguna has the best cold brew?');
      await send.click();
      await expectToast(page, 'Message Sent');
      await visible(panel.getByText('Hi Sofia! Which café in Laguna has the best cold brew?'));
      expect(await box.inputValue()).toBe('');
      await screenshot(page, 'influencers-chat-sent-1280');

      // Stored: still there after a reload, in the message dialog too.
      await page.reload();
      await visible(chatPanel(page).getByTestId('chat-message'));
      await page.getByRole('button', { name: 'Message', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Message Sofia Martinez' });
      await visible(dialog.getByTestId('chat-message'));
      await dialog.getByLabel('Message', { exact: true }).fill('See you at the beach.');
      await dialog.getByLabel('Message', { exact: true }).press('Enter');
      await expectToast(page, 'Message Sent');
      await visible(dialog.getByText('See you at the beach.'));
      await phoneViewport(page);
      await screenshot(page, 'influencers-chat-dialog-390');
      await desktopViewport(page);
    },
  );

  browserTest(
    'a visitor signs in first; a shopper without a card goes to the payment tab',
    async ({ page, server }) => {
      await influencersOnce(server);
      await page.goto('/influencer/oc_style');
      await chatPanel(page).getByRole('button', { name: 'Unlock Chat Access' }).click();
      await waitForPath(page, `/auth?next=${encodeURIComponent('/influencer/oc_style')}`);

      await signUpInBrowser(page);
      await page.goto('/influencer/oc_style');
      await chatPanel(page).getByRole('button', { name: 'Unlock Chat Access' }).click();
      await waitForPath(page, '/profile?tab=payment');
      await expectToast(page, 'Payment method required');
      const invoices = (await (await page.request.get('/api/invoices')).json()) as Invoice[];
      expect(invoices).toHaveLength(0);
    },
  );
});

describeBrowser('one engagement figure', () => {
  browserTest(
    "shows Maya Patel's 24-hour engagement the same in the directory, her profile and the play dialog",
    async ({ page, server }) => {
      await influencersOnce(server);
      const maya = (await apiInfluencers(page)).find((influencer) => influencer.id === 'oc_eats');
      expect(maya?.name).toBe('Maya Patel');
      // The server's figure: 1-5% of her Instagram followers interacted over the last day.
      expect(maya?.engagement).toBeGreaterThanOrEqual(1);
      expect(maya?.engagement).toBeLessThanOrEqual(5);
      const shown = engagementText(maya?.engagement ?? null);
      expect(shown).toMatch(/^\d\.\d%$/);

      await page.goto('/influencer-directory');
      await expectCardCount(page, 24);
      const card = page.locator('[data-testid="influencer-card"][data-influencer-id="oc_eats"]');
      await card.scrollIntoViewIfNeeded();
      await visible(card.getByText(ENGAGEMENT_LABEL, { exact: true }));
      expect(await card.getByTestId('engagement').textContent()).toBe(shown);

      await page.goto('/influencer/oc_eats');
      await visible(page.getByRole('heading', { level: 1, name: 'Maya Patel' }));
      await visible(page.getByText(ENGAGEMENT_LABEL, { exact: true }));
      expect(await page.getByTestId('engagement').textContent()).toBe(shown);

      const product = await createProduct(server.ctx, {
        brand: 'Engagement',
        model: 'Check',
        priceCents: 500,
        entryPriceCents: 100,
        maxContestants: 5,
        playEnabled: true,
        quantity: 3,
      });
      await page.goto(`/social-play/${product.id}`);
      const playCard = page.locator(
        '[data-testid="influencer-card"][data-influencer-id="oc_eats"]',
      );
      const more = page.getByRole('button', { name: 'View More Influencers' });
      await visible(page.getByTestId('influencer-card').first());
      if (!(await playCard.isVisible()) && (await more.isVisible())) await more.click();
      await playCard.getByRole('button', { name: 'View Maya Patel details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Maya Patel' });
      await visible(dialog.getByText(ENGAGEMENT_LABEL, { exact: true }));
      expect(await dialog.getByTestId('engagement').textContent()).toBe(shown);
      await phoneViewport(page);
      await screenshot(page, 'engagement-play-dialog-390');
      await desktopViewport(page);
    },
  );
});

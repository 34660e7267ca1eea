import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LIMITS, TIKTOK_SOUNDS, tiktokBoost, youtubeBoost } from '../../src/shared/coach-rules';
import type { Product } from '../../src/shared/contracts/catalog';
import { type CoachStats, coachMessages } from '../../src/shared/contracts/coach';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { desktopViewport, phoneViewport } from './storefront-helpers';

/** The catalogue this file works on: 3 play-enabled products, then 4 others (7 in all). */
interface Catalogue {
  play: Product[];
  shop: Product[];
  all: Product[];
}

const catalogues = new WeakMap<TestServer, Promise<Catalogue>>();

function catalogue(server: TestServer): Promise<Catalogue> {
  let done = catalogues.get(server);
  if (!done) {
    done = (async () => {
      const play: Product[] = [];
      const shop: Product[] = [];
      for (let i = 1; i <= 3; i += 1) {
        play.push(
          await createProduct(server.ctx, {
            brand: `Playable${i}`,
            model: 'Shades',
            playEnabled: true,
            quantity: 10,
          }),
        );
      }
      for (let i = 1; i <= 4; i += 1) {
        shop.push(await createProduct(server.ctx, { brand: `ShopOnly${i}`, model: 'Tee' }));
      }
      return { play, shop, all: [...play, ...shop] };
    })();
    catalogues.set(server, done);
  }
  return done;
}

const nameOf = (product: Product) => `${product.brand} ${product.model}`;

/** A signed-in shopper whose clipboard the page may read and write. */
async function shopper(page: Page, server: TestServer): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  await signUpInBrowser(page);
}

/** A real entry: profile with the sandbox card, 5 influencers, POST /api/plays. */
async function enterCompetition(page: Page, server: TestServer, product: Product): Promise<void> {
  await completeProfileFor(page);
  const influencerIds = await createTestInfluencers(server.ctx, 5);
  const response = await page.request.post('/api/plays', {
    data: { productId: product.id, influencerIds },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  if (response.status() !== 201)
    throw new Error(`entry failed: ${response.status()} ${await response.text()}`);
}

async function coachStats(page: Page): Promise<CoachStats> {
  const response = await page.request.get('/api/user/coach-stats');
  if (!response.ok()) throw new Error(`coach stats failed: ${response.status()}`);
  return (await response.json()) as CoachStats;
}

function campaignLog(page: Page) {
  return page.getByRole('log');
}

/** The log before any action: its empty note, no line, and no made-up console output. */
async function expectEmptyLog(page: Page): Promise<void> {
  await visible(
    campaignLog(page).getByText(
      'Nothing yet. Pick a template or prepare a campaign: each step it takes shows here.',
    ),
  );
  expect(await campaignLog(page).locator('li').count()).toBe(0);
  expect(await page.getByText(/module loaded/i).count()).toBe(0);
  await screenshot(page, `coach-log-empty-${new URL(page.url()).pathname.split('/').pop()}`);
}

/** Waits until the log holds a line containing `text`. */
async function logLine(page: Page, text: string, timeout = 10_000): Promise<void> {
  await visible(campaignLog(page).getByText(text, { exact: false }), timeout);
}

function productRows(page: Page) {
  return page.getByRole('list', { name: 'Products to promote' }).getByRole('listitem');
}

async function rowNames(page: Page): Promise<string[]> {
  const rows = productRows(page);
  const names: string[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    names.push((await rows.nth(i).getByTestId('coach-product-name').textContent()) ?? '');
  }
  return names;
}

async function filter(page: Page, label: 'My Tickets' | 'Shop With Me' | 'All'): Promise<void> {
  const button = page.getByRole('group', { name: 'Filter products' }).getByRole('button', {
    name: label,
    exact: true,
  });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

/** Waits until a figure of the coach hub ('Social Boost', 'Last Campaign') reads `expected`. */
async function hubFigure(page: Page, label: string, expected: string): Promise<void> {
  const figure = page.locator('dt', { hasText: label }).locator('xpath=../dd');
  await visible(figure.getByText(expected, { exact: true }));
}

/**
 * Records in the page when the click, the success toast, 'Campaign Prepared!' and the button's
 * own label again happen (browser clocks: the test runner's polling would blur them).
 */
async function watchPrepareTimes(page: Page, label: string): Promise<void> {
  await page.evaluate((idleLabel) => {
    const times: Record<string, number> = {};
    (window as unknown as { prepareTimes: Record<string, number> }).prepareTimes = times;
    const check = () => {
      const now = performance.now();
      const labels = [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
      if (
        times.toast === undefined &&
        toasts.some((t) => t.textContent?.includes('Campaign Ready!'))
      )
        times.toast = now;
      if (times.prepared === undefined && labels.includes('Campaign Prepared!'))
        times.prepared = now;
      if (times.prepared !== undefined && times.back === undefined && labels.includes(idleLabel))
        times.back = now;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener(
      'click',
      () => {
        times.click = performance.now();
      },
      { capture: true, once: true },
    );
  }, label);
}

async function prepareTimes(
  page: Page,
): Promise<Record<'click' | 'toast' | 'prepared' | 'back', number>> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          prepareTimes: Record<'click' | 'toast' | 'prepared' | 'back', number>;
        }
      ).prepareTimes,
  );
}

/**
 * Clicks prepare and follows the whole sequence: the first log lines at once, the copy and the
 * success toast about 2 s later, 'Campaign Prepared!' for 3 s, then the button's own label.
 */
async function prepareAndFollow(
  page: Page,
  options: {
    label: string;
    firstLine: string;
    optimizeLine: string;
    toastDescription: string;
    screenshotName: string;
  },
): Promise<void> {
  await watchPrepareTimes(page, options.label);
  await page.getByRole('button', { name: options.label }).click();
  await logLine(page, options.firstLine, 1_000);
  await visible(page.getByRole('button', { name: 'Preparing...' }), 1_000);
  await logLine(page, options.optimizeLine, 3_000);
  await expectToast(page, 'Campaign Ready!', options.toastDescription);
  await visible(page.getByRole('button', { name: 'Campaign Prepared!' }), 1_000);
  await screenshot(page, options.screenshotName);
  await visible(page.getByRole('button', { name: options.label }), 6_000);

  const times = await prepareTimes(page);
  // About 0.8 s and another 1.2 s before the copy, the toast and 'Campaign Prepared!'.
  expect(times.toast - times.click).toBeGreaterThanOrEqual(1_950);
  expect(times.toast - times.click).toBeLessThan(3_000);
  expect(Math.abs(times.prepared - times.toast)).toBeLessThan(200);
  // 'Campaign Prepared!' for 3 seconds.
  expect(times.back - times.prepared).toBeGreaterThanOrEqual(2_950);
  expect(times.back - times.prepared).toBeLessThan(3_800);
}

describeBrowser('coach: /coach/youtube', () => {
  browserTest(
    'counts and limits the fields, refuses an empty campaign, prepares, copies and records it',
    async ({ page, server }) => {
      await catalogue(server);
      await shopper(page, server);
      await page.goto('/coach/youtube');
      await visible(page.getByRole('heading', { name: 'YouTube', level: 1 }));
      // The log opens empty (issue 37 item 10): nothing claims a module loaded or a step that
      // did not happen.
      await expectEmptyLog(page);
      expect(await page.getByRole('link', { name: /Coach Hub/ }).getAttribute('href')).toBe(
        '/coach',
      );

      const title = page.getByLabel('Video title');
      const description = page.getByLabel('Description');
      expect(await title.getAttribute('maxlength')).toBe(String(LIMITS.youtubeTitle));
      expect(await description.getAttribute('maxlength')).toBe(String(LIMITS.youtubeDescription));
      await visible(page.getByText('0/100', { exact: true }));
      await visible(page.getByText('0/5000', { exact: true }));

      // Nothing written: refused with a toast.
      await page.getByRole('button', { name: 'Prepare YouTube Campaign' }).click();
      await expectToast(page, 'Missing Information', coachMessages.youtubeNeedsText);

      // A title but no description: still refused.
      await title.fill('x'.repeat(120));
      expect((await title.inputValue()).length).toBe(100);
      await visible(page.getByText('100/100', { exact: true }));
      await title.fill('Shop With Me: my Laguna Beach sunglasses haul');
      await page.getByRole('button', { name: 'Prepare YouTube Campaign' }).click();
      await expectToast(page, 'Missing Information', coachMessages.youtubeNeedsText);

      const titleText = 'Shop With Me: my Laguna Beach sunglasses haul';
      const descriptionText =
        'Come along to Social Market in Laguna Beach: I try on three pairs of sunglasses, pick a favourite and enter a $1 competition for another. Links to everything are below, with delivery in 2-3 hours.';
      await description.fill(descriptionText);
      await visible(page.getByText(`${descriptionText.length}/5000`, { exact: true }));
      await page.getByLabel('Tags').fill('laguna beach, sunglasses, , Laguna Beach, shop local');
      const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
      expect(await tags.allTextContents()).toEqual(['#laguna beach', '#sunglasses', '#shop local']);
      const boost = youtubeBoost(titleText, descriptionText);
      expect(boost).toBe(19);
      await visible(page.getByTestId('campaign-boost').getByText(`+${boost}`));

      await phoneViewport(page);
      await prepareAndFollow(page, {
        label: 'Prepare YouTube Campaign',
        firstLine: 'Preparing YouTube campaign...',
        optimizeLine: 'Recommended video length: 5-10 minutes',
        toastDescription: 'Title, description and tags copied: paste them into YouTube Studio.',
        screenshotName: 'coach-youtube-prepared-390',
      });
      // Lines carry a timestamp.
      expect(await campaignLog(page).locator('li').first().textContent()).toMatch(
        /^\[\d\d:\d\d:\d\d\] /,
      );
      await logLine(page, 'Tags: laguna beach, sunglasses, shop local');
      await logLine(page, 'Title, description and tags copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${titleText}\n\n${descriptionText}\n\nTags: laguna beach, sunglasses, shop local`,
      );

      // Recorded with the boost the server computes.
      await logLine(page, `Campaign recorded: +${boost} Social Boost`);
      const stats = await coachStats(page);
      expect(stats.socialBoost).toBe(boost);
      expect(stats.lastCampaign?.platform).toBe('youtube');
      await page.goto('/coach');
      await hubFigure(page, 'Social Boost', `+${boost}`);
      await hubFigure(page, 'Last Campaign', 'YouTube');
    },
  );

  browserTest(
    'templates: My Tickets shows only the products the user really entered',
    async ({ page, server }) => {
      const { play, shop, all } = await catalogue(server);
      await shopper(page, server);
      await page.goto('/coach/youtube');
      await page.getByRole('tab', { name: 'Templates' }).click();

      // No entries yet.
      await filter(page, 'My Tickets');
      await visible(page.getByText('No products found matching your filter', { exact: true }));
      await filter(page, 'All');
      await visible(productRows(page));
      expect(await rowNames(page)).toEqual(all.slice(0, 5).map(nameOf));
      // Play-enabled products with no game open yet say so (nothing claims a live game); the
      // others are not started.
      const first = productRows(page).first();
      await visible(first.getByText('Playable', { exact: true }));
      await visible(first.getByText('No game open yet', { exact: true }));
      expect(await page.getByText('Live Now').count()).toBe(0);
      const last = productRows(page).last();
      await visible(last.getByText('Coming Soon', { exact: true }));
      await visible(last.getByText('Not Started', { exact: true }));

      const entered = play[1];
      if (!entered) throw new Error('no playable product');
      await enterCompetition(page, server, entered);
      await page.reload();
      await page.getByRole('tab', { name: 'Templates' }).click();
      await filter(page, 'My Tickets');
      await visible(productRows(page));
      expect(await rowNames(page)).toEqual([nameOf(entered)]);
      // The game the user entered waits for players: 1 of the 10 seats taken.
      await visible(productRows(page).first().getByText('Waiting', { exact: true }));
      await visible(productRows(page).first().getByText('Waiting for players 1/10'));

      const ideas = page.getByRole('list', { name: 'Video ideas' }).getByRole('listitem');
      expect(await ideas.count()).toBe(3);
      expect(await page.getByText('Recommended length: 5-10 minutes').count()).toBe(3);
      await phoneViewport(page);
      await screenshot(page, 'coach-youtube-my-tickets-390');

      await filter(page, 'Shop With Me');
      await visible(productRows(page));
      expect(await rowNames(page)).toEqual(
        all
          .filter((product) => product.id !== entered.id)
          .slice(0, 5)
          .map(nameOf),
      );

      // A shop-with-me product fills the shop-with-me video; it has no DISCOUNT: code, so no
      // discount is promised (decision 0058).
      const shopProduct = shop[0];
      if (!shopProduct) throw new Error('no shop product');
      await productRows(page)
        .filter({ hasText: nameOf(shopProduct) })
        .click();
      expect(await page.getByLabel('Video title').inputValue()).toBe(
        `Shop With Me: ${nameOf(shopProduct)} at Social Market Laguna Beach`,
      );
      const description = await page.getByLabel('Description').inputValue();
      expect(description).toContain(`Shop it with me: ${server.url}/product/${shopProduct.id}`);
      expect(description).not.toContain('off');
      await visible(page.getByText(`Promoting ${nameOf(shopProduct)}`));
      await logLine(page, `Template loaded: ${nameOf(shopProduct)}`);

      // The entered product tells the competition story.
      await page.getByRole('tab', { name: 'Templates' }).click();
      await filter(page, 'My Tickets');
      await productRows(page).first().click();
      expect(await page.getByLabel('Video title').inputValue()).toBe(
        `I Entered to Win the ${nameOf(entered)} for $1 | Social Market`,
      );
      await screenshot(page, 'coach-youtube-template-filled-390');

      // An idea fills the form too.
      await page.getByRole('tab', { name: 'Templates' }).click();
      await page.getByRole('button', { name: 'Use idea: Unboxing & First Impressions' }).click();
      expect(await page.getByLabel('Video title').inputValue()).toBe(
        `Unboxing & First Impressions: ${nameOf(entered)}`,
      );
    },
  );

  browserTest('an empty catalogue has nothing to promote', async ({ page }) => {
    await page.route('**/api/products', (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto('/coach/youtube');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await visible(page.getByText('No products found to promote', { exact: true }));
  });

  browserTest(
    'a visitor prepares and copies, and is asked to sign in to record',
    async ({ page, server }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
      await page.goto('/coach/youtube');
      await page.getByLabel('Video title').fill('Beach day');
      await page.getByLabel('Description').fill('Sunglasses for the beach.');
      await page.getByRole('button', { name: 'Prepare YouTube Campaign' }).click();
      await expectToast(page, 'Campaign Ready!');
      await logLine(page, 'Sign in to record campaigns on your coach stats');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'Beach day\n\nSunglasses for the beach.',
      );
      await desktopViewport(page);
      await screenshot(page, 'coach-youtube-visitor-1280');
    },
  );
});

describeBrowser('coach: /coach/tiktok', () => {
  browserTest(
    'counts the caption, picks the sound, refuses an empty caption, prepares and records it',
    async ({ page, server }) => {
      await catalogue(server);
      await shopper(page, server);
      await page.goto('/coach/tiktok');
      await visible(page.getByRole('heading', { name: 'TikTok', level: 1 }));
      await expectEmptyLog(page);
      await visible(page.getByRole('tab', { name: 'Create Video', selected: true }));
      await visible(page.getByRole('tab', { name: 'Video Ideas' }));

      const caption = page.getByLabel('Caption');
      expect(await caption.getAttribute('maxlength')).toBe(String(LIMITS.tiktokCaption));
      await visible(page.getByText('0/2200', { exact: true }));

      // Trending sound on by default; the select offers the five sounds.
      const trending = page.getByRole('switch', { name: 'Use a trending sound' });
      expect(await trending.getAttribute('aria-checked')).toBe('true');
      const sound = page.getByRole('combobox', { name: 'Sound' });
      expect(await sound.locator('option').count()).toBe(TIKTOK_SOUNDS.length);
      expect(await sound.inputValue()).toBe('summer-vibes');

      await page.getByRole('button', { name: 'Prepare TikTok Campaign' }).click();
      await expectToast(page, 'Missing Information', coachMessages.tiktokNeedsCaption);
      await caption.fill('   ');
      await page.getByRole('button', { name: 'Prepare TikTok Campaign' }).click();
      await expectToast(page, 'Missing Information', coachMessages.tiktokNeedsCaption);

      const text = 'POV: the best sunglasses in Laguna Beach, delivered in 2 hours 😎 #fyp';
      await caption.fill(text);
      await visible(page.getByText(`${text.length}/2200`, { exact: true }));
      await visible(
        page.getByTestId('campaign-boost').getByText(`+${tiktokBoost(text, 'summer-vibes')}`),
      );

      // Trending sounds off: the original sound, and the select is locked on it.
      await trending.click();
      expect(await sound.inputValue()).toBe('original');
      expect(await sound.isDisabled()).toBe(true);
      await visible(
        page.getByTestId('campaign-boost').getByText(`+${tiktokBoost(text, 'original')}`),
      );
      await trending.click();
      await sound.selectOption('beach-day');
      const boost = tiktokBoost(text, 'beach-day');
      expect(boost).toBe(25);
      await visible(page.getByTestId('campaign-boost').getByText(`+${boost}`));

      await caption.fill('x'.repeat(2300));
      expect((await caption.inputValue()).length).toBe(2200);
      await visible(page.getByText('2200/2200', { exact: true }));
      await caption.fill(text);

      await phoneViewport(page);
      await prepareAndFollow(page, {
        label: 'Prepare TikTok Campaign',
        firstLine: 'Preparing TikTok campaign...',
        optimizeLine: 'Recommended video length: 15-60 seconds',
        toastDescription: 'Caption copied: paste it into TikTok and add Beach Day Remix (Viral).',
        screenshotName: 'coach-tiktok-prepared-390',
      });
      await logLine(page, 'Sound: Beach Day Remix (Viral)');
      await logLine(page, 'Caption copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      await logLine(page, `Campaign recorded: +${boost} Social Boost`);
      const stats = await coachStats(page);
      expect(stats.socialBoost).toBe(boost);
      expect(stats.lastCampaign?.platform).toBe('tiktok');
      await page.goto('/coach');
      await hubFigure(page, 'Social Boost', `+${boost}`);
      await hubFigure(page, 'Last Campaign', 'TikTok');
    },
  );

  browserTest(
    'video ideas: My Tickets shows only the products the user really entered, first 4 of All',
    async ({ page, server }) => {
      const { play, all } = await catalogue(server);
      await shopper(page, server);
      await page.goto('/coach/tiktok');
      await page.getByRole('tab', { name: 'Video Ideas' }).click();

      await filter(page, 'My Tickets');
      await visible(page.getByText('No products found matching your filter', { exact: true }));
      await phoneViewport(page);
      await screenshot(page, 'coach-tiktok-no-tickets-390');

      await filter(page, 'All');
      await visible(productRows(page));
      expect(await rowNames(page)).toEqual(all.slice(0, 4).map(nameOf));

      const entered = play[2];
      if (!entered) throw new Error('no playable product');
      await enterCompetition(page, server, entered);
      await page.reload();
      await page.getByRole('tab', { name: 'Video Ideas' }).click();
      await filter(page, 'My Tickets');
      await visible(productRows(page));
      expect(await rowNames(page)).toEqual([nameOf(entered)]);
      expect(
        await page.getByRole('list', { name: 'Video ideas' }).getByRole('listitem').count(),
      ).toBe(3);
      expect(await page.getByText('Recommended length: 15-60 seconds').count()).toBe(3);
      await screenshot(page, 'coach-tiktok-ideas-390');

      await productRows(page).first().click();
      await visible(page.getByRole('tab', { name: 'Create Video', selected: true }));
      const caption = await page.getByLabel('Caption').inputValue();
      expect(caption).toContain(`I entered to win the ${nameOf(entered)} for $1`);

      await page.getByRole('tab', { name: 'Video Ideas' }).click();
      await filter(page, 'Shop With Me');
      await productRows(page).first().click();
      const shopCaption = await page.getByLabel('Caption').inputValue();
      expect(shopCaption).toContain('Shop with me at Social Market');
      expect(shopCaption).not.toContain('$5 off');
      await desktopViewport(page);
      await screenshot(page, 'coach-tiktok-create-1280');
    },
  );
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TWITTER_HASHTAGS } from '../../src/client/features/coach/lib/twitter-post';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import {
  INSTAGRAM_FILTER_BONUS,
  instagramBoost,
  PLATFORM_BOOSTS,
} from '../../src/shared/coach-rules';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible, waitForPath } from './helpers';
import { desktopViewport, phoneViewport } from './storefront-helpers';

/** The hub's figure under a label (Team Score, Social Boost, Last Campaign), once it settles. */
async function expectFigure(page: Page, label: string, value: string): Promise<void> {
  const figure = page.locator('dt', { hasText: label }).locator('xpath=..').locator('dd');
  await visible(figure);
  await expect
    .poll(async () => ((await figure.textContent()) ?? '').trim(), {
      timeout: 10_000,
      message: label,
    })
    .toBe(value);
}

/** Play-enabled products with open games and one that is not (Coming Soon), made once per file. */
let catalogue: Promise<{ playable: Product[]; plain: Product }> | undefined;
function makeCatalogue(server: TestServer) {
  catalogue ??= (async () => {
    const playable: Product[] = [];
    for (let i = 1; i <= 4; i += 1) {
      playable.push(
        await createProduct(server.ctx, {
          brand: 'Coach Optics',
          model: `Tide ${i}`,
          playEnabled: true,
          maxContestants: 10,
        }),
      );
    }
    const plain = await createProduct(server.ctx, {
      brand: 'Coach Tees',
      model: 'Plain Wave',
      productType: 'tshirt',
      playEnabled: false,
    });
    // The scheduler opens each playable product's game, waiting for players.
    await runSchedulerTick(server.ctx, { gateway: testGateway });
    return { playable, plain };
  })();
  return catalogue;
}

/** Closes any toast, so a screenshot shows the screen under it. */
async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await button.click().catch(() => {});
  }
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
}

async function interceptX(page: Page): Promise<void> {
  // The tweet intent must not reach the network in tests.
  await page
    .context()
    .route('https://twitter.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>X</title>' }),
    );
}

describeBrowser('coach hub', () => {
  // Runs first, while the catalogue is still empty.
  browserTest(
    'a visitor sees no made-up team score, a sign-in prompt and no competitions',
    async ({ page }) => {
      await phoneViewport(page);
      await page.goto('/coach');
      await visible(page.getByRole('heading', { level: 1, name: 'Coach Hub' }));
      await expectFigure(page, 'Team Score', '—');
      await expectFigure(page, 'Social Boost', '+0');
      await expectFigure(page, 'Last Campaign', 'None');
      expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/auth?next=%2Fcoach',
      );
      await visible(page.getByText('No active competitions found'));
      await visible(
        page.getByText('Boosts are a coach score: they never change competition results.'),
      );
      for (const [name, boost] of [
        ['Twitter', PLATFORM_BOOSTS.twitter],
        ['Instagram', PLATFORM_BOOSTS.instagram],
        ['YouTube', PLATFORM_BOOSTS.youtube],
        ['TikTok', PLATFORM_BOOSTS.tiktok],
      ] as const) {
        await visible(page.getByRole('button', { name: `${name} +${boost} boost` }));
      }
      expect(await page.getByRole('button', { name: 'Paid Pop Pro' }).isDisabled()).toBe(true);
      await visible(page.getByText('Arrives at launch: a $1 sponsored post.'));
      expect(await page.getByRole('button', { name: 'Pop The Shop' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe(
        '/',
      );
      await screenshot(page, 'coach-hub-visitor-390');
    },
  );

  browserTest(
    "shows no made-up Team Score when the signed-in user's stats cannot be read",
    async ({ page }) => {
      await signUpInBrowser(page);
      const recorded = await page.request.post('/api/coach/campaigns', {
        data: { platform: 'twitter', text: 'Laguna Beach sunsets #SocialMarket' },
      });
      expect(recorded.status()).toBe(201);

      await page.route('**/api/user/coach-stats', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      );
      await page.goto('/coach');
      await expectFigure(page, 'Team Score', '—');
      await expectFigure(page, 'Social Boost', '+0');
      await expectFigure(page, 'Last Campaign', 'None');

      // The same user's real figures once the call answers.
      await page.unroute('**/api/user/coach-stats');
      await page.reload();
      await expectFigure(page, 'Social Boost', `+${PLATFORM_BOOSTS.twitter}`);
    },
  );

  browserTest(
    'a signed-in user picks a platform, waits for it, and pops the shop to each helper',
    async ({ page, server }) => {
      const { playable, plain } = await makeCatalogue(server);
      await signUpInBrowser(page);
      await phoneViewport(page);
      await page.goto('/coach');
      await expectFigure(page, 'Team Score', '—');
      await expectFigure(page, 'Social Boost', '+0');
      await expectFigure(page, 'Last Campaign', 'None');
      expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

      // Up to 3 open games, never the plain product, each with its real state: waiting for
      // players 0/10, not 'Live Now'.
      const competitions = page.getByRole('list', { name: 'Active Competitions' }).locator('li');
      await visible(competitions);
      expect(await competitions.count()).toBe(3);
      const first = competitions.first();
      await visible(first.getByText('Waiting', { exact: true }));
      await visible(first.getByText('Waiting for players 0/10', { exact: true }));
      expect(await page.getByText('Live Now').count()).toBe(0);
      expect(await page.getByText('Active', { exact: true }).count()).toBe(0);
      expect(await page.getByText(`${plain.brand} ${plain.model}`).count()).toBe(0);
      expect(await first.locator('a').getAttribute('href')).toBe(`/product/${playable[0]?.id}`);
      await first.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'coach-hub-waiting-390');

      for (const [name, path] of [
        ['Twitter', '/coach/twitter'],
        ['Instagram', '/coach/instagram'],
        ['YouTube', '/coach/youtube'],
        ['TikTok', '/coach/tiktok'],
      ] as const) {
        await page.goto('/coach');
        await page.getByRole('button', { name: new RegExp(`^${name} `) }).click();
        await visible(page.getByText(`Preparing ${name} campaign module...`));
        const pop = page.getByRole('button', { name: 'Pop The Shop' });
        expect(await pop.isDisabled()).toBe(true);
        await visible(page.getByText(`${name} platform ready for campaign deployment`), 3000);
        if (name === 'Twitter') {
          await page
            .getByText('Twitter platform ready for campaign deployment')
            .evaluate((line) => line.scrollIntoView({ block: 'center' }));
          await screenshot(page, 'coach-hub-ready-390');
        }
        await pop.click();
        await waitForPath(page, path);
      }

      await desktopViewport(page);
      await page.goto('/coach');
      await page.getByRole('button', { name: /^Instagram / }).click();
      await visible(page.getByText('Instagram platform ready for campaign deployment'), 3000);
      await screenshot(page, 'coach-hub-1280');
    },
  );
});

describeBrowser('coach X (Twitter)', () => {
  browserTest(
    'counts, limits, refuses an empty post and fills templates',
    async ({ page, server }) => {
      const { playable } = await makeCatalogue(server);
      await signUpInBrowser(page);
      await phoneViewport(page);
      await page.goto('/coach/twitter');
      const post = page.getByLabel('Your post');
      const share = page.getByRole('button', { name: 'Share on X (Twitter)' });
      await visible(post);
      await visible(page.getByText('0/280'));
      expect(await share.isDisabled()).toBe(true);
      expect(
        await page.getByRole('switch', { name: 'Include hashtags' }).getAttribute('aria-checked'),
      ).toBe('true');
      expect(
        await page.getByRole('switch', { name: 'Add location' }).getAttribute('aria-checked'),
      ).toBe('false');

      // The counter counts the post as shared: text, blank line, hashtags.
      await post.fill('Hello');
      await visible(page.getByText(`${5 + 2 + TWITTER_HASHTAGS.length}/280`));
      await page.getByRole('switch', { name: 'Include hashtags' }).click();
      await visible(page.getByText('5/280'));

      // The box takes at most 280 characters.
      await post.fill('a'.repeat(300));
      expect((await post.inputValue()).length).toBe(280);
      await visible(page.getByText('280/280'));
      expect(await share.isDisabled()).toBe(false);
      // With hashtags the post would pass 280: sharing is refused until it is shortened.
      await page.getByRole('switch', { name: 'Include hashtags' }).click();
      await visible(page.getByText(`${280 + 2 + TWITTER_HASHTAGS.length}/280`));
      await visible(
        page.getByText('Too long for X: shorten your post or turn off hashtags or location.'),
      );
      expect(await share.isDisabled()).toBe(true);

      // Only spaces: the button is there, the post is still empty.
      await post.fill('   ');
      await share.click();
      await expectToast(page, 'Post is empty', 'Please write some content before sharing to X');
      await screenshot(page, 'coach-twitter-compose-390');

      // Templates: the first 5 products, then the viral templates.
      await page.getByRole('tab', { name: 'Templates' }).click();
      const rows = page.getByRole('list', { name: 'Products to promote' }).locator('li');
      await visible(rows);
      expect(await rows.count()).toBe(5);
      await screenshot(page, 'coach-twitter-templates-390');
      const first = playable[0];
      if (!first) throw new Error('no product');
      await rows.first().getByRole('button').click();
      await visible(page.getByText(`Promoting ${first.brand} ${first.model}`));
      expect(await post.inputValue()).toContain(`/product/${first.id}`);

      await page.getByRole('tab', { name: 'Templates' }).click();
      await page.getByRole('button', { name: /^POV/ }).click();
      await expectToast(page, 'Template copied!');
      expect(await page.getByRole('tab', { name: 'Compose' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(await post.inputValue()).toMatch(/^POV: you won designer sunglasses/);
    },
  );

  browserTest('shares in a new window and records the campaign for the hub', async ({ page }) => {
    await signUpInBrowser(page);
    await interceptX(page);
    await page.goto('/coach/twitter');
    await page.getByLabel('Your post').fill('Laguna finds today');
    await page.getByRole('switch', { name: 'Add location' }).click();
    await screenshot(page, 'coach-twitter-1280');

    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/coach/campaigns') && response.request().method() === 'POST',
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Share on X (Twitter)' }).click();
    const opened = await popup;
    const url = new URL(opened.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(
      `Laguna finds today\n\n📍 Laguna Beach, CA ${TWITTER_HASHTAGS}`,
    );
    await expectToast(page, 'Opening X (Twitter)');
    expect((await recorded).status()).toBe(201);

    await page.goto('/coach');
    await expectFigure(page, 'Social Boost', `+${PLATFORM_BOOSTS.twitter}`);
    await expectFigure(page, 'Last Campaign', 'Twitter');
  });
});

describeBrowser('coach Instagram', () => {
  browserTest(
    'previews a post, applies filters, reads the boost and prepares the campaign',
    async ({ page, server }) => {
      const { playable, plain } = await makeCatalogue(server);
      const { username } = await signUpInBrowser(page);
      // A real entry: My Competitions picks the product the user plays for.
      await completeProfileFor(page);
      const influencerIds = await createTestInfluencers(server.ctx, 5);
      const entered = playable[1];
      if (!entered) throw new Error('no product');
      const entry = await page.request.post('/api/plays', {
        headers: { 'idempotency-key': newIdempotencyKey() },
        data: { productId: entered.id, influencerIds },
      });
      expect(entry.status(), await entry.text()).toBe(201);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      await phoneViewport(page);
      await page.goto('/coach/instagram');
      const preview = page.getByRole('region', { name: 'Post preview' });
      await visible(preview.getByText(username, { exact: true }).first());
      await visible(preview.getByText('Laguna Beach, CA'));
      await visible(preview.getByText('Just now'));

      // Nothing picked yet: the campaign is not ready.
      await page.getByRole('button', { name: 'Paid Pop Pro' }).click();
      await expectToast(
        page,
        'Campaign not ready',
        'An Instagram campaign needs a caption and a product image.',
      );

      await page.getByRole('button', { name: 'My Competitions' }).click();
      await visible(
        preview.getByRole('img', { name: new RegExp(`${entered.brand} ${entered.model}`) }),
      );
      const caption = page.getByLabel('Caption');
      const text = await caption.inputValue();
      expect(text).toContain(`${entered.brand} ${entered.model}`);
      await visible(preview.getByText(text, { exact: false }).first());

      const photo = page.getByTestId('instagram-photo');
      const boost = page.getByTestId('instagram-boost');
      expect(await photo.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
      expect((await boost.textContent())?.trim()).toBe(`+${instagramBoost(text, 'Normal')}`);
      await page.getByRole('button', { name: /^Clarendon/ }).click();
      await expect.poll(() => photo.getAttribute('data-filter')).toBe('Clarendon');
      expect(await photo.evaluate((el) => getComputedStyle(el).filter)).toBe(
        'contrast(1.2) saturate(1.35)',
      );
      expect((await boost.textContent())?.trim()).toBe(`+${instagramBoost(text, 'Clarendon')}`);
      await page.getByRole('button', { name: /^Gingham/ }).click();
      expect((await boost.textContent())?.trim()).toBe(
        `+${instagramBoost(text, 'Normal') + INSTAGRAM_FILTER_BONUS.Gingham}`,
      );
      // A short caption boosts less: floor(length/10)+1 plus the filter.
      await caption.fill('Sunny day');
      expect((await boost.textContent())?.trim()).toBe(
        `+${instagramBoost('Sunny day', 'Gingham')}`,
      );
      await caption.fill(text);
      await page.getByRole('button', { name: /^Clarendon/ }).click();

      await visible(page.getByText('Premium Feature'));
      expect(await page.getByRole('button', { name: 'Upgrade for $1' }).isDisabled()).toBe(true);
      await dismissToasts(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'coach-instagram-390');
      await page.getByRole('heading', { name: 'Frames & Stickers' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'coach-instagram-tools-390');

      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/coach/campaigns') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Paid Pop Pro' }).click();
      await expectToast(page, 'Campaign Ready!');
      await visible(page.getByRole('button', { name: 'Campaign Prepared!' }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      expect((await recorded).status()).toBe(201);
      await visible(page.getByRole('button', { name: 'Paid Pop Pro' }), 5000);

      // Shop With Me picks a product the user has no entry in; Camera a random one.
      await page.getByRole('button', { name: 'Shop With Me' }).click();
      const shopName = (await preview.getByRole('img').first().getAttribute('alt')) ?? '';
      expect(shopName).not.toContain(`${entered.brand} ${entered.model}`);
      await page.getByRole('button', { name: 'Camera' }).click();
      // Camera's pick is shown: another product than Shop With Me's.
      await expect
        .poll(async () => (await preview.getByRole('img').first().getAttribute('alt')) ?? '', {
          timeout: 10_000,
        })
        .not.toBe(shopName);
      const cameraName = (await preview.getByRole('img').first().getAttribute('alt')) ?? '';
      expect(
        [...playable, plain].some((product) =>
          cameraName.startsWith(`${product.brand} ${product.model}`),
        ),
      ).toBe(true);
      expect(cameraName).not.toBe(shopName);

      await desktopViewport(page);
      await screenshot(page, 'coach-instagram-1280');

      await page.getByRole('link', { name: 'Pop The Shop' }).click();
      await waitForPath(page, '/coach');
      await expectFigure(page, 'Social Boost', `+${instagramBoost(text, 'Clarendon')}`);
      await expectFigure(page, 'Last Campaign', 'Instagram');
    },
  );

  browserTest(
    'waits for the catalogue before a pick: no "No products found" while it loads',
    async ({ page, server }) => {
      await makeCatalogue(server);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/products**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/coach/instagram');
      const gallery = page.getByRole('button', { name: 'Gallery' });
      await visible(gallery);
      // Loading: the picks wait instead of finding nothing.
      expect(await gallery.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Camera' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Shop With Me' }).isDisabled()).toBe(true);
      // A visitor's My Competitions answers at once: sign in first.
      expect(await page.getByRole('button', { name: 'My Competitions' }).isDisabled()).toBe(false);
      await screenshot(page, 'coach-instagram-loading-1280');
      release();
      await gallery.click();
      await visible(page.getByRole('region', { name: 'Post preview' }).getByRole('img'));
      expect(await page.getByText('No products found', { exact: true }).count()).toBe(0);
    },
  );

  browserTest('shows socialmarket to a visitor', async ({ page, server }) => {
    await makeCatalogue(server);
    await page.goto('/coach/instagram');
    const preview = page.getByRole('region', { name: 'Post preview' });
    await visible(preview.getByText('socialmarket', { exact: true }).first());
    await page.getByRole('button', { name: 'Gallery' }).click();
    await visible(preview.getByRole('img'));
    await page.getByRole('button', { name: 'My Competitions' }).click();
    await expectToast(page, 'Sign in first', 'Sign in to promote the products you compete for.');
  });
});

import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { appRunning, expectToast, screenshot, visible, waitForPath } from './helpers';
import {
  apiProducts,
  cardIds,
  cardPrices,
  desktopViewport,
  fullPageScreenshot,
  phoneViewport,
  productCards,
  seedOnce,
  waitForCardCount,
} from './storefront-helpers';

const homeSections = [
  { id: 'sunglasses', title: 'Sunglasses', viewAll: '/products?type=sunglasses', labels: false },
  { id: 'tshirts', title: 'T-Shirts', viewAll: '/products?type=tshirt', labels: true },
  { id: 'shoes', title: 'Shoes', viewAll: '/products?type=shoe', labels: true },
  { id: 'coffee-tea', title: 'Coffee & Tea', viewAll: '/coffee-tea-gallery', labels: false },
  { id: 'handbags', title: 'Designer Handbags', viewAll: '/products?type=handbag', labels: true },
  { id: 'books', title: 'Books', viewAll: '/products?type=book', labels: false },
];

describeBrowser('home', () => {
  browserTest(
    'shows six category sections of 4 cards with View All links',
    async ({ page, server }) => {
      await seedOnce(server);
      await page.goto('/home');
      await visible(page.getByRole('heading', { level: 1, name: 'Shop Social Market' }));
      expect(await page.title()).toBe('Shop | Social Market');

      const headings = await page
        .locator('section[data-testid^="home-section-"] h2')
        .allTextContents();
      expect(headings).toEqual(homeSections.map((section) => section.title));

      for (const section of homeSections) {
        const region = page.getByTestId(`home-section-${section.id}`);
        await waitForCardCount(region, 4);
        const viewAll = region.getByRole('link', { name: `View All ${section.title}` });
        expect(await viewAll.getAttribute('href'), section.title).toBe(section.viewAll);

        const labels = await region
          .locator('[data-purchase-type]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-purchase-type')));
        // Labels say what each product offers: every demo product can be played at $1, none
        // can be bid on (decisions 0005, 0017).
        expect(labels, section.title).toEqual(section.labels ? ['BET', 'BET', 'BET', 'BET'] : []);
        if (section.labels) await visible(region.getByText('$1 to play').first());
      }

      // Every card offers Pay and Play with the right targets.
      const first = productCards(page.getByTestId('home-section-sunglasses')).first();
      const id = await first.getAttribute('data-product-id');
      expect(await first.getByRole('link', { name: /^Pay/ }).getAttribute('href')).toBe(
        `/product/${id}`,
      );
      await visible(first.getByText('Entry: $1', { exact: true }));

      await fullPageScreenshot(page, 'storefront-home-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'storefront-home-390');
    },
  );

  browserTest('View All opens the gallery of that type', async ({ page, server }) => {
    await seedOnce(server);
    await page.goto('/home');
    const shoes = page.getByTestId('home-section-shoes');
    await waitForCardCount(shoes, 4);
    await shoes.getByRole('link', { name: 'View All Shoes' }).click();
    await waitForPath(page, '/products?type=shoe');
    await visible(page.getByRole('heading', { level: 1, name: 'Shoes' }));
    const expected = await apiProducts(page, 'type=shoe');
    await waitForCardCount(page, expected.length);

    await page.goto('/home');
    const coffee = page.getByTestId('home-section-coffee-tea');
    await waitForCardCount(coffee, 4);
    await coffee.getByRole('link', { name: 'View All Coffee & Tea' }).click();
    await waitForPath(page, '/coffee-tea-gallery');
  });

  browserTest('a failed section says so and recovers with Try again', async ({ page, server }) => {
    await seedOnce(server);
    await page.route(/\/api\/products\?type=book/, (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    // Shoes answer slowly, so their skeleton cards are on screen for a moment.
    let releaseShoes = () => {};
    const shoesHeld = new Promise<void>((resolve) => {
      releaseShoes = resolve;
    });
    await page.route(/\/api\/products\?type=shoe/, async (route) => {
      await shoesHeld;
      await route.continue();
    });
    // Into /home from another page: the browser loads the sections (a server-rendered /home
    // arrives with them).
    await page.goto('/tutorial');
    // A link clicked before the app runs loads the server-rendered /home instead.
    await appRunning(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    const shoesSection = page.getByTestId('home-section-shoes');
    await visible(shoesSection.getByTestId('product-card-skeleton'));
    expect(await shoesSection.getByTestId('product-card-skeleton').count()).toBe(4);
    await shoesSection.scrollIntoViewIfNeeded();
    await screenshot(page, 'storefront-home-loading');
    releaseShoes();
    const books = page.getByTestId('home-section-books');
    await visible(books.getByText("We couldn't load these products"));
    await visible(books.getByText('Database unavailable'));
    // The other sections are unaffected.
    await waitForCardCount(page.getByTestId('home-section-shoes'), 4);

    await page.unroute(/\/api\/products\?type=book/);
    await books.getByRole('button', { name: 'Try again' }).click();
    await waitForCardCount(books, 4);
  });
});

describeBrowser('gallery', () => {
  browserTest('type and sort live in the URL and really sort', async ({ page, server }) => {
    await seedOnce(server);
    await page.goto('/products');
    await visible(page.getByRole('heading', { level: 1, name: 'Sunglasses' }));
    await waitForCardCount(page, (await apiProducts(page, 'type=sunglasses')).length);
    // A choice made in the server's page before the app runs behind it changes nothing.
    await appRunning(page);

    await page.getByLabel('Category').selectOption('tshirt');
    await waitForPath(page, '/products?type=tshirt');
    await visible(page.getByRole('heading', { level: 1, name: 'T-Shirts' }));
    const tshirts = await apiProducts(page, 'type=tshirt');
    await waitForCardCount(page, tshirts.length);

    await page.getByLabel('Sort by').selectOption('price-low-high');
    await waitForPath(page, '/products?type=tshirt&sort=price-low-high');
    const ascending = (await apiProducts(page, 'type=tshirt&sort=price-low-high')).map((p) => p.id);
    await expect.poll(() => cardIds(page)).toEqual(ascending);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1) ?? 0);
    await screenshot(page, 'storefront-gallery-1280');

    await page.getByLabel('Sort by').selectOption('price-high-low');
    await waitForPath(page, '/products?type=tshirt&sort=price-high-low');
    await expect
      .poll(async () => {
        const high = await cardPrices(page);
        return high.length > 1 && high.every((price, i) => i === 0 || price <= (high[i - 1] ?? 0));
      })
      .toBe(true);

    // Back and forward walk through the choices; a reload keeps them.
    await page.goBack();
    await waitForPath(page, '/products?type=tshirt&sort=price-low-high');
    await expect.poll(() => cardIds(page)).toEqual(ascending);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-low-high');
    await page.reload();
    await expect.poll(() => cardIds(page)).toEqual(ascending);
    expect(await page.getByLabel('Category').inputValue()).toBe('tshirt');

    await phoneViewport(page);
    await screenshot(page, 'storefront-gallery-390');
  });

  browserTest('unknown type and sort fall back to the defaults', async ({ page, server }) => {
    await seedOnce(server);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products')) requests.push(request.url());
    });
    await page.goto('/products?type=spaceships&sort=cheapest-first');
    await visible(page.getByRole('heading', { level: 1, name: 'Sunglasses' }));
    await waitForCardCount(page, (await apiProducts(page, 'type=sunglasses')).length);
    expect(await page.getByLabel('Category').inputValue()).toBe('sunglasses');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('default');
    expect(requests.some((url) => url.includes('spaceships') || url.includes('cheapest'))).toBe(
      false,
    );

    await page.goto('/sunglass-gallery?type=handbag&sort=newest');
    await visible(page.getByRole('heading', { level: 1, name: 'Designer Handbags' }));
    const newest = (await apiProducts(page, 'type=handbag&sort=newest')).map((p) => p.id);
    await expect.poll(() => cardIds(page)).toEqual(newest);
  });

  browserTest('opens a product from a card', async ({ page, server }) => {
    await seedOnce(server);
    await page.goto('/products?type=book');
    const [book] = await apiProducts(page, 'type=book');
    if (!book) throw new Error('no books seeded');
    const card = page.locator(`[data-product-id="${book.id}"]`);
    await visible(card);
    // A book card carries its author as the subtitle.
    await visible(card.getByText(/^by /));
    await card.getByRole('heading').getByRole('link').click();
    await waitForPath(page, `/product/${book.id}`);
    await visible(page.getByRole('heading', { level: 1, name: book.brand }));
    await visible(page.getByText('Publisher'));
    await visible(page.getByText(book.model, { exact: true }));
  });
});

describeBrowser('product page', () => {
  browserTest(
    'shows price, entry, Pay Now, Play Now and copies the link',
    async ({ page, server }) => {
      await seedOnce(server);
      const products = await apiProducts(page);
      const product = products.find(
        (p) => p.playEnabled && p.quantity > 5 && !p.description?.includes('DISCOUNT:'),
      );
      if (!product) throw new Error('no playable product without a discount');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });

      await page.goto(`/product/${product.id}`);
      await visible(page.getByRole('heading', { level: 1, name: product.brand }));
      expect(await page.title()).toBe(`${product.brand} ${product.model} | Social Market`);
      await visible(page.getByText(`$${product.price.toFixed(2)}`).first());
      await visible(page.getByText('Entry: $1', { exact: true }));
      await visible(page.getByText('In stock', { exact: true }));
      expect(await page.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
        `/checkout?productId=${product.id}`,
      );
      expect(await page.getByRole('link', { name: 'Play Now' }).getAttribute('href')).toBe(
        `/social-play/${product.id}`,
      );

      await page.getByRole('button', { name: 'Share' }).click();
      for (const item of ['Twitter', 'Facebook', 'Pinterest', 'Instagram', 'Copy link']) {
        await visible(page.getByRole('menuitem', { name: item }));
      }
      expect(await page.getByRole('menuitem', { name: 'Copy with discount' }).count()).toBe(0);
      await screenshot(page, 'storefront-product-share-1280');
      await page.getByRole('menuitem', { name: 'Copy link' }).click();
      await expectToast(page, 'Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${server.url}/product/${product.id}`,
      );

      // The two tabs of a playable product; the competition tab shows only the product's own facts.
      await page.getByRole('tab', { name: 'Social Competition' }).click();
      const players = page.locator('dt', { hasText: 'Players needed' }).locator('xpath=..');
      expect((await players.locator('dd').textContent())?.trim()).toBe(
        String(product.maxContestants),
      );
      await visible(page.getByText('Games start at the top of the hour once enough players join.'));
      await fullPageScreenshot(page, 'storefront-product-competition-1280');
      await page.getByRole('tab', { name: 'Product Details' }).click();
      await visible(page.getByRole('heading', { name: 'Details' }));

      await phoneViewport(page);
      await fullPageScreenshot(page, 'storefront-product-390');
      await page.getByRole('button', { name: 'Share' }).click();
      await visible(page.getByRole('menuitem', { name: 'Copy link' }));
      await screenshot(page, 'storefront-product-share-390');
    },
  );

  browserTest('copies with the discount and opens share windows', async ({ page, server }) => {
    await seedOnce(server);
    const products = await apiProducts(page);
    const product = products.find((p) => p.description?.includes('DISCOUNT:'));
    if (!product) throw new Error('no discounted product');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    await page.goto(`/product/${product.id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.brand }));

    await page.getByRole('button', { name: 'Share' }).click();
    expect(await page.getByRole('menuitem', { name: 'Copy link' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Copy with discount' }).click();
    await expectToast(page, 'Content Copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('10% off with code LAGUNA10');
    expect(copied).toContain(`${server.url}/product/${product.id}`);

    // Record window.open instead of leaving the test browser for twitter.com.
    await page.evaluate(() => {
      const opened: unknown[][] = [];
      Object.assign(window, { __opened: opened });
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Twitter' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Pinterest' }).click();
    const opened = (await page.evaluate(
      () => (window as unknown as { __opened: unknown[][] }).__opened,
    )) as [string, string, string][];
    expect(opened).toHaveLength(2);
    const twitter = new URL(opened[0]?.[0] ?? '');
    expect(`${twitter.origin}${twitter.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toBe(`${server.url}/product/${product.id}`);
    expect(twitter.searchParams.get('text')).toContain('LAGUNA10');
    expect(opened[0]?.[1]).toBe('_blank');
    expect(opened[0]?.[2]).toContain('noopener');
    expect(opened[1]?.[0]).toMatch(/^https:\/\/pinterest\.com\/pin\/create\/button\/\?url=/);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Instagram' }).click();
    await expectToast(
      page,
      'Instagram Sharing',
      'Image and link copied! Paste in your Instagram story or post.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/images\//);

    // Without the Web Share API the shopper is told to copy the link instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Share via device' }).click();
    await expectToast(
      page,
      'Sharing not supported',
      "Your browser doesn't support direct sharing. Try using the copy link option instead.",
    );
  });

  browserTest(
    'a broken product image falls back to the default picture',
    async ({ page, server }) => {
      await seedOnce(server);
      const [product] = await apiProducts(page, 'type=shoe&limit=1');
      if (!product) throw new Error('no shoe seeded');
      await page.route(/\/images\//, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/product/${product.id}`);
      const image = page.getByRole('img', { name: `${product.brand} ${product.model} (shoes)` });
      await visible(image);
      // The page's app runs after its first paint; on a busy machine that and the second download
      // take longer than expect.poll's default second.
      await expect
        .poll(() => image.getAttribute('src'), { timeout: 10_000 })
        .toBe('/assets/default-product.png');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    },
  );

  browserTest('an out-of-stock product cannot be paid', async ({ page, server }) => {
    await seedOnce(server);
    const product = (await apiProducts(page)).find((p) => p.quantity === 0);
    if (!product) throw new Error('no out-of-stock product seeded');
    await page.goto(`/product/${product.id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.brand }));
    await visible(page.getByText('Out of stock', { exact: true }));
    const pay = page.getByRole('button', { name: 'Pay Now' });
    expect(await pay.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    expect(await page.locator('a[href^="/checkout"]').count()).toBe(0);

    // Its card in the gallery has no Pay link either.
    const galleryType = product.productType === 'coffee' || product.productType === 'tea';
    await page.goto(galleryType ? '/coffee-tea-gallery' : `/products?type=${product.productType}`);
    const card = page.locator(`[data-product-id="${product.id}"]`);
    await visible(card);
    await visible(card.getByText('Out of stock'));
    expect(await card.getByRole('button', { name: /^Pay/ }).isDisabled()).toBe(true);
    expect(await card.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
  });

  browserTest(
    'a product without social play offers no Play Now, no Play button and no entry price',
    async ({ page, server }) => {
      await seedOnce(server);
      // Every demo product is playable (decision 0017): an admin's buy-only product.
      const product = await createProduct(server.ctx, {
        brand: 'Buy Only Optics',
        playEnabled: false,
        quantity: 4,
      });
      await page.goto(`/product/${product.id}`);
      await visible(page.getByRole('heading', { level: 1, name: product.brand }));
      expect(await page.getByRole('link', { name: 'Play Now' }).count()).toBe(0);
      expect(await page.getByRole('tab').count()).toBe(0);
      expect(await page.getByText(/^Entry:/).count()).toBe(0);
      await visible(page.getByRole('heading', { name: 'Details' }));

      await page.goto('/products?type=sunglasses&sort=newest');
      const card = page.locator(`[data-product-id="${product.id}"]`);
      await visible(card);
      expect(await card.getByRole('button', { name: /^Play/ }).count()).toBe(0);
      expect(await card.getByRole('link', { name: /^Play/ }).count()).toBe(0);
      expect(await card.getByText(/^Entry:/).count()).toBe(0);
    },
  );

  browserTest(
    'an unknown product shows Product Not Found and Go Back works',
    async ({ page, server }) => {
      await seedOnce(server);
      await page.goto('/product/999999');
      await visible(page.getByRole('heading', { name: 'Product Not Found' }));
      await visible(
        page.getByText("The product you're looking for doesn't exist or has been removed."),
      );
      // Opened directly, there is no page to go back to inside the shop: it goes home.
      await page.getByRole('button', { name: 'Go Back', exact: true }).click();
      await waitForPath(page, '/home');

      // Reached from inside the shop, it returns to where the shopper was.
      await page.goto('/tutorial');
      await visible(page.getByRole('heading', { level: 1 }));
      // The page arrives rendered by the server: the router hears the navigation below only once
      // the app is running.
      await appRunning(page);
      await page.evaluate(() => {
        window.history.pushState({ usr: null, key: 'x1', idx: 1 }, '', '/product/not-a-number');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
      await visible(page.getByRole('heading', { name: 'Product Not Found' }));
      await page.getByRole('button', { name: 'Go Back', exact: true }).click();
      await waitForPath(page, '/tutorial');
    },
  );
});

describeBrowser('coffee and tea gallery', () => {
  browserTest('searches and filters by the Coffee and Tea tabs', async ({ page, server }) => {
    await seedOnce(server);
    const all = await apiProducts(page, 'type=coffee,tea');
    const teas = await apiProducts(page, 'type=tea');
    const coffees = await apiProducts(page, 'type=coffee');
    await page.goto('/coffee-tea-gallery');
    await visible(page.getByRole('heading', { level: 1, name: 'Coffee & Tea' }));
    await waitForCardCount(page, all.length);
    await fullPageScreenshot(page, 'storefront-coffee-tea-1280');

    await page.getByRole('tab', { name: 'Tea' }).click();
    await waitForPath(page, '/coffee-tea-gallery?tab=tea');
    await expect.poll(() => cardIds(page)).toEqual(teas.map((p) => p.id));
    // Each tea card names its tea type.
    const details = await productCards(page).locator('p.text-xs').allTextContents();
    expect(details.every((text) => text.endsWith(' tea'))).toBe(true);

    await page.getByRole('tab', { name: 'Coffee' }).click();
    await waitForPath(page, '/coffee-tea-gallery?tab=coffee');
    await expect.poll(() => cardIds(page)).toEqual(coffees.map((p) => p.id));

    const target = coffees.find((p) => p.origin?.includes('Colombia')) ?? coffees[0];
    if (!target) throw new Error('no coffee seeded');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByLabel('Search coffee and tea').fill(target.model);
    await waitForPath(
      page,
      `/coffee-tea-gallery?${new URLSearchParams({ q: target.model }).toString()}`,
    );
    const matches = await apiProducts(
      page,
      new URLSearchParams({ type: 'coffee,tea', q: target.model }).toString(),
    );
    expect(matches.map((p) => p.id)).toContain(target.id);
    expect(matches.length).toBeLessThan(all.length);
    await expect.poll(() => cardIds(page)).toEqual(matches.map((p) => p.id));

    await page.getByLabel('Search coffee and tea').fill('no such blend anywhere');
    await visible(page.getByText('No products found', { exact: true }));

    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForCardCount(page, all.length);
    await page
      .locator(`[data-product-id="${target.id}"]`)
      .getByRole('heading')
      .getByRole('link')
      .click();
    await waitForPath(page, `/product/${target.id}`);
    await visible(page.getByText('Origin'));
    await visible(page.getByText('Compatible machines'));

    await page.goto('/coffee-tea-gallery');
    await waitForCardCount(page, all.length);
    await phoneViewport(page);
    await screenshot(page, 'storefront-coffee-tea-390');
  });
});

describeBrowser('information pages', () => {
  browserTest('the tutorial tabs switch and link to the official rules', async ({ page }) => {
    await page.goto('/tutorial');
    await visible(
      page.getByRole('heading', { name: 'Pay, Play or Bid: your choice on every product page' }),
    );
    await visible(page.getByText(/A live auction: the highest bid when it ends wins/));
    expect(await page.title()).toBe('How it works | Social Market');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'storefront-tutorial-390');
    await desktopViewport(page);
    await page.getByRole('tab', { name: 'Play' }).click();
    await visible(page.getByRole('heading', { name: 'Play: win it with a $1 entry' }));
    await visible(page.getByText('score = posts × 10 + likes + shares × 2 + comments × 1.5'));
    await screenshot(page, 'storefront-tutorial-play-1280');
    await page.getByRole('tab', { name: 'Pay' }).click();
    await visible(page.getByRole('heading', { name: 'Pay: buy it today' }));
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await visible(page.getByRole('heading', { name: 'Frequently asked questions' }));
    await page.getByText('How is the winner decided?').click();
    await visible(page.getByText(/A tie goes to the earliest paid entry/));
    await page.getByText('How do auctions work?').click();
    await visible(page.getByText(/Your card is charged only if you win/).last());
    await phoneViewport(page);
    await screenshot(page, 'storefront-tutorial-faqs-390');

    await page.getByRole('link', { name: 'official rules', exact: true }).click();
    await waitForPath(page, '/official-rules');
    await visible(page.getByRole('heading', { level: 1, name: 'Official competition rules' }));
    for (const heading of [
      'Eligibility',
      'Entry price',
      'How a game fills and starts',
      'Scoring',
      'Ties',
      'Cancellation and refunds',
      'Prizes',
      'Limits',
      'How to verify a result',
    ]) {
      await visible(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${heading}$`) }));
    }
    await visible(page.getByText('A failed payment makes no entry.'));
    await fullPageScreenshot(page, 'storefront-rules-390');
    await desktopViewport(page);
    await screenshot(page, 'storefront-rules-1280');
  });

  browserTest('the partner store shows brands, hours and directions', async ({ page, server }) => {
    await seedOnce(server);
    await page.goto('/welcome');
    const partnerLink = page.getByRole('link', { name: /Visit our partner eyewear store/ });
    await partnerLink.scrollIntoViewIfNeeded();
    await screenshot(page, 'storefront-landing-partner-link');
    await partnerLink.click();
    await waitForPath(page, '/partner-store');
    await visible(page.getByRole('heading', { level: 1 }));

    const brands = page.getByRole('list', { name: 'Brands' });
    await visible(brands.getByRole('heading', { name: 'Laguna Optics' }));
    await visible(brands.getByRole('img', { name: 'Laguna Optics logo' }));
    // Only the eyewear brands: a coffee roaster is not on the optician's shelves.
    expect(await brands.getByRole('heading', { name: 'Canyon Roasters' }).count()).toBe(0);

    const hours = page.getByRole('table', { name: 'Opening hours' });
    expect(await hours.getByRole('row', { name: /Mon-Sat/ }).textContent()).toContain(
      '10 am - 6 pm',
    );
    expect(await hours.getByRole('row', { name: /Sun/ }).textContent()).toContain('11 am - 5 pm');

    const directions = page.getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toContain('noopener');
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Laguna%20Beach%2C%20CA%2092651$/,
    );
    expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe(
      '/scoreboard',
    );
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await fullPageScreenshot(page, 'storefront-partner-store-1280');
    await phoneViewport(page);
    await fullPageScreenshot(page, 'storefront-partner-store-390');

    // The footer links the store and the rules.
    const footer = page.getByRole('navigation', { name: 'Footer' });
    expect(
      await footer.getByRole('link', { name: 'Partner eyewear store' }).getAttribute('href'),
    ).toBe('/partner-store');
    expect(await footer.getByRole('link', { name: 'Official rules' }).getAttribute('href')).toBe(
      '/official-rules',
    );
  });
});

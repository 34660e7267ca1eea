import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { screenshot, visible, waitForPath } from './helpers';
import { apiProducts, productCards, seedOnce } from './storefront-helpers';

/** The head's share tags as the page has them now: every value of each, so copies show. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      Array.from(document.head.querySelectorAll(selector)).map(
        (element) => element.getAttribute(attribute) ?? '',
      );
    return {
      titles: Array.from(document.querySelectorAll('title')).map((title) => title.textContent),
      description: all('meta[name="description"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      ogTitle: all('meta[property="og:title"]', 'content'),
      ogUrl: all('meta[property="og:url"]', 'content'),
      ogImage: all('meta[property="og:image"]', 'content'),
      twitterCard: all('meta[name="twitter:card"]', 'content'),
      price: all('meta[property="product:price:amount"]', 'content'),
      jsonLd: all('script[type="application/ld+json"]', 'type').length,
    };
  });
}

describeBrowser('page head', () => {
  browserTest(
    "the server's tags are the page's, and navigating updates them in place",
    async ({ page, server }) => {
      await seedOnce(server);
      const product = (await apiProducts(page)).find((p) => p.playEnabled && p.quantity > 5);
      if (!product) throw new Error('no playable product in stock');
      const name = `${product.brand} ${product.model}`;
      const price = `$${product.price.toFixed(2)}`;

      // Opened from a shared link: the server wrote the tags; after hydration there is one of each.
      await page.goto(`/product/${product.id}`);
      await visible(page.getByRole('heading', { level: 1, name: product.brand }));
      await page.waitForLoadState('networkidle');
      const opened = await headTags(page);
      expect(opened).toEqual({
        titles: [`${name} | Social Market`],
        description: [
          expect.stringContaining(`${name}: ${price}, or play for it with a $1 entry.`),
        ],
        canonical: [`${server.url}/product/${product.id}`],
        ogTitle: [`${name}: ${price}`],
        ogUrl: [`${server.url}/product/${product.id}`],
        ogImage: [`${server.url}/share/product/${product.id}.png?v=${product.version}`],
        twitterCard: ['summary_large_image'],
        price: [product.price.toFixed(2)],
        // The Product and its BreadcrumbList (decision 0065).
        jsonLd: 2,
      });
      await screenshot(page, 'page-head-product');

      // A client-side navigation: the same single tags now describe the shop page.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Home' })
        .click();
      await waitForPath(page, '/home');
      await page.waitForFunction(() => document.title === 'Shop | Social Market');
      expect(await headTags(page)).toEqual({
        titles: ['Shop | Social Market'],
        description: [
          'Shop sunglasses, t-shirts, shoes, coffee and tea, designer handbags and books in Laguna Beach. Pay full price with 2-3 hour delivery, or play for it with a $1 entry.',
        ],
        canonical: [`${server.url}/home`],
        ogTitle: ['Shop | Social Market'],
        ogUrl: [`${server.url}/home`],
        ogImage: [`${server.url}/share-image.png`],
        twitterCard: ['summary_large_image'],
        // The product's price and JSON-LD described the page left behind.
        price: [],
        jsonLd: 0,
      });

      // And on to another product from the shop's cards.
      const card = productCards(page).filter({ hasNotText: product.model }).first();
      await visible(card);
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/product\/\d+$/);
      const otherId = Number(new URL(page.url()).pathname.split('/').pop());
      const other = (await apiProducts(page)).find((p) => p.id === otherId);
      if (!other) throw new Error('the card led to an unknown product');
      const otherTitle = `${other.brand} ${other.model}: $${other.price.toFixed(2)}`;
      await page.waitForFunction(
        (expected) =>
          document.head.querySelector('meta[property="og:title"]')?.getAttribute('content') ===
          expected,
        otherTitle,
      );
      const moved = await headTags(page);
      expect(moved.ogTitle).toEqual([otherTitle]);
      expect(moved.canonical).toEqual([`${server.url}/product/${other.id}`]);
      expect(moved.ogUrl).toEqual([`${server.url}/product/${other.id}`]);
      expect(moved.ogImage).toEqual([
        `${server.url}/share/product/${other.id}.png?v=${other.version}`,
      ]);
      expect(moved.titles).toHaveLength(1);
      expect(moved.description).toHaveLength(1);

      // The share picture the tags point to, as a link preview would fetch it.
      await page.goto(`/share/product/${product.id}.png`);
      await screenshot(page, 'page-head-share-image');
    },
  );

  browserTest('an unknown product is a 404 with the not-found screen', async ({ page, server }) => {
    await seedOnce(server);
    const response = await page.goto('/product/999999');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'Product Not Found' }));
    expect((await headTags(page)).titles).toEqual(['Product Not Found | Social Market']);
  });
});

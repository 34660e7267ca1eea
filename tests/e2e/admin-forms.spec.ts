import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { competitions } from '../../src/server/db/schema/competitions';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import { apiProduct, enterAdmin, pngFile, row } from './admin-helpers';
import { completeProfileFor, placeOrder } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible, waitForPath } from './helpers';
import { apiProducts, phoneViewport, seedOnce } from './storefront-helpers';

/** Everything but the version, which rises with every write. */
function withoutVersion({ version: _, ...rest }: Product) {
  return rest;
}

/** The admin tab that lists a product type, and the form's save button. */
const forms: Record<
  Product['productType'],
  { tab: string; button: string; toast: string; path: string }
> = {
  sunglasses: {
    tab: 'Sunglasses',
    button: 'Update Product',
    toast: 'Product updated',
    path: 'product',
  },
  handbag: { tab: 'Handbags', button: 'Update Product', toast: 'Product updated', path: 'handbag' },
  tshirt: { tab: 'T-Shirts', button: 'Update T-Shirt', toast: 'T-Shirt updated', path: 'tshirt' },
  shoe: { tab: 'Shoes', button: 'Update Shoe', toast: 'Shoe updated', path: 'shoe' },
  book: { tab: 'Books', button: 'Update Book', toast: 'Product updated', path: 'book' },
  coffee: {
    tab: 'Coffee & Tea',
    button: 'Update Product',
    toast: 'Product Updated',
    path: 'coffee',
  },
  tea: { tab: 'Coffee & Tea', button: 'Update Product', toast: 'Product Updated', path: 'coffee' },
};

/**
 * As an admin would: the product's tab, its Edit link, wait for the form to show the product,
 * then save without touching anything.
 */
async function saveUnchangedThroughTheForm(page: Page, product: Product, name: string) {
  const form = forms[product.productType];
  await page.goto('/admin');
  await page.getByRole('tab', { name: form.tab }).click();
  const listed = row(page, product.productType === 'book' ? product.brand : product.model);
  await listed.getByRole('link', { name: `Edit ${name}` }).click();
  await waitForPath(page, `/admin/${form.path}/${product.id}`);
  const price = page.getByLabel('Price ($)');
  await visible(price);
  expect(await price.inputValue()).toBe(String(product.price));
  await page.getByRole('button', { name: form.button }).click();
  await expectToast(page, form.toast);
  await waitForPath(page, '/admin');
}

describeBrowser('admin product forms', () => {
  browserTest(
    'saving each form unchanged changes nothing about the product',
    async ({ page, server }) => {
      await seedOnce(server);
      const all = await apiProducts(page);
      const pick = (type: Product['productType'], model?: string) => {
        const found = all.find((p) => p.productType === type && (!model || p.model === model));
        if (!found) throw new Error(`no demo ${type} ${model ?? ''}`);
        return found;
      };
      // The named ones carry the segments a careless save loses (BADGE:, DISCOUNT:, AUTHOR:).
      const picked = [
        pick('sunglasses'),
        pick('handbag'),
        pick('tshirt', 'Classic Crew - Sunset Logo'),
        pick('tshirt', 'Laguna 92651 Ringer'),
        pick('shoe'),
        all.find((p) => p.brand === 'Salt in the Canyon') ?? pick('book'),
        pick('coffee'),
        pick('tea'),
      ];
      await enterAdmin(page, server);
      for (const product of picked) {
        const before = await apiProduct(page, product.id);
        const name =
          product.productType === 'book'
            ? `${product.brand} by ${/AUTHOR:([^;]+)/.exec(product.description ?? '')?.[1]}`
            : `${product.brand} ${product.model}`;
        await saveUnchangedThroughTheForm(page, product, name);
        const after = await apiProduct(page, product.id);
        expect(withoutVersion(after), name).toEqual(withoutVersion(before));
        expect(after.version, name).toBeGreaterThan(before.version);
      }

      // The shirt of the report keeps its name on the storefront.
      const shirt = pick('tshirt', 'Classic Crew - Sunset Logo');
      await page.goto(`/product/${shirt.id}`);
      await visible(page.getByRole('heading', { level: 1, name: 'Brooks Street Surf Co.' }));
      await visible(page.getByText('Classic Crew - Sunset Logo', { exact: true }));

      // The vendor portal's Edit opens the generic form; saving it unchanged changes nothing.
      const vendorPick = pick('sunglasses');
      const before = await apiProduct(page, vendorPick.id);
      await page.goto('/admin/rayban-vendor');
      await page.getByRole('tab', { name: 'Inventory' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: vendorPick.model })
        .getByRole('link', { name: `Edit ${vendorPick.model}` })
        .click();
      await waitForPath(page, `/admin/product/${vendorPick.id}`);
      await visible(page.getByLabel('Price ($)'));
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated');
      expect(withoutVersion(await apiProduct(page, vendorPick.id))).toEqual(withoutVersion(before));
    },
    // Many forms in one walk: generous on a busy machine.
    300_000,
  );

  browserTest(
    'a new t-shirt shows to shoppers by its name, first in its /home row, and the panel says so',
    async ({ page, server }) => {
      await seedOnce(server);
      await enterAdmin(page, server);
      await page.getByRole('tab', { name: 'T-Shirts' }).click();
      await page.getByRole('link', { name: 'Add T-Shirt' }).click();
      // The form settles (the panel's queries answer) before typing, as a person would see it.
      await visible(page.getByRole('button', { name: 'Create T-Shirt' }));
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Brand').fill('Boardwalk Test Tees');
      await page.getByLabel('Name').fill('Sunrise Pocket Tee');
      await page.getByLabel('SKU').fill('BTT-SUN-M');
      await page.getByLabel('Size').fill('M');
      await page.getByLabel('Price ($)').fill('30');
      await page.getByLabel('Quantity').fill('12');
      await page.getByLabel('Description').fill('A soft pocket tee.');
      await page.getByLabel('T-Shirt Image').setInputFiles(await pngFile());
      await page.getByRole('button', { name: 'Create T-Shirt' }).click();
      await expectToast(page, 'T-Shirt created');
      const notice = page.getByRole('region', { name: 'Product added to the shop' });
      await visible(notice.getByText('Boardwalk Test Tees Sunrise Pocket Tee is in the shop.'));
      await visible(notice.getByText(/It shows first in the T-Shirts row on the home page/));
      await notice.getByRole('link', { name: 'View its product page' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Boardwalk Test Tees' }));
      await visible(page.getByText('Sunrise Pocket Tee', { exact: true }));

      await page.goto('/home');
      const shirts = page.getByTestId('home-section-tshirts');
      const first = shirts.locator('[data-testid="product-card"]').first();
      await visible(first.getByText('Sunrise Pocket Tee'));
      expect(await shirts.getByText('BTT-SUN-M').count()).toBe(0);
    },
    150_000,
  );

  browserTest(
    'the image picker previews the chosen file and shows the current image when editing',
    async ({ page, server }) => {
      await seedOnce(server);
      await enterAdmin(page, server);
      await phoneViewport(page);

      await page.goto('/admin/tshirt/new');
      await visible(page.getByText('No image', { exact: true }));
      await page.getByLabel('T-Shirt Image').setInputFiles(await pngFile('sunset.png', '#e07a5f'));
      const preview = page.getByRole('img', { name: 'Preview of sunset.png' });
      await visible(preview);
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
      // Really drawn: a broken picture has no natural width.
      await page.waitForFunction(
        (element) => element instanceof HTMLImageElement && element.naturalWidth === 40,
        await preview.elementHandle(),
      );
      await visible(page.getByText('New image when you save: sunset.png'));
      await preview.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'admin-image-preview-new-390');

      const [shoe] = await apiProducts(page, 'type=shoe&limit=1');
      if (!shoe?.imageUrl) throw new Error('no demo shoe with an image');
      await page.goto(`/admin/shoe/${shoe.id}`);
      const current = page.getByRole('img', { name: 'Current image' });
      await visible(current);
      expect(await current.getAttribute('src')).toBe(shoe.imageUrl);
      await page.getByLabel('Shoe Image').setInputFiles(await pngFile('new-shoe.png', '#2a9d8f'));
      await visible(page.getByRole('img', { name: 'Preview of new-shoe.png' }));
      expect(await current.count()).toBe(0);
      await visible(page.getByText('Replaces the current image when you save: new-shoe.png'));
      await page
        .getByRole('img', { name: 'Preview of new-shoe.png' })
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'admin-image-preview-edit-390');
    },
    150_000,
  );

  browserTest(
    'deleting a product with games, orders and donations says what will happen; the list shows the API stock',
    async ({ page, server, browser }) => {
      const influencers = await createTestInfluencers(server.ctx, 10);
      const product = await createProduct(server.ctx, {
        brand: 'Tidewater',
        model: 'Game Aviator',
        priceCents: 300,
        maxContestants: 3,
        playEnabled: true,
        quantity: 6,
        imageUrl: '/assets/default-product.png',
      });
      // Two shoppers enter (the first entry opens a waiting game holding one unit); one buys one.
      for (const team of [influencers.slice(0, 5), influencers.slice(5, 10)]) {
        const context = await browser.newContext({ baseURL: server.url });
        const shopper = await context.newPage();
        await signUpInBrowser(shopper);
        await completeProfileFor(shopper);
        const entry = await shopper.request.post('/api/plays', {
          data: { productId: product.id, influencerIds: team },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        });
        expect(entry.status(), await entry.text()).toBe(201);
        if (team[0] === influencers[0]) {
          await placeOrder(shopper, { items: [{ productId: product.id }] });
        }
        await context.close();
      }
      // An earlier game whose winner donated the prize.
      await server.ctx.db.insert(competitions).values({
        productId: product.id,
        status: 'completed',
        requiredParticipants: 3,
        entryPriceCents: 100,
        prizeOutcome: 'donated',
        prizeOutcomeAt: server.clock.now(),
        fillDeadline: server.clock.now(),
        createdAt: server.clock.now(),
      });

      await enterAdmin(page, server);
      const stock = async () => (await apiProduct(page, product.id)).quantity;
      // 6, one unit held by the waiting game, one sold.
      expect(await stock()).toBe(4);
      const listed = row(page, 'Game Aviator');
      await visible(listed.getByText('Low Stock: 4', { exact: true }));
      await visible(listed.getByText('+1 held for a game', { exact: true }));

      // Another sale while the admin is elsewhere: back on the list, the figure is the API's.
      const context = await browser.newContext({ baseURL: server.url });
      const buyer = await context.newPage();
      await signUpInBrowser(buyer);
      await completeProfileFor(buyer);
      await placeOrder(buyer, { items: [{ productId: product.id }] });
      await context.close();
      await listed.getByRole('link', { name: 'Edit Tidewater Game Aviator' }).click();
      await visible(page.getByLabel('Price ($)'));
      await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
      await waitForPath(page, '/admin');
      expect(await stock()).toBe(3);
      await visible(listed.getByText('Low Stock: 3', { exact: true }));
      await listed.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-list-held-unit');

      await listed.getByRole('button', { name: 'Delete Tidewater Game Aviator' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await visible(
        dialog.getByText('1 waiting game will be cancelled and 2 paid entries refunded.'),
      );
      await visible(dialog.getByText('2 past orders keep their records.'));
      await visible(dialog.getByText('1 donated prize keeps its record.'));
      await phoneViewport(page);
      await screenshot(page, 'admin-delete-warning-390');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Product deleted', 'The product has been successfully deleted.');
      expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
    },
    150_000,
  );
});

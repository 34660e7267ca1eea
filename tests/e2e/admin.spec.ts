import { expect } from 'vitest';
import { configurePin } from '../../src/server/modules/admin/admin.service';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct, uniqueUsername } from '../fixtures/factories';
import { enterAdmin, ADMIN_PIN as PIN, pngFile, row } from './admin-helpers';
import { completeProfileFor, placeOrder } from './commerce-helpers';
import {
  expectToast,
  screenshot,
  signUpInBrowser,
  submitLogin,
  visible,
  waitForPath,
} from './helpers';

const PRODUCT_CHANGED =
  'This product changed while you were editing it (a sale or a game may have changed its stock). Reload it and make your change again.';

describeBrowser('admin panel', () => {
  browserTest('a shopper sees Access Denied on /admin', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText('Admin Access Required'));
    expect(await page.getByLabel('Admin PIN').count()).toBe(0);
  });

  browserTest(
    'a broken product picture falls back to its type’s placeholder in the list',
    async ({ page, server }) => {
      await createProduct(server.ctx, {
        productType: 'shoe',
        model: 'Broken Picture',
        imageUrl: '/images/missing.png',
      });
      await enterAdmin(page, server);
      await page.getByRole('tab', { name: 'Shoes' }).click();
      const image = row(page, 'Broken Picture').locator('img');
      await page.waitForFunction(
        (element) => element?.getAttribute('src') === '/assets/placeholders/shoe.svg',
        await image.elementHandle(),
      );
    },
  );

  browserTest('the PIN gate guards editor routes too', async ({ page, server }) => {
    const username = uniqueUsername('admin');
    await ensureAdmin(server.ctx, { username, password: 'correct-horse' });
    await configurePin(server.ctx, PIN);
    await page.goto('/auth');
    await submitLogin(page, username, 'correct-horse');
    await waitForPath(page, '/');
    await page.goto('/admin/book/new');
    await visible(page.getByLabel('Admin PIN'));
    expect(await page.getByLabel('Name').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/');
  });

  browserTest(
    'creates, shows, edits and deletes products of several types',
    async ({ page, server }) => {
      await enterAdmin(page, server, { wrongPinFirst: true });
      await visible(page.getByText('No sunglasses available. Add your first product.'));
      await screenshot(page, 'admin-panel-empty');

      // Generic form (sunglasses): empty submit shows the messages.
      await page.getByRole('link', { name: 'Add Sunglasses' }).click();
      await waitForPath(page, '/admin/product/new?type=sunglasses');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await visible(page.getByText('Brand is required'));
      await visible(page.getByText('Model is required'));
      await visible(page.getByText('An image is required for new products'));
      await visible(page.getByText('Price must be greater than 0'));
      await screenshot(page, 'admin-form-generic-errors');

      await page.getByLabel('Brand').fill('Tidewater');
      await page.getByLabel('Model').fill('Cove Aviator');
      await page.getByLabel('Size').fill('54mm');
      await page.getByLabel('Quantity').fill('8');
      await page.getByLabel('Price ($)').fill('1200');
      await page.getByLabel('Description').fill('Polarized aviators for the beach.');
      await page.getByLabel('Bet/Play').check();
      // The entry is a fixed $1: 1200 / 1 = 1,200 contestants, too many while Bet/Play is on.
      expect(await page.getByLabel('Entry Fee ($)').inputValue()).toBe('1.00');
      expect(await page.getByLabel('Entry Fee ($)').getAttribute('readonly')).not.toBeNull();
      await visible(page.getByText('Maximum 1,000 contestants'));
      await page.getByLabel('Price ($)').fill('120');
      expect(await page.getByLabel('Max Contestants').inputValue()).toBe('120');
      expect(await page.getByText('Maximum 1,000 contestants').count()).toBe(0);
      await page.getByLabel('Product Image').setInputFiles(await pngFile());
      await screenshot(page, 'admin-form-generic');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expectToast(page, 'Product created', 'The product has been successfully created.');
      await waitForPath(page, '/admin');
      // The panel says where the new product shows, with a link to its page.
      const notice = page.getByRole('region', { name: 'Product added to the shop' });
      await visible(notice.getByText('Tidewater Cove Aviator is in the shop.'));
      await visible(
        notice.getByText(
          'It shows first in the Sunglasses row on the home page (the newest four of each kind show there) and in the Sunglasses gallery.',
        ),
      );
      await screenshot(page, 'admin-created-notice');
      await visible(row(page, 'Cove Aviator'));
      await visible(row(page, 'Cove Aviator').getByText('In Stock: 8'));

      // T-shirt.
      await page.getByRole('tab', { name: 'T-Shirts' }).click();
      await page.getByRole('link', { name: 'Add T-Shirt' }).click();
      await waitForPath(page, '/admin/tshirt/new');
      await page.getByRole('button', { name: 'Create T-Shirt' }).click();
      await visible(page.getByText('Name is required'));
      await visible(page.getByText('SKU is required'));
      await visible(page.getByText('An image is required for new t-shirts'));
      await page.getByLabel('Brand').fill('Laguna Tees');
      await page.getByLabel('Name').fill('Sunset Crew');
      await page.getByLabel('SKU').fill('LT-042');
      await page.getByLabel('Size').fill('M');
      await page.getByLabel('Price ($)').fill('32');
      await page.getByLabel('Quantity').fill('3');
      await page.getByLabel('Description').fill('Soft cotton tee.');
      await page.getByLabel('T-Shirt Image').setInputFiles(await pngFile());
      await screenshot(page, 'admin-form-tshirt');
      await page.getByRole('button', { name: 'Create T-Shirt' }).click();
      await expectToast(page, 'T-Shirt created');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'T-Shirts' }).click();
      await visible(row(page, 'Sunset Crew').getByText('Low Stock: 3'));
      expect(await row(page, 'LT-042').count()).toBe(0);

      // Shoe (the same form as t-shirts, its own texts).
      await page.getByRole('tab', { name: 'Shoes' }).click();
      await page.getByRole('link', { name: 'Add Shoe' }).click();
      await waitForPath(page, '/admin/shoe/new');
      await page.getByRole('button', { name: 'Create Shoe' }).click();
      await visible(page.getByText('An image is required for new shoes'));
      await page.getByLabel('Brand').fill('Thalia Soles');
      await page.getByLabel('Name').fill('Harbor Deck Shoe');
      await page.getByLabel('SKU').fill('TS-009');
      await page.getByLabel('Size').fill('US 9');
      await page.getByLabel('Price ($)').fill('88');
      await page.getByLabel('Quantity').fill('0');
      await page.getByLabel('Description').fill('Canvas deck shoe.');
      await page.getByLabel('Shoe Image').setInputFiles(await pngFile());
      await page.getByRole('button', { name: 'Create Shoe' }).click();
      await expectToast(page, 'Shoe created');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Shoes' }).click();
      await visible(row(page, 'Harbor Deck Shoe').getByText('Out of Stock'));

      // Handbag (the generic form with its type fixed).
      await page.getByRole('tab', { name: 'Handbags' }).click();
      await page.getByRole('link', { name: 'Add Handbag' }).click();
      await waitForPath(page, '/admin/handbag/new');
      await page.getByLabel('Brand').fill('Pearl Street Atelier');
      await page.getByLabel('Model').fill('Harbor Tote');
      await page.getByLabel('Size').fill('One size');
      await page.getByLabel('Quantity').fill('6');
      await page.getByLabel('Price ($)').fill('240');
      await page.getByLabel('Description').fill('Waxed canvas tote.');
      await page.getByLabel('Product Image').setInputFiles(await pngFile());
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expectToast(page, 'Product created');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Handbags' }).click();
      await visible(row(page, 'Harbor Tote').getByText('Stock: 6'));

      // Home shows the new products in their sections.
      await page.goto('/home');
      await visible(page.getByText('Harbor Tote').first());
      await visible(page.getByText('Pearl Street Atelier').first());
      await page.goto('/admin');

      // Book.
      await page.getByRole('tab', { name: 'Books' }).click();
      await page.getByRole('link', { name: 'Add Book' }).click();
      await page.getByRole('button', { name: 'Create Book' }).click();
      await visible(page.getByText('Book name is required'));
      await visible(page.getByText('Author is required'));
      await visible(page.getByText('Pages must be at least 1'));
      await visible(page.getByText('A cover image is required for new books'));
      await page.getByLabel('Cover Image').setInputFiles(await pngFile());
      await page.getByLabel('Name').fill('Tide Pool Stories');
      await page.getByLabel('Author').fill('Marina Reyes');
      await page.getByLabel('Publisher (optional)').fill('Cove Light Press');
      await page.getByLabel('Pages').fill('212');
      await page.getByLabel('Format (optional)').fill('paperback');
      await page.getByLabel('SKU').fill('BK-212');
      await page.getByLabel('Price ($)').fill('18');
      await page.getByLabel('Quantity').fill('0');
      await page.getByLabel('Summary (optional)').fill('Stories from the coast.');
      await screenshot(page, 'admin-form-book');
      await page.getByRole('button', { name: 'Create Book' }).click();
      await expectToast(page, 'Product created');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Books' }).click();
      await visible(row(page, 'Tide Pool Stories').getByText('Out of Stock'));

      // Coffee (JSON body with an image URL).
      await page.getByRole('tab', { name: 'Coffee & Tea' }).click();
      await page.getByRole('link', { name: 'Add Coffee or Tea' }).click();
      await page.getByRole('button', { name: 'Create Product' }).click();
      await visible(page.getByText('Name/Blend is required'));
      await visible(page.getByText('Weight is required'));
      await visible(page.getByText('Price is required'));
      await visible(page.getByText('Quantity is required'));
      await visible(page.getByText('Image URL is required'));
      await page.getByLabel('Brand').fill('Laguna Roasters');
      await page.getByLabel('Name/Blend').fill('Crescent Bay Blend');
      await page.getByLabel('Roast').selectOption('medium-dark');
      await page.getByLabel('Weight (KG)').fill('0.34');
      await page.getByLabel('Price ($)').fill('19.5');
      await page.getByLabel('SKU').fill('LR-CB');
      await page.getByLabel('Quantity').fill('12');
      await page.getByLabel('Description').fill('Chocolate and citrus.');
      await page.getByLabel('Image URL').fill('/assets/default-product.png');
      await page.getByRole('switch', { name: 'Enable Social Play' }).click();
      await screenshot(page, 'admin-form-coffee');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expectToast(page, 'Product Created');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Coffee & Tea' }).click();
      await visible(row(page, 'Crescent Bay Blend').getByText('Stock: 12'));
      const apiProducts = (await (await page.request.get('/api/products')).json()) as Product[];
      expect(apiProducts.find((p) => p.model === 'Crescent Bay Blend')).toMatchObject({
        playEnabled: true,
        roast: 'medium-dark',
      });
      expect(apiProducts.find((p) => p.brand === 'Tide Pool Stories')).toMatchObject({
        model: 'Cove Light Press',
        sku: 'BK-212',
        size: '212 pages, paperback',
        description: 'AUTHOR:Marina Reyes;;Stories from the coast.',
      });
      expect(apiProducts.find((p) => p.sku === 'LT-042')).toMatchObject({
        brand: 'Laguna Tees',
        model: 'Sunset Crew',
      });
      expect(apiProducts.find((p) => p.sku === 'TS-009')).toMatchObject({
        model: 'Harbor Deck Shoe',
      });

      // Search.
      await page.getByRole('tab', { name: 'Sunglasses' }).click();
      const search = page.getByRole('searchbox', { name: /Search sunglasses/ });
      await search.fill('TIDEWATER');
      await visible(row(page, 'Cove Aviator'));
      await search.fill('nothing-like-this');
      await visible(page.getByText('No products matched your search.'));
      await search.fill('');

      // The shop shows it.
      await page.goto('/products');
      await visible(page.getByText('Tidewater').first());
      await page.goto('/admin');

      // Edit: the price change shows in the list.
      await page.getByRole('link', { name: 'Edit Tidewater Cove Aviator' }).click();
      const price = page.getByLabel('Price ($)');
      await visible(price);
      expect(await price.inputValue()).toBe('120');
      expect(await page.getByLabel('Product Type').isDisabled()).toBe(true);
      await price.fill('140');
      await screenshot(page, 'admin-form-generic-edit');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated', 'The product has been successfully updated.');
      await waitForPath(page, '/admin');
      await visible(row(page, 'Cove Aviator').getByText('$140.00'));

      // Edit the book: the cover stays.
      await page.getByRole('tab', { name: 'Books' }).click();
      await page.getByRole('link', { name: 'Edit Tide Pool Stories by Marina Reyes' }).click();
      const bookPrice = page.getByLabel('Price ($)');
      await visible(bookPrice);
      expect(await page.getByLabel('Author').inputValue()).toBe('Marina Reyes');
      await bookPrice.fill('21');
      await page.getByRole('button', { name: 'Update Book' }).click();
      await expectToast(page, 'Product updated');
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Books' }).click();
      await visible(row(page, 'Tide Pool Stories').getByText('$21.00'));

      // Delete.
      await page.getByRole('tab', { name: 'Sunglasses' }).click();
      await page.getByRole('button', { name: 'Delete Tidewater Cove Aviator' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await visible(dialog);
      await visible(
        dialog.getByText('This action cannot be undone. This will permanently delete the product.'),
      );
      await visible(dialog.getByText('No games, carts or orders use it.'));
      await screenshot(page, 'admin-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Product deleted', 'The product has been successfully deleted.');
      await visible(page.getByText('No sunglasses available. Add your first product.'));
      expect(await row(page, 'Cove Aviator').count()).toBe(0);

      await page.getByRole('tab', { name: 'Coffee & Tea' }).click();
      await screenshot(page, 'admin-panel-coffee');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('tab', { name: 'T-Shirts' }).click();
      await screenshot(page, 'admin-panel-390');
      await page.goto('/admin/coffee/new');
      await visible(page.getByLabel('Brand'));
      await screenshot(page, 'admin-form-coffee-390');
    },
    // Many forms in one walk: generous on a busy machine.
    300_000,
  );

  browserTest(
    'a save over a sale is refused with a message; reloading keeps the typed change and saves',
    async ({ page, server, browser }) => {
      const sunglasses = await createProduct(server.ctx, {
        brand: 'Tidewater',
        model: 'Sale Aviator',
        quantity: 8,
        priceCents: 12_000,
        imageUrl: '/assets/default-product.png',
      });
      const coffee = await createProduct(server.ctx, {
        productType: 'coffee',
        brand: 'Laguna Roasters',
        model: 'Morning Swell',
        sku: 'LR-MS',
        weightGrams: 340,
        quantity: 12,
        priceCents: 1_800,
        imageUrl: '/assets/default-product.png',
      });
      const current = async (id: number) =>
        (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
      await enterAdmin(page, server);

      // The admin opens the sunglasses and types a new price.
      await page.goto(`/admin/product/${sunglasses.id}`);
      const price = page.getByLabel('Price ($)');
      await visible(price);
      expect(await page.getByLabel('Quantity').inputValue()).toBe('8');
      await price.fill('140');

      // Meanwhile a shopper buys 3.
      const shopperContext = await browser.newContext({ baseURL: server.url });
      const shopperPage = await shopperContext.newPage();
      await signUpInBrowser(shopperPage);
      await completeProfileFor(shopperPage);
      await placeOrder(shopperPage, { items: [{ productId: sunglasses.id, quantity: 3 }] });
      await shopperContext.close();

      // Saving the old count of 8 is refused; nothing is written, the typed price stays.
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Update failed', PRODUCT_CHANGED);
      await visible(page.getByRole('button', { name: 'Reload product' }));
      await screenshot(page, 'admin-form-product-changed');
      expect(await price.inputValue()).toBe('140');
      expect(await current(sunglasses.id)).toMatchObject({ quantity: 5, price: 120 });

      // Reload: the current stock, the typed price kept; the save goes through.
      await page.getByRole('button', { name: 'Reload product' }).click();
      await expectToast(page, 'Product reloaded');
      expect(await page.getByLabel('Quantity').inputValue()).toBe('5');
      expect(await price.inputValue()).toBe('140');
      expect(await page.getByRole('button', { name: 'Reload product' }).count()).toBe(0);
      await screenshot(page, 'admin-form-product-reloaded');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated', 'The product has been successfully updated.');
      await waitForPath(page, '/admin');
      expect(await current(sunglasses.id)).toMatchObject({ quantity: 5, price: 140 });

      // The coffee form (JSON PATCH): another admin write changes the stock behind its back; the
      // toast's own Reload action rebases the form.
      await page.goto(`/admin/coffee/${coffee.id}`);
      const quantity = page.getByLabel('Quantity');
      await visible(quantity);
      await page.getByLabel('Origin').fill('Huila, Colombia');
      const restock = await page.request.patch(`/api/products/${coffee.id}`, {
        data: { quantity: 20 },
      });
      expect(restock.status()).toBe(200);
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Error', PRODUCT_CHANGED);
      expect(await current(coffee.id)).toMatchObject({ quantity: 20, origin: null });
      await page
        .locator('[data-sonner-toast]')
        .getByRole('button', { name: 'Reload', exact: true })
        .click();
      await expectToast(page, 'Product reloaded');
      expect(await quantity.inputValue()).toBe('20');
      expect(await page.getByLabel('Origin').inputValue()).toBe('Huila, Colombia');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product Updated');
      expect(await current(coffee.id)).toMatchObject({ quantity: 20, origin: 'Huila, Colombia' });
    },
  );
});

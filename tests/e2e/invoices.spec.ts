import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildInvoiceText } from '../../src/client/features/invoices/lib/invoice-text';
import type { Product } from '../../src/shared/contracts/catalog';
import { toDollars } from '../../src/shared/money';
import { LOCAL_DELIVERY, orderTotals } from '../../src/shared/pricing';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { LAGUNA_CUSTOMER } from '../fixtures/commerce';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor, invoiceOfOrder, placeOrder } from './commerce-helpers';
import { screenshot, signUpInBrowser, visible, waitForPath } from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/** The card order's figures, as the shared pricing computes them (free local delivery). */
const paidTotals = orderTotals(
  [
    { unitPriceCents: 12_000, quantity: 2 },
    { unitPriceCents: 1_850, quantity: 1 },
  ],
  LOCAL_DELIVERY.costCents,
);
const money = (cents: number) =>
  `$${toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const cards = (page: Page) => page.locator('[data-testid="invoice-card"]');

function cardOf(page: Page, invoiceNumber: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { name: invoiceNumber }) });
}

async function products(server: TestServer): Promise<[Product, Product]> {
  const sunglasses = await createProduct(server.ctx, {
    brand: 'Laguna Optics',
    model: 'Coastline Polarized',
    priceCents: 12_000,
  });
  const coffee = await createProduct(server.ctx, {
    productType: 'coffee',
    brand: 'Tide Roasters',
    model: 'Crystal Cove Blend',
    priceCents: 1_850,
  });
  return [sunglasses, coffee];
}

/** A shopper with a paid card order and, newer, a cash-on-delivery order. */
async function shopperWithOrders(page: Page, server: TestServer) {
  const [sunglasses, coffee] = await products(server);
  const account = await signUpInBrowser(page);
  await completeProfileFor(page);
  const cardOrderId = await placeOrder(page, {
    items: [
      { productId: sunglasses.id, quantity: 2 },
      { productId: coffee.id, quantity: 1 },
    ],
  });
  const codOrderId = await placeOrder(page, {
    items: [{ productId: coffee.id, quantity: 3 }],
    paymentMethod: 'cod',
  });
  return {
    ...account,
    sunglasses,
    coffee,
    paid: await invoiceOfOrder(page, cardOrderId),
    pending: await invoiceOfOrder(page, codOrderId),
  };
}

describeBrowser('invoices', () => {
  browserTest('a new shopper sees the empty state linking to the products', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/invoices');
    await visible(page.getByRole('heading', { level: 1, name: 'My Invoices' }));
    await visible(page.getByText('No invoices yet'));
    const browse = page.getByRole('link', { name: 'Browse Products' });
    expect(await browse.getAttribute('href')).toBe('/products');
    expect(await page.title()).toBe('My Invoices | Social Market');
    await screenshot(page, 'invoices-empty');
    await browse.click();
    await waitForPath(page, '/products');
  });

  browserTest('a visitor is sent to sign in first', async ({ page }) => {
    await page.goto('/invoices/1');
    await waitForPath(page, `/auth?next=${encodeURIComponent('/invoices/1')}`);
  });

  browserTest(
    'orders show on /invoices with their badges; View Details shows every part',
    async ({ page, server }) => {
      const { paid, pending } = await shopperWithOrders(page, server);
      expect(paid.status).toBe('paid');
      expect(pending.status).toBe('pending');

      // Reached from the account menu.
      await page.goto('/home');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'My Invoices' }).click();
      await waitForPath(page, '/invoices');

      await visible(cardOf(page, paid.invoiceNumber));
      // Newest first: the cash-on-delivery order was placed last.
      expect(await cards(page).locator('h2').allTextContents()).toEqual([
        pending.invoiceNumber,
        paid.invoiceNumber,
      ]);
      const paidCard = cardOf(page, paid.invoiceNumber);
      const paidBadge = paidCard.getByTestId('invoice-status');
      expect(await paidBadge.textContent()).toBe('Paid');
      expect(await paidBadge.getAttribute('data-tone')).toBe('green');
      await visible(paidCard.getByText(money(paidTotals.totalCents)));
      await visible(paidCard.getByText(/· 3 items$/));
      const pendingBadge = cardOf(page, pending.invoiceNumber).getByTestId('invoice-status');
      expect(await pendingBadge.textContent()).toBe('Pending');
      expect(await pendingBadge.getAttribute('data-tone')).toBe('blue');
      // A paid badge is green and a pending one blue on screen, not only in an attribute.
      const colours = await Promise.all(
        [paidBadge, pendingBadge].map((badge) =>
          badge.evaluate((element) => getComputedStyle(element).color),
        ),
      );
      expect(colours[0]).not.toBe(colours[1]);

      await fullPageScreenshot(page, 'invoices-list-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'invoices-list-390');
      await desktopViewport(page);

      await paidCard.getByRole('link', { name: 'View Details' }).click();
      await waitForPath(page, `/invoices/${paid.id}`);
      const document = page.locator('[data-invoice-document]');
      await visible(document.getByRole('heading', { name: `Invoice ${paid.invoiceNumber}` }));
      expect(await page.title()).toBe(`Invoice ${paid.invoiceNumber} | Social Market`);
      // Header: shop name and address, number, status.
      await visible(document.getByText('Social Market', { exact: true }));
      await visible(document.getByText(/Laguna Beach, CA 92651/).first());
      expect(await document.getByTestId('invoice-number').textContent()).toBe(paid.invoiceNumber);
      expect(await document.getByTestId('invoice-status').textContent()).toBe('Paid');
      // Dates and payment: a paid invoice has no due date.
      await visible(document.getByText('Invoice date'));
      expect(await document.getByText('Due date').count()).toBe(0);
      expect(await document.getByTestId('invoice-payment').textContent()).toBe('Visa •••• 1111');
      // Bill to.
      const billTo = document.getByTestId('invoice-bill-to');
      for (const text of [
        LAGUNA_CUSTOMER.name,
        LAGUNA_CUSTOMER.email,
        LAGUNA_CUSTOMER.address.line1,
        'Laguna Beach, CA 92651',
        'USA',
      ]) {
        await visible(billTo.getByText(text, { exact: false }));
      }
      // Items: description, quantity, unit price, total.
      const rows = document.getByTestId('invoice-item').filter({ hasText: 'Coastline' });
      expect((await rows.first().locator('td').allTextContents()).slice(1)).toEqual([
        '2',
        '$120.00',
        '$240.00',
      ]);
      // Totals as the shared pricing computes them (free local delivery).
      const totals = paidTotals;
      expect(await document.getByTestId('invoice-subtotal').textContent()).toBe(
        money(totals.subtotalCents),
      );
      expect(await document.getByTestId('invoice-shipping').textContent()).toBe('Free');
      expect(await document.getByTestId('invoice-tax').textContent()).toBe(money(totals.taxCents));
      expect(await document.getByTestId('invoice-total').textContent()).toBe(
        money(totals.totalCents),
      );
      for (const name of ['Download receipt (.txt)', 'Download PDF', 'Print']) {
        await visible(page.getByRole(name === 'Download PDF' ? 'link' : 'button', { name }));
      }
      await fullPageScreenshot(page, 'invoice-detail-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'invoice-detail-390');
      await desktopViewport(page);

      // The cash-on-delivery invoice: pending, with a due date.
      await page.goto(`/invoices/${pending.id}`);
      await visible(document.getByText('Due date'));
      expect(await document.getByTestId('invoice-status').textContent()).toBe('Pending');
      expect(await document.getByTestId('invoice-payment').textContent()).toBe('Cash on delivery');
      await screenshot(page, 'invoice-detail-pending');
    },
  );

  browserTest(
    'Download gives the text file, Download PDF a PDF, and Print prints the invoice alone',
    async ({ page, server }) => {
      const { paid } = await shopperWithOrders(page, server);
      await page.goto(`/invoices/${paid.id}`);
      await visible(page.getByRole('heading', { name: `Invoice ${paid.invoiceNumber}` }));

      // Text file, built in the browser.
      const [textDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download receipt (.txt)', exact: true }).click(),
      ]);
      expect(textDownload.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber}.txt`);
      const text = await readFile(await textDownload.path(), 'utf8');
      expect(text).toBe(buildInvoiceText(paid));
      for (const part of [
        `Invoice number: ${paid.invoiceNumber}`,
        'Status:         Paid',
        'Payment method: Visa •••• 1111',
        LAGUNA_CUSTOMER.name,
        LAGUNA_CUSTOMER.email,
        'Laguna Optics Coastline Polarized',
        money(paidTotals.totalCents),
      ]) {
        expect(text).toContain(part);
      }

      // The same file from the list's Download.
      await page.goto('/invoices');
      const [listDownload] = await Promise.all([
        page.waitForEvent('download'),
        cardOf(page, paid.invoiceNumber)
          .getByRole('button', { name: 'Download receipt (.txt)' })
          .click(),
      ]);
      expect(listDownload.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber}.txt`);
      expect(await readFile(await listDownload.path(), 'utf8')).toBe(text);

      // PDF, rendered by the server.
      await page.goto(`/invoices/${paid.id}`);
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber}.pdf`);
      const pdf = await readFile(await pdfDownload.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Print: the app's header and navigation and the buttons are hidden, the invoice is not.
      const appHeaderLogo = page.getByRole('link', { name: 'Social Market home' });
      const bottomNav = page.getByRole('navigation', { name: 'Main' });
      const printButton = page.getByRole('button', { name: 'Print' });
      const invoice = page.locator('[data-invoice-document]');
      expect(await bottomNav.isVisible()).toBe(true);
      expect(await printButton.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await appHeaderLogo.isVisible()).toBe(false);
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await bottomNav.isVisible()).toBe(false);
      expect(await printButton.isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'My Invoices' }).isVisible()).toBe(false);
      expect(await invoice.isVisible()).toBe(true);
      await visible(invoice.getByTestId('invoice-total'));
      // An A4 sheet is about 794 CSS pixels wide.
      await page.setViewportSize({ width: 794, height: 1123 });
      await fullPageScreenshot(page, 'invoice-print');
      await desktopViewport(page);
      await page.emulateMedia({ media: 'screen' });
      expect(await appHeaderLogo.isVisible()).toBe(true);
    },
  );

  browserTest(
    "another shopper's invoice, and an id that is not one, show Invoice Not Found",
    async ({ page, server, browser }) => {
      const other = await browser.newContext({ baseURL: server.url });
      const otherPage = await other.newPage();
      const { paid } = await shopperWithOrders(otherPage, server);
      await other.close();

      await signUpInBrowser(page);
      for (const path of [`/invoices/${paid.id}`, '/invoices/abc', '/invoices/999999']) {
        await page.goto(path);
        await visible(page.getByRole('heading', { name: 'Invoice Not Found' }));
        await visible(page.getByText('The requested invoice could not be found.'));
        expect(await page.getByText(paid.invoiceNumber).count()).toBe(0);
      }
      await screenshot(page, 'invoice-not-found');
      await page.getByRole('link', { name: 'Back to My Invoices' }).click();
      await waitForPath(page, '/invoices');
    },
  );
});

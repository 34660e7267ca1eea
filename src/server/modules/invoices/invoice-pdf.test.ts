import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paidInvoice } from '../../../../tests/fixtures/invoices';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The text drawn on each page (a content stream each): pdfkit writes each run as a TJ array of hex
 * strings split at the kerning, so each run's strings are joined and read back as characters.
 */
function pagesText(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  const contents = streams.flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1')];
    } catch {
      return []; // not a deflated content stream
    }
  });
  return contents.map((content) =>
    [...content.matchAll(/\[(.*?)\] TJ/g)]
      .map(([, run]) =>
        Buffer.from(
          [...(run ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex).join(''),
          'hex',
        ).toString('latin1'),
      )
      .join('\n'),
  );
}

const pageText = (pdf: Buffer) => pagesText(pdf).join('\n');

// A line long enough to wrap, and enough of them for a second page.
const longInvoice = {
  ...paidInvoice,
  items: Array.from({ length: 40 }, (_, index) => ({
    description: `Laguna Beach Coffee Roasters house blend, whole bean, 12 oz bag number ${index + 1}`,
    quantity: 1,
    unitPrice: 2,
    total: 2,
    type: 'PRODUCT' as const,
  })),
};

// Cash on delivery with a discount, for a shopper whose name is longer than its column.
const longNameInvoice = {
  ...paidInvoice,
  status: 'pending' as const,
  paymentMethod: 'cod',
  card: null,
  discount: 8,
  discountCode: 'LAGUNA10',
  customer: {
    ...paidInvoice.customer,
    name: 'Casey Alexandra Montgomery-Shopper of Laguna Beach and Newport',
  },
};

describe('the invoice PDF', () => {
  it('is byte for byte what pdfkit writes with fonts of its own, the first document and every later one', async () => {
    for (const invoice of [paidInvoice, longInvoice, longNameInvoice]) {
      const pdfkits = await renderInvoicePdf(invoice, { ownFonts: true });
      const first = await renderInvoicePdf(invoice);
      const later = await renderInvoicePdf(invoice);
      expect(first.equals(pdfkits)).toBe(true);
      expect(later.equals(pdfkits)).toBe(true);
    }
  });

  it('an invoice renders to the same bytes each time: the document is dated by the invoice', async () => {
    const once = await renderInvoicePdf(paidInvoice);
    const again = await renderInvoicePdf({ ...paidInvoice });
    expect(once.equals(again)).toBe(true);
    expect(once.toString('latin1')).toContain('(D:20260701170000Z)');
  });

  it('carries the invoice: its number, the shopper, the date in Laguna Beach, each line and the total', async () => {
    const text = pageText(await renderInvoicePdf(paidInvoice));
    for (const shown of [
      'INVOICE',
      'INV-000007',
      'PAID',
      'Casey Shopper',
      'July 1, 2026',
      'Visa ending in 4242',
      'Ray-Ban Aviator',
      '$86.40',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('a name longer than its column wraps there, clear of the invoice’s dates', async () => {
    const lines = pageText(await renderInvoicePdf(longNameInvoice))
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain('Casey Alexandra Montgomery-Shopper of Laguna');
    expect(lines).toContain('Beach and Newport');
    expect(lines).toContain('Discount (LAGUNA10)');
  });

  it('keeps the totals together on one page, however many lines come before them', async () => {
    for (let count = 1; count <= 45; count += 1) {
      const invoice = {
        ...longNameInvoice,
        items: longInvoice.items.slice(0, count).map((item, index) =>
          // Every third line long enough to wrap.
          index % 3 === 0 ? item : { ...item, description: `Tea ${index}` },
        ),
      };
      const pages = pagesText(await renderInvoicePdf(invoice));
      const last = pages.at(-1) ?? '';
      for (const label of ['Subtotal', 'Discount (LAGUNA10)', 'Shipping', 'Tax (8%)', 'Total'])
        expect(last.split('\n'), `${count} lines`).toContain(label);
    }
  });
});

import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paidInvoice } from '../../../../tests/fixtures/invoices';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The text drawn on the pages: pdfkit writes each run as a TJ array of hex strings split at the
 * kerning, so each run's strings are joined and read back as characters.
 */
function pageText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  const contents = streams.flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1')];
    } catch {
      return []; // not a deflated content stream
    }
  });
  return contents
    .flatMap((content) => [...content.matchAll(/\[(.*?)\] TJ/g)])
    .map(([, run]) =>
      Buffer.from(
        [...(run ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex).join(''),
        'hex',
      ).toString('latin1'),
    )
    .join('\n');
}

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

describe('the invoice PDF', () => {
  it('is byte for byte what pdfkit writes with fonts of its own, the first document and every later one', async () => {
    for (const invoice of [paidInvoice, longInvoice]) {
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
});

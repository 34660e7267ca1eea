import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contracts/orders';
import { createPdfThread, type PdfThread } from './pdf-thread';

const invoice: Invoice = {
  id: 7,
  invoiceNumber: 'INV-000007',
  orderId: 12,
  invoiceDate: '2026-07-01T17:00:00.000Z',
  dueDate: '2026-07-01T17:00:00.000Z',
  status: 'paid',
  paymentMethod: 'card',
  card: { brand: 'Visa', last4: '4242' },
  subtotal: 80,
  discount: 0,
  discountCode: null,
  shipping: 0,
  tax: 6.4,
  total: 86.4,
  customer: {
    name: 'Casey Shopper',
    email: 'casey@example.com',
    address: '1 Ocean Ave\nLaguna Beach, CA 92651\nUS',
  },
  items: [
    { description: 'Ray-Ban Aviator', quantity: 2, unitPrice: 40, total: 80, type: 'PRODUCT' },
  ],
};

describe('invoice PDFs on a thread of their own', () => {
  let thread: PdfThread | undefined;
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
  });

  it('renders on the thread: PDFs come back, and nothing falls back to the event loop', async () => {
    const fallbacks: string[] = [];
    thread = createPdfThread((reason) => fallbacks.push(reason));
    const pdfs = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        thread?.render({ ...invoice, invoiceNumber: `INV-00000${index}` }),
      ),
    );
    for (const pdf of pdfs) {
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf?.length).toBeGreaterThan(1000);
    }
    expect(fallbacks).toEqual([]);
  });

  it('a thread that cannot load its renderer: said once, and every PDF is rendered here instead', async () => {
    const fallbacks: string[] = [];
    thread = createPdfThread((reason) => fallbacks.push(reason), {
      url: new URL('./no-such-renderer.mjs', import.meta.url),
      typescript: false,
    });
    const pdfs = await Promise.all([thread.render(invoice), thread.render(invoice)]);
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-']);
    expect(await thread.render(invoice)).toBeInstanceOf(Buffer);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/^the PDF thread (failed|exited)/);
  });

  it('closed with renders under way: each is still answered', async () => {
    thread = createPdfThread();
    const rendering = [thread.render(invoice), thread.render(invoice)];
    await thread.close();
    const pdfs = await Promise.all(rendering);
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-']);
  });
});

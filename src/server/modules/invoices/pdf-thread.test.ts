import { afterEach, describe, expect, it } from 'vitest';
import { paidInvoice } from '../../../../tests/fixtures/invoices';
import { createPdfThread, type PdfThread } from './pdf-thread';

const invoice = paidInvoice;

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

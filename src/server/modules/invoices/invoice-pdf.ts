import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../shared/contracts/orders';
import { discountLineLabel } from '../../../shared/discount-rules';
import { FREE_ENTRY_PAYMENT_LABEL, FREE_ENTRY_PAYMENT_METHOD } from '../../../shared/free-entry';
import { formatDollars } from '../../../shared/money';
import { SHOP_CONTACT } from '../../../shared/shop';

const paymentLabels: Record<string, string> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  cod: 'Cash on delivery',
  [FREE_ENTRY_PAYMENT_METHOD]: FREE_ENTRY_PAYMENT_LABEL,
};

const statusLabels: Record<Invoice['status'], string> = {
  paid: 'PAID',
  pending: 'PENDING',
  refunded: 'REFUNDED',
  void: 'VOID',
};

// Made once: building a DateTimeFormat costs more than a page of the PDF's text.
const invoiceDateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/Los_Angeles',
});
const formatDate = (iso: string) => invoiceDateFormat.format(new Date(iso));

export function paymentMethodText(invoice: Invoice): string {
  const method = paymentLabels[invoice.paymentMethod] ?? invoice.paymentMethod;
  return invoice.card
    ? `${method} (${invoice.card.brand} ending in ${invoice.card.last4})`
    : method;
}

/** A built-in font as pdfkit keeps it for one document. */
interface StandardFontOfDocument {
  document: PDFKit.PDFDocument;
  id: string;
  dictionary?: unknown;
  embedded?: boolean;
}

/** The per-document font table pdfkit's `font()` reads before it builds a font. */
interface FontTable {
  _fontFamilies: Record<string, StandardFontOfDocument | undefined>;
  _fontCount: number;
  _font: StandardFontOfDocument;
}

const BUILT_IN_FONTS = new Set(['Helvetica', 'Helvetica-Bold']);
/** Each built-in font as first built, its metrics shared by every later document's. */
const builtFonts = new Map<string, StandardFontOfDocument>();

/**
 * pdfkit reads a built-in font's metrics anew for every document it opens the font in (it expands
 * some 2,700 kerning pairs: a third of an invoice's CPU). They never change, so each is built once
 * and every later document gets a font of its own (its document, its id, its dictionary) sharing
 * them. This reads pdfkit's per-document font table (`_fontFamilies`, `_fontCount`), so the
 * renderer's test checks the output stays byte for byte what pdfkit writes on its own.
 */
class InvoiceDocument extends PDFDocument {
  override font(src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number): this {
    const table = this as unknown as FontTable;
    if (typeof src === 'string' && BUILT_IN_FONTS.has(src) && !table._fontFamilies[src]) {
      const built = builtFonts.get(src);
      if (built) {
        const own: StandardFontOfDocument = Object.assign(
          Object.create(Object.getPrototypeOf(built) as object) as StandardFontOfDocument,
          built,
          { document: this, id: `F${++table._fontCount}`, dictionary: undefined, embedded: false },
        );
        table._fontFamilies[src] = own;
      } else {
        super.font(src);
        const first = table._font;
        builtFonts.set(
          src,
          Object.assign(Object.create(Object.getPrototypeOf(first) as object), first, {
            document: undefined,
            dictionary: undefined,
          }),
        );
      }
    }
    return typeof family === 'number' || family === undefined
      ? super.font(src, family)
      : super.font(src, family, size);
  }
}

export interface RenderOptions {
  /** Build the built-in fonts for this document as pdfkit does on its own (for the test). */
  ownFonts?: boolean;
}

/**
 * The invoice as an A4-ish letter PDF with the built-in Helvetica (no font files to ship). The
 * document's date is the invoice's, so an invoice always renders to the same bytes: the receipt's
 * attachment and the download are one document.
 */
export function renderInvoicePdf(invoice: Invoice, options: RenderOptions = {}): Promise<Buffer> {
  const Document = options.ownFonts ? PDFDocument : InvoiceDocument;
  const doc = new Document({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Author: SHOP_CONTACT.name,
      CreationDate: new Date(invoice.invoiceDate),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  doc.font('Helvetica-Bold').fontSize(22).text(SHOP_CONTACT.name, left, 54);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(SHOP_CONTACT.area)
    .text(`${SHOP_CONTACT.email} · ${SHOP_CONTACT.phone}`);
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('INVOICE', left, 54, { width, align: 'right' })
    .font('Helvetica')
    .fontSize(10)
    .text(invoice.invoiceNumber, { width, align: 'right' })
    .text(statusLabels[invoice.status], { width, align: 'right' });

  doc.moveDown(3);
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Bill to', left, top);
  doc.font('Helvetica').text(invoice.customer.name).text(invoice.customer.email);
  doc.text(invoice.customer.address);
  const afterBillTo = doc.y;
  const metaX = left + width / 2;
  doc.font('Helvetica-Bold').text('Invoice date', metaX, top);
  doc.font('Helvetica').text(formatDate(invoice.invoiceDate));
  if (invoice.dueDate) {
    doc.font('Helvetica-Bold').text('Due date').font('Helvetica').text(formatDate(invoice.dueDate));
  }
  doc.font('Helvetica-Bold').text('Payment method');
  doc.font('Helvetica').text(paymentMethodText(invoice));
  if (invoice.orderId !== null)
    doc.font('Helvetica-Bold').text('Order').font('Helvetica').text(`#${invoice.orderId}`);

  // Items table.
  let y = Math.max(afterBillTo, doc.y) + 24;
  const columns = [
    { title: 'Description', x: left, width: width * 0.52, align: 'left' as const },
    { title: 'Qty', x: left + width * 0.52, width: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: left + width * 0.62, width: width * 0.19, align: 'right' as const },
    { title: 'Total', x: left + width * 0.81, width: width * 0.19, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold');
  for (const column of columns)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 6;
  doc.font('Helvetica');
  for (const item of invoice.items) {
    const description =
      item.type === 'PLAY' ? `${item.description} (game entry)` : item.description;
    const cells = [
      description,
      String(item.quantity),
      formatDollars(item.unitPrice),
      formatDollars(item.total),
    ];
    const height = doc.heightOfString(description, { width: columns[0]?.width ?? width });
    if (y + height > doc.page.height - doc.page.margins.bottom - 80) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
    });
    y += Math.max(height, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;

  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotal],
    ...(invoice.discount > 0
      ? [[discountLineLabel(invoice.discountCode), -invoice.discount] as [string, number]]
      : []),
    ['Shipping', invoice.shipping],
    ['Tax (8%)', invoice.tax],
  ];
  const labelX = left + width * 0.55;
  for (const [label, amount] of totals) {
    doc.text(label, labelX, y, { width: width * 0.26 });
    doc.text(formatDollars(amount), left + width * 0.81, y, {
      width: width * 0.19,
      align: 'right',
    });
    y += 16;
  }
  doc.font('Helvetica-Bold').text('Total', labelX, y, { width: width * 0.26 });
  doc.text(formatDollars(invoice.total), left + width * 0.81, y, {
    width: width * 0.19,
    align: 'right',
  });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Thank you for shopping local with ${SHOP_CONTACT.name}.`,
      left,
      doc.page.height - doc.page.margins.bottom - 20,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}

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
  font: AfmMetrics;
  encode(text: string): [string[], GlyphPosition[]];
  widthOfString(text: string, size: number): number;
}

/** pdfkit's metrics of a built-in font (its AFM file), as its standard font keeps them. */
interface AfmMetrics {
  encodeText(text: string): string[];
  characterToGlyph(code: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/** A glyph's position as pdfkit's standard font answers it from `encode`. */
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/**
 * A built-in font's measures by character code, each looked up in pdfkit's metrics once per
 * process: pdfkit's own standard font builds a string key per pair of letters and looks it up in a
 * table of some 2,700 kerning pairs for every letter of every text it measures or writes (over a
 * third of a receipt's CPU). The answers are pdfkit's, in its order, so the document's bytes are too.
 */
class CharacterMetrics {
  private readonly hex = new Map<number, string>();
  private readonly glyphs = new Map<number, string>();
  private readonly widths = new Map<number, number>();
  /** A letter's advance before the next one (its width and the pair's kerning), by the pair. */
  private readonly advances = new Map<number, number>();

  constructor(private readonly afm: AfmMetrics) {}

  /** `encode` of pdfkit's standard font: the WinAnsi codes in hex and each glyph's position. */
  encode(text: string): [string[], GlyphPosition[]] {
    const encoded: string[] = [];
    const positions: GlyphPosition[] = [];
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      encoded.push(this.hexOf(code));
      positions.push({
        xAdvance: this.advanceOf(code, index + 1 < text.length ? text.charCodeAt(index + 1) : -1),
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
        advanceWidth: this.widthOf(code),
      });
    }
    return [encoded, positions];
  }

  /** `widthOfString` of pdfkit's standard font, summed in the same order. */
  widthOfString(text: string, size: number): number {
    let width = 0;
    for (let index = 0; index < text.length; index++) {
      const next = index + 1 < text.length ? text.charCodeAt(index + 1) : -1;
      width += this.advanceOf(text.charCodeAt(index), next);
    }
    return width * (size / 1000);
  }

  private hexOf(code: number): string {
    let hex = this.hex.get(code);
    if (hex === undefined) {
      hex = this.afm.encodeText(String.fromCharCode(code))[0] as string;
      this.hex.set(code, hex);
    }
    return hex;
  }

  private glyphOf(code: number): string {
    let glyph = this.glyphs.get(code);
    if (glyph === undefined) {
      glyph = this.afm.characterToGlyph(code);
      this.glyphs.set(code, glyph);
    }
    return glyph;
  }

  private widthOf(code: number): number {
    let width = this.widths.get(code);
    if (width === undefined) {
      width = this.afm.widthOfGlyph(this.glyphOf(code));
      this.widths.set(code, width);
    }
    return width;
  }

  /** The last letter of a text (`next` -1) has no pair: its width, as pdfkit's lookup of none. */
  private advanceOf(code: number, next: number): number {
    const pair = code * 0x10001 + next + 1;
    let advance = this.advances.get(pair);
    if (advance === undefined) {
      advance =
        this.widthOf(code) +
        this.afm.getKernPair(this.glyphOf(code), next === -1 ? undefined : this.glyphOf(next));
      this.advances.set(pair, advance);
    }
    return advance;
  }
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
        const metrics = new CharacterMetrics(first.font);
        builtFonts.set(
          src,
          Object.assign(Object.create(Object.getPrototypeOf(first) as object), first, {
            document: undefined,
            dictionary: undefined,
            encode: (text: string) => metrics.encode(text),
            widthOfString: (text: string, size: number) => metrics.widthOfString(text, size),
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
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.font('Helvetica-Bold').fontSize(22);
  let y = writeLine(doc, SHOP_CONTACT.name, left, 54, width);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  y = writeLine(doc, SHOP_CONTACT.area, left, y, width);
  writeLine(doc, `${SHOP_CONTACT.email} · ${SHOP_CONTACT.phone}`, left, y, width);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(18);
  y = writeLine(doc, 'INVOICE', left, 54, width, 'right');
  doc.font('Helvetica').fontSize(10);
  y = writeLine(doc, invoice.invoiceNumber, left, y, width, 'right');
  y = writeLine(doc, statusLabels[invoice.status], left, y, width, 'right');

  // Three lines down: the shopper on the left, the invoice's facts on the right.
  // A long name or address wraps in its own column.
  const top = y + doc.currentLineHeight(true) * 3;
  const metaX = left + width / 2;
  const billToWidth = metaX - left - 12;
  doc.font('Helvetica-Bold');
  y = writeLine(doc, 'Bill to', left, top, billToWidth);
  doc.font('Helvetica');
  for (const text of [invoice.customer.name, invoice.customer.email, invoice.customer.address])
    y = writeLine(doc, text, left, y, billToWidth);
  const afterBillTo = y;
  const facts: [string, string][] = [
    ['Invoice date', formatDate(invoice.invoiceDate)],
    ...(invoice.dueDate ? [['Due date', formatDate(invoice.dueDate)] as [string, string]] : []),
    ['Payment method', paymentMethodText(invoice)],
    ...(invoice.orderId !== null ? [['Order', `#${invoice.orderId}`] as [string, string]] : []),
  ];
  y = top;
  for (const [label, value] of facts) {
    y = writeLine(doc.font('Helvetica-Bold'), label, metaX, y, width / 2);
    y = writeLine(doc.font('Helvetica'), value, metaX, y, width / 2);
  }

  // Items table.
  y = Math.max(afterBillTo, y) + 24;
  const columns = [
    { title: 'Description', x: left, width: width * 0.52, align: 'left' as const },
    { title: 'Qty', x: left + width * 0.52, width: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: left + width * 0.62, width: width * 0.19, align: 'right' as const },
    { title: 'Total', x: left + width * 0.81, width: width * 0.19, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold');
  for (const column of columns)
    writeLine(doc, column.title, column.x, y, column.width, column.align);
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
    const height = heightOfLines(doc, description, columns[0]?.width ?? width);
    if (y + height > bottom - 80) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    columns.forEach((column, index) => {
      writeLine(doc, cells[index] ?? '', column.x, y, column.width, column.align);
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
  // The totals stay together, above the footer: on the next page when they would not fit.
  if (y + 16 * (totals.length + 1) > bottom - 24) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const labelX = left + width * 0.55;
  const amountX = left + width * 0.81;
  for (const [label, amount] of totals) {
    writeLine(doc, label, labelX, y, width * 0.26);
    writeLine(doc, formatDollars(amount), amountX, y, width * 0.19, 'right');
    y += 16;
  }
  doc.font('Helvetica-Bold');
  writeLine(doc, 'Total', labelX, y, width * 0.26);
  writeLine(doc, formatDollars(invoice.total), amountX, y, width * 0.19, 'right');

  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  writeLine(
    doc,
    `Thank you for shopping local with ${SHOP_CONTACT.name}.`,
    left,
    bottom - 20,
    width,
    'center',
  );
  doc.end();
  return done;
}

type Align = 'left' | 'right' | 'center';

/**
 * Writes `text` at (x, y) within `width`, aligned, and answers the y below it. A line that fits is
 * placed where pdfkit's line wrapper would place it, without the wrapper: measuring and breaking
 * every word of every label was most of a receipt's CPU. A longer line wraps as pdfkit wraps it;
 * each line of a multi-line text (an address) starts a line of its own.
 */
function writeLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: Align = 'left',
): number {
  let lineY = y;
  for (const line of text.split('\n')) {
    const textWidth = doc.widthOfString(line);
    if (textWidth > width) {
      doc.text(line, x, lineY, { width, align });
      lineY = doc.y;
      continue;
    }
    const offset =
      align === 'left' ? 0 : align === 'right' ? width - textWidth : (width - textWidth) / 2;
    doc.text(line, x + offset, lineY, { lineBreak: false });
    lineY += doc.currentLineHeight(true);
  }
  return lineY;
}

/** The height `writeLine` takes for `text` in `width` (pdfkit's measure only for a line that wraps). */
function heightOfLines(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return text
    .split('\n')
    .reduce(
      (height, line) =>
        height +
        (doc.widthOfString(line) > width
          ? doc.heightOfString(line, { width })
          : doc.currentLineHeight(true)),
      0,
    );
}

import type { Invoice } from '../../../../shared/contracts/orders';
import { discountLineLabel } from '../../../../shared/discount-rules';
import { formatDollars } from '../../../../shared/money';
import { SHOP_CONTACT } from '../../../lib/shop-info';
import {
  formatInvoiceDate,
  invoiceDueDate,
  invoiceLineItems,
  invoicePaymentLabel,
  invoiceShippingMethod,
  invoiceStatusLabel,
} from './invoice-display';

/** invoice-{invoiceNumber}.txt, as the specification names the download. */
export function invoiceTextFileName(invoice: Pick<Invoice, 'invoiceNumber'>): string {
  return `invoice-${invoice.invoiceNumber}.txt`;
}

const WIDTH = 64;
const rule = '-'.repeat(WIDTH);

function twoColumns(left: string, right: string): string {
  return `${left}${' '.repeat(Math.max(1, WIDTH - left.length - right.length))}${right}`;
}

function itemDescription(item: Invoice['items'][number]): string {
  return item.type === 'PLAY' ? `${item.description} (game entry)` : item.description;
}

/**
 * The invoice as plain text, every part the detail screen shows: shop, number, status, dates,
 * payment, bill-to, items and totals. Lines end in '\n'; columns are padded for a monospace viewer.
 */
export function buildInvoiceText(invoice: Invoice, options: { timeZone?: string } = {}): string {
  const date = (iso: string) => formatInvoiceDate(iso, options.timeZone);
  const lines: string[] = [
    twoColumns(SHOP_CONTACT.name.toUpperCase(), 'INVOICE'),
    twoColumns(SHOP_CONTACT.area, invoice.invoiceNumber),
    `${SHOP_CONTACT.email} | ${SHOP_CONTACT.phone}`,
    rule,
    `Invoice number: ${invoice.invoiceNumber}`,
    `Status:         ${invoiceStatusLabel(invoice.status)}`,
    `Invoice date:   ${date(invoice.invoiceDate)}`,
  ];
  const dueDate = invoiceDueDate(invoice);
  if (dueDate) lines.push(`Due date:       ${date(dueDate)}`);
  if (invoice.orderId !== null) lines.push(`Order:          #${invoice.orderId}`);
  lines.push(`Payment method: ${invoicePaymentLabel(invoice)}`, '');

  lines.push('BILL TO', invoice.customer.name, invoice.customer.email);
  for (const part of invoice.customer.address.split('\n')) {
    if (part.trim()) lines.push(part.trim());
  }
  lines.push('');

  const qtyWidth = 5;
  const moneyWidth = 12;
  const descriptionWidth = WIDTH - qtyWidth - moneyWidth * 2;
  const row = (description: string, qty: string, unit: string, total: string) =>
    `${description.padEnd(descriptionWidth)}${qty.padStart(qtyWidth)}${unit.padStart(moneyWidth)}${total.padStart(moneyWidth)}`;
  lines.push('ITEMS', row('Description', 'Qty', 'Unit price', 'Total'), rule);
  for (const item of invoiceLineItems(invoice)) {
    const description = itemDescription(item);
    const fits = description.length < descriptionWidth;
    // A long description gets a line of its own, the figures on the next.
    if (!fits) lines.push(description);
    lines.push(
      row(
        fits ? description : '',
        String(item.quantity),
        formatDollars(item.unitPrice),
        formatDollars(item.total),
      ),
    );
  }
  lines.push(rule);

  const shippingMethod = invoiceShippingMethod(invoice);
  const total = (label: string, amount: number) => twoColumns(label, formatDollars(amount));
  lines.push(
    total('Subtotal', invoice.subtotal),
    ...(invoice.discount > 0
      ? [total(discountLineLabel(invoice.discountCode), -invoice.discount)]
      : []),
    total(shippingMethod ? `Shipping: ${shippingMethod}` : 'Shipping', invoice.shipping),
    total('Tax', invoice.tax),
    total('Total', invoice.total),
    '',
    `Thank you for shopping with ${SHOP_CONTACT.name}.`,
  );
  return `${lines.join('\n')}\n`;
}

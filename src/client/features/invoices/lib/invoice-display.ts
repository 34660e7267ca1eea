import type { Invoice } from '../../../../shared/contracts/orders';
import { SHOP_TIME_ZONE } from '../../../../shared/shop-day';

export { invoicePaymentLabel } from '../../../lib/payment-labels';
// The status colours and labels are shared with every other status pill.
export {
  type InvoiceStatusTone,
  invoiceStatusLabel,
  invoiceStatusTone,
} from '../../../lib/status-tones';

/**
 * The due date worth showing: that of a pending (cash-on-delivery) invoice. A paid invoice was
 * due on receipt, so its due date says nothing.
 */
export function invoiceDueDate(invoice: Pick<Invoice, 'status' | 'dueDate'>): string | null {
  return invoice.status === 'pending' ? invoice.dueDate : null;
}

/** 'May 3, 2025' on the shop's calendar unless another zone is given. */
export function formatInvoiceDate(iso: string, timeZone: string = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** The lines bought (products, game entries); shipping shows with the totals instead. */
export function invoiceLineItems(invoice: Pick<Invoice, 'items'>): Invoice['items'] {
  return invoice.items.filter((item) => item.type !== 'SHIPPING');
}

/** How it ships ('Express Shipping (2-3 business days)'), from the invoice's shipping line. */
export function invoiceShippingMethod(invoice: Pick<Invoice, 'items'>): string | null {
  const lines = invoice.items.filter((item) => item.type === 'SHIPPING');
  return lines.length > 0 ? lines.map((item) => item.description).join(', ') : null;
}

/** Units bought (products and game entries; a shipping line is not an item). */
export function invoiceItemCount(invoice: Pick<Invoice, 'items'>): number {
  return invoiceLineItems(invoice).reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

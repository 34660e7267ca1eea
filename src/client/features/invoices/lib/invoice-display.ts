import type { Invoice } from '../../../../shared/contracts/orders';
import { SHOP_TIME_ZONE } from '../../../../shared/shop-day';

// The status colours and labels are shared with every other status pill.
export {
  type InvoiceStatusTone,
  invoiceStatusLabel,
  invoiceStatusTone,
} from '../../../lib/status-tones';

/** 'Visa •••• 1111', 'Cash on delivery' or 'Apple Pay'. */
export function invoicePaymentLabel(invoice: Pick<Invoice, 'paymentMethod' | 'card'>): string {
  switch (invoice.paymentMethod) {
    case 'cod':
      return 'Cash on delivery';
    case 'apple_pay':
      return invoice.card ? `Apple Pay (${cardLabel(invoice.card)})` : 'Apple Pay';
    default:
      return invoice.card ? cardLabel(invoice.card) : 'Card';
  }
}

function cardLabel(card: { brand: string; last4: string }): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  discover_diners: 'Diners Club',
  jcb: 'JCB',
  china_unionpay: 'UnionPay',
};

/** Providers spell brands 'VISA', 'visa' or 'AMERICAN_EXPRESS'; people read 'Visa'. */
function brandName(brand: string): string {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (brandNames[key]) return brandNames[key];
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The due date worth showing: that of a pending (cash-on-delivery) invoice. A paid invoice was
 * due on receipt, so its due date says nothing.
 */
export function invoiceDueDate(invoice: Pick<Invoice, 'status' | 'dueDate'>): string | null {
  return invoice.status === 'pending' ? invoice.dueDate : null;
}

/** 'May 3, 2025' on the shop's calendar (decision 0018) unless another zone is given. */
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

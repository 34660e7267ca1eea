import type { Invoice } from '../../shared/contracts/orders';
import { FREE_ENTRY_PAYMENT_LABEL, FREE_ENTRY_PAYMENT_METHOD } from '../../shared/free-entry';

// How a payment is named wherever it is shown (orders, invoices, the admin's order list).

/** 'VISA •••• 1111': how a card is named everywhere it is shown. */
export function cardLabel(brand: string, last4: string): string {
  return `${brand.toUpperCase()} •••• ${last4}`;
}

/** 'Visa •••• 1111', 'Cash on delivery' or 'Apple Pay'. */
export function invoicePaymentLabel(invoice: Pick<Invoice, 'paymentMethod' | 'card'>): string {
  switch (invoice.paymentMethod) {
    case 'cod':
      return 'Cash on delivery';
    case FREE_ENTRY_PAYMENT_METHOD:
      return FREE_ENTRY_PAYMENT_LABEL;
    case 'apple_pay':
      return invoice.card ? `Apple Pay (${readableCardLabel(invoice.card)})` : 'Apple Pay';
    default:
      return invoice.card ? readableCardLabel(invoice.card) : 'Card';
  }
}

function readableCardLabel(card: { brand: string; last4: string }): string {
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

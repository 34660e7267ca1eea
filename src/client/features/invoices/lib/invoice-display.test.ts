import { describe, expect, it } from 'vitest';
import {
  invoiceDueDate,
  invoiceItemCount,
  invoicePaymentLabel,
  invoiceShippingMethod,
  invoiceStatusTone,
} from './invoice-display';

describe('invoiceStatusTone', () => {
  it('is green when paid, blue when pending, red otherwise', () => {
    expect(invoiceStatusTone('paid')).toBe('green');
    expect(invoiceStatusTone('pending')).toBe('blue');
    expect(invoiceStatusTone('refunded')).toBe('red');
    expect(invoiceStatusTone('void')).toBe('red');
  });
});

describe('invoicePaymentLabel', () => {
  it('names the card by brand and last four, however the provider spells the brand', () => {
    const card = (brand: string) =>
      invoicePaymentLabel({ paymentMethod: 'card', card: { brand, last4: '4242' } });
    expect(card('VISA')).toBe('Visa •••• 4242');
    expect(card('AMERICAN_EXPRESS')).toBe('American Express •••• 4242');
    expect(card('mastercard')).toBe('Mastercard •••• 4242');
    expect(card('SOME_NEW_BRAND')).toBe('Some New Brand •••• 4242');
  });

  it('says Cash on delivery and Apple Pay', () => {
    expect(invoicePaymentLabel({ paymentMethod: 'cod', card: null })).toBe('Cash on delivery');
    expect(invoicePaymentLabel({ paymentMethod: 'apple_pay', card: null })).toBe('Apple Pay');
  });
});

describe('invoiceDueDate', () => {
  it('is shown for a pending invoice only', () => {
    const dueDate = '2025-05-10T00:00:00.000Z';
    expect(invoiceDueDate({ status: 'pending', dueDate })).toBe(dueDate);
    expect(invoiceDueDate({ status: 'paid', dueDate })).toBeNull();
    expect(invoiceDueDate({ status: 'pending', dueDate: null })).toBeNull();
  });
});

describe('items and shipping', () => {
  const items = [
    {
      description: 'Sunglasses',
      quantity: 2,
      unitPrice: 100,
      total: 200,
      type: 'PRODUCT' as const,
    },
    { description: 'Entry', quantity: 1, unitPrice: 1, total: 1, type: 'PLAY' as const },
    {
      description: 'Standard Shipping (5-7 business days)',
      quantity: 1,
      unitPrice: 5.99,
      total: 5.99,
      type: 'SHIPPING' as const,
    },
  ];

  it('counts the units bought, not the shipping line', () => {
    expect(invoiceItemCount({ items })).toBe(3);
  });

  it('reads the shipping method from the shipping line', () => {
    expect(invoiceShippingMethod({ items })).toBe('Standard Shipping (5-7 business days)');
    expect(invoiceShippingMethod({ items: items.slice(0, 2) })).toBeNull();
  });
});

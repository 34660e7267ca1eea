import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contracts/orders';
import { buildInvoiceText, invoiceTextFileName } from './invoice-text';

function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    invoiceNumber: 'INV-000042',
    orderId: 12,
    invoiceDate: '2025-05-03T18:30:00.000Z',
    // A paid invoice was due on receipt: its due date is not shown.
    dueDate: '2025-05-03T18:30:00.000Z',
    status: 'paid',
    paymentMethod: 'card',
    card: { brand: 'VISA', last4: '1111' },
    subtotal: 255,
    discount: 0,
    discountCode: null,
    shipping: 12.99,
    tax: 20.4,
    total: 288.39,
    customer: {
      name: 'Jane Shopper',
      email: 'jane@example.com',
      address: '1 Ocean Ave\nLaguna Beach, CA 92651\nUSA',
    },
    items: [
      {
        description: 'Laguna Optics Coastline',
        quantity: 2,
        unitPrice: 120,
        total: 240,
        type: 'PRODUCT',
      },
      {
        description: 'Tide Coffee House Blend',
        quantity: 1,
        unitPrice: 15,
        total: 15,
        type: 'PRODUCT',
      },
      {
        description: 'Express Shipping (2-3 business days)',
        quantity: 1,
        unitPrice: 12.99,
        total: 12.99,
        type: 'SHIPPING',
      },
    ],
    ...overrides,
  };
}

const text = (overrides: Partial<Invoice> = {}) =>
  buildInvoiceText(invoice(overrides), { timeZone: 'UTC' });

describe('invoiceTextFileName', () => {
  it('is invoice-{invoiceNumber}.txt', () => {
    expect(invoiceTextFileName(invoice())).toBe('invoice-INV-000042.txt');
  });
});

describe('buildInvoiceText', () => {
  it('carries the shop, number, status, date, order and payment method', () => {
    const lines = text().split('\n');
    expect(lines[0]).toMatch(/^SOCIAL MARKET +INVOICE$/);
    expect(lines[1]).toMatch(/^Laguna Beach, CA 92651 +INV-000042$/);
    expect(lines).toContain('Invoice number: INV-000042');
    expect(lines).toContain('Status:         Paid');
    expect(lines).toContain('Invoice date:   May 3, 2025');
    expect(lines).toContain('Order:          #12');
    expect(lines).toContain('Payment method: Visa •••• 1111');
    expect(lines.some((line) => line.startsWith('Due date'))).toBe(false);
  });

  it('bills the customer, one address part per line', () => {
    const body = text();
    expect(body).toContain(
      'BILL TO\nJane Shopper\njane@example.com\n1 Ocean Ave\nLaguna Beach, CA 92651\nUSA\n',
    );
  });

  it('lists every item with quantity, unit price and total in aligned columns', () => {
    const lines = text().split('\n');
    const header = lines.find((line) => line.startsWith('Description'));
    const first = lines.find((line) => line.startsWith('Laguna Optics Coastline'));
    const second = lines.find((line) => line.startsWith('Tide Coffee House Blend'));
    expect(first).toMatch(/^Laguna Optics Coastline +2 +\$120\.00 +\$240\.00$/);
    expect(second).toMatch(/^Tide Coffee House Blend +1 +\$15\.00 +\$15\.00$/);
    // Right-aligned columns: every row is as wide as the header.
    expect(first?.length).toBe(header?.length);
    expect(second?.length).toBe(header?.length);
  });

  it('ends with subtotal, shipping, tax and total', () => {
    const lines = text().split('\n');
    expect(lines.find((line) => line.startsWith('Subtotal'))).toMatch(/^Subtotal +\$255\.00$/);
    // The shipping line names the method beside its cost, not among the items.
    expect(lines.find((line) => line.startsWith('Shipping'))).toMatch(
      /^Shipping: Express Shipping \(2-3 business days\) +\$12\.99$/,
    );
    expect(lines.filter((line) => line.includes('Express Shipping'))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('Tax'))).toMatch(/^Tax +\$20\.40$/);
    expect(lines.find((line) => line.startsWith('Total'))).toMatch(/^Total +\$288\.39$/);
    expect(text().endsWith('Thank you for shopping with Social Market.\n')).toBe(true);
  });

  it("shows a discount code's line under the subtotal, as a minus", () => {
    const lines = text({
      discount: 25.5,
      discountCode: 'LAGUNA10',
      tax: 18.36,
      total: 260.85,
    }).split('\n');
    const subtotalAt = lines.findIndex((line) => line.startsWith('Subtotal'));
    expect(lines[subtotalAt + 1]).toMatch(/^Discount \(LAGUNA10\) +-\$25\.50$/);
    expect(text()).not.toContain('Discount');
  });

  it('shows the due date and cash on delivery for a pending invoice', () => {
    const lines = text({
      status: 'pending',
      paymentMethod: 'cod',
      card: null,
      dueDate: '2025-05-10T18:30:00.000Z',
    }).split('\n');
    expect(lines).toContain('Status:         Pending');
    expect(lines).toContain('Due date:       May 10, 2025');
    expect(lines).toContain('Payment method: Cash on delivery');
  });

  it('marks game entries and names Apple Pay', () => {
    const body = text({
      orderId: null,
      paymentMethod: 'apple_pay',
      card: null,
      shipping: 0,
      items: [
        { description: 'Game entry: Coastline', quantity: 1, unitPrice: 1, total: 1, type: 'PLAY' },
      ],
    });
    expect(body).toMatch(/\nShipping +\$0\.00\n/);
    expect(body).toMatch(/\nGame entry: Coastline \(game entry\) +1 +\$1\.00 +\$1\.00\n/);
    expect(body).toContain('Payment method: Apple Pay\n');
    expect(body).not.toContain('Order:');
  });

  it('puts a long description on its own line, the figures below', () => {
    const description = 'A very long product description that cannot fit the column at all';
    const lines = text({
      items: [{ description, quantity: 3, unitPrice: 10, total: 30, type: 'PRODUCT' }],
    }).split('\n');
    const at = lines.indexOf(description);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ +3 +\$10\.00 +\$30\.00$/);
  });
});

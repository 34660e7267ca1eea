import type { InvoiceStatus, OrderStatus } from '../../shared/contracts/orders';

/** The colours of a status pill (shopper.md section 4). */
export type StatusTone = 'green' | 'blue' | 'pink' | 'red';

const toneClassNames: Record<StatusTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  pink: 'bg-pink-100 text-pink-800 ring-pink-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
};

export function statusToneClassName(tone: StatusTone): string {
  return toneClassNames[tone];
}

/** Order status colours: completed green, processing blue, anything else pink. */
export function orderStatusTone(status: OrderStatus): 'green' | 'blue' | 'pink' {
  if (status === 'completed') return 'green';
  if (status === 'processing') return 'blue';
  return 'pink';
}

/** The one set of order status colours, on every screen that shows an order. */
export function orderStatusClassName(status: OrderStatus): string {
  return statusToneClassName(orderStatusTone(status));
}

/** Invoice status colours: paid green, pending blue, anything else red. */
export type InvoiceStatusTone = 'green' | 'blue' | 'red';

export function invoiceStatusTone(status: InvoiceStatus): InvoiceStatusTone {
  switch (status) {
    case 'paid':
      return 'green';
    case 'pending':
      return 'blue';
    case 'refunded':
    case 'void':
      return 'red';
  }
}

const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  void: 'Void',
};

export function invoiceStatusLabel(status: InvoiceStatus): string {
  return invoiceStatusLabels[status];
}

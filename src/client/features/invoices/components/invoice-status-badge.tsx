import type { InvoiceStatus } from '../../../../shared/contracts/orders';
import { cn } from '../../../lib/utils';
import { invoiceStatusLabel, invoiceStatusTone } from '../lib/invoice-display';

const toneClasses = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
} as const;

/** Paid green, pending blue, refunded or void red (shopper.md section 4). */
export function InvoiceStatusBadge({
  status,
  className,
}: {
  status: InvoiceStatus;
  className?: string;
}) {
  const tone = invoiceStatusTone(status);
  return (
    <span
      data-testid="invoice-status"
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
    >
      {invoiceStatusLabel(status)}
    </span>
  );
}

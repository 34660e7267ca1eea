import type { Competition } from '../../shared/contracts/competitions';
import type { InvoiceStatus, OrderStatus } from '../../shared/contracts/orders';
import { orderStatusLabels } from '../../shared/order-texts';
import { cn } from '../lib/class-names';
import { statusBadge } from '../lib/competition-display';
import {
  invoiceStatusLabel,
  invoiceStatusTone,
  orderStatusTone,
  statusToneClassName,
} from '../lib/status-tones';

/** The states a game badge shows, whatever the game (a paid competition or a room). */
export type LiveTone = 'live' | 'waiting' | 'completed' | 'over';

const liveToneClassNames: Record<LiveTone, string> = {
  live: 'bg-coral-50 text-coral-700 ring-coral-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  over: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** 'LIVE' (with a pulsing dot), 'WAITING', 'COMPLETED', …: the one game status badge. */
export function LiveStatusBadge({
  tone,
  label,
  testId,
  className,
}: {
  tone: LiveTone;
  label: string;
  testId: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide ring-1',
        liveToneClassNames[tone],
        className,
      )}
    >
      {tone === 'live' && (
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-coral-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-1.5 rounded-full bg-coral-500" />
        </span>
      )}
      {label}
    </span>
  );
}

const competitionTones: Record<Competition['gameStatus'], LiveTone> = {
  active: 'live',
  waiting: 'waiting',
  completed: 'completed',
  cancelled: 'over',
};

/** A paid competition's status, as shopper.md section 4 names it ('LIVE', 'WAITING', …). */
export function CompetitionStatusBadge({
  status,
  testId = 'status-badge',
  className,
}: {
  status: Competition['gameStatus'];
  testId?: string;
  className?: string;
}) {
  return (
    <LiveStatusBadge
      tone={competitionTones[status]}
      label={statusBadge(status)}
      testId={testId}
      className={className}
    />
  );
}

const pillClassName =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** An order's status: completed green, processing blue, anything else pink (shopper.md section 4). */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={cn(pillClassName, statusToneClassName(tone), className)}
    >
      {orderStatusLabels[status]}
    </span>
  );
}

/** An invoice's status: paid green, pending blue, refunded or void red (shopper.md section 4). */
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
      className={cn(pillClassName, statusToneClassName(tone), className)}
    >
      {invoiceStatusLabel(status)}
    </span>
  );
}

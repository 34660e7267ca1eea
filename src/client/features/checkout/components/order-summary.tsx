import type { ReactNode } from 'react';
import { type DiscountedTotals, discountLineLabel } from '../../../../shared/discount-rules';
import { formatCents } from '../../../../shared/money';
import { TAX_RATE_PERCENT } from '../../../../shared/pricing';
import { ProductImage } from '../../../components/product-image';
import { Card, CardContent } from '../../../components/ui/card';

export interface SummaryLine {
  key: number | string;
  name: string;
  detail?: string;
  imageUrl: string | null;
  quantity: number;
  lineTotalCents: number;
}

interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  totals: DiscountedTotals;
  /** The applied discount code, named on its line. */
  discountCode?: string | null;
  /** 'Express Shipping', 'Free Shipping', … */
  shippingLabel: string;
  /** Between the items and the figures: the discount code field. */
  beforeTotals?: ReactNode;
  /** The Place Order button and anything under it. */
  children?: ReactNode;
}

/** The items and the money: subtotal, shipping, tax 8% and total, as they will be charged. */
export function OrderSummary({
  lines,
  totals,
  discountCode = null,
  shippingLabel,
  beforeTotals,
  children,
}: OrderSummaryProps) {
  return (
    <Card className="lg:sticky lg:top-20">
      <CardContent className="p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ocean-950">Order summary</h2>
        <ul aria-label="Items in this order" className="mt-4 divide-y divide-slate-100">
          {lines.map((line) => (
            <li key={line.key} className="flex items-center gap-3 py-3 first:pt-0">
              <div className="relative shrink-0">
                <div className="overflow-hidden rounded-lg border border-slate-200/80 bg-sand-100">
                  <ProductImage src={line.imageUrl} alt="" className="size-14" />
                </div>
                <span className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-ocean-800 px-1 text-[11px] font-bold text-white ring-2 ring-white">
                  {line.quantity}
                  <span className="sr-only"> pieces</span>
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{line.name}</p>
                {line.detail && <p className="truncate text-xs text-slate-500">{line.detail}</p>}
              </div>
              <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                {formatCents(line.lineTotalCents)}
              </p>
            </li>
          ))}
        </ul>
        {beforeTotals}
        <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
          <Row
            label="Subtotal"
            value={formatCents(totals.subtotalCents)}
            testId="summary-subtotal"
          />
          {totals.discountCents > 0 && (
            <Row
              label={discountLineLabel(discountCode)}
              value={formatCents(-totals.discountCents)}
              testId="summary-discount"
            />
          )}
          <Row
            label={shippingLabel}
            value={totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}
            testId="summary-shipping"
          />
          <Row
            label={`Tax (${TAX_RATE_PERCENT}%)`}
            value={formatCents(totals.taxCents)}
            testId="summary-tax"
          />
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-ocean-950">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="summary-total">
              {formatCents(totals.totalCents)}
            </dd>
          </div>
        </dl>
        {children && <div className="mt-5">{children}</div>}
      </CardContent>
    </Card>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

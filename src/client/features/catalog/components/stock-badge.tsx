import { cn } from '../../../lib/class-names';
import { stockStatus } from '../lib/stock';

/** 'Out of stock' or 'Only n left'; nothing for plenty of stock unless `always` is set. */
export function StockBadge({
  quantity,
  always = false,
  className,
}: {
  quantity: number;
  always?: boolean;
  className?: string;
}) {
  const { state, label } = stockStatus(quantity);
  if (state === 'in' && !always) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-semibold',
        state === 'out' && 'text-red-700',
        state === 'low' && 'text-amber-700',
        state === 'in' && 'text-emerald-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-1.5 rounded-full',
          state === 'out' && 'bg-red-600',
          state === 'low' && 'bg-amber-500',
          state === 'in' && 'bg-emerald-500',
        )}
      />
      {label}
    </span>
  );
}

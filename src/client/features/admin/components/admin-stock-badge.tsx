import { cn } from '../../../lib/utils';
import { adminStock } from '../lib/admin-stock';

export function AdminStockBadge({
  quantity,
  plain = false,
}: {
  quantity: number;
  plain?: boolean;
}) {
  const { tone, label } = adminStock(quantity, plain);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone === 'in' && 'bg-emerald-50 text-emerald-800',
        tone === 'low' && 'bg-amber-50 text-amber-800',
        tone === 'out' && 'bg-red-50 text-red-700',
        tone === 'plain' && 'bg-slate-100 text-slate-700',
      )}
    >
      {label}
    </span>
  );
}

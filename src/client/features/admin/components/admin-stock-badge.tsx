import { cn } from '../../../lib/class-names';
import { adminStock, heldLabel } from '../lib/admin-stock';

/**
 * The list's stock figure: the sellable quantity, as the shop and the API show it; units held for
 * games and unclaimed prizes are named beside it, never added to it.
 */
export function AdminStockBadge({
  quantity,
  plain = false,
  held = 0,
}: {
  quantity: number;
  plain?: boolean;
  held?: number;
}) {
  const { tone, label } = adminStock(quantity, plain);
  return (
    <>
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
      {held > 0 && (
        <span className="inline-flex items-center rounded-full bg-ocean-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ocean-800">
          {heldLabel(held)}
        </span>
      )}
    </>
  );
}

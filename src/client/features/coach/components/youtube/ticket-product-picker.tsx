import { Link, useLocation } from 'react-router';
import type { Product } from '../../../../../shared/contracts/catalog';
import { Button } from '../../../../components/ui/button';
import { authPathFor } from '../../../../lib/safe-path';
import type { useTicketProducts } from '../../lib/video-products';
import { CoachProductList } from '../coach-product-list';
import { TicketFilterGroup } from './ticket-filter';

/**
 * The filter over the user's tickets and the first products it leaves; tapping one fills the
 * helper's template for it.
 */
export function TicketProductPicker({
  tickets,
  selectedId,
  onSelect,
  hint,
}: {
  tickets: ReturnType<typeof useTicketProducts>;
  selectedId: number | null;
  onSelect: (product: Product) => void;
  hint: string;
}) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-3">
      <TicketFilterGroup value={tickets.filter} onChange={tickets.setFilter} />
      {tickets.filter === 'competing' && !tickets.isSignedIn && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          Sign in to see the products you have tickets for.
          <Button asChild variant="link" size="inline">
            <Link to={authPathFor(`${location.pathname}${location.search}`)}>Sign in</Link>
          </Button>
        </p>
      )}
      {tickets.isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          Failed to fetch products
        </p>
      ) : (
        <CoachProductList
          label="Products to promote"
          products={tickets.products}
          isLoading={tickets.isLoading}
          emptyText={tickets.emptyText}
          onSelect={onSelect}
          selectedId={selectedId}
          hint={hint}
        />
      )}
    </div>
  );
}

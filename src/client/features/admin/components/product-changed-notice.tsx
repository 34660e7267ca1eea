import { RefreshCw } from 'lucide-react';
import { productChanged } from '../../../../shared/contracts/catalog';
import { Button } from '../../../components/ui/button';
import type { ProductEdit } from '../lib/use-product-edit';

/**
 * Stays beside the Save button after a save was refused as PRODUCT_CHANGED (the toast goes after
 * 5 s): the form keeps what the admin typed until they reload the product.
 */
export function ProductChangedNotice({ edit }: { edit: ProductEdit }) {
  if (!edit.changed) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center">
      <p className="flex-1">{productChanged.message}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={edit.isReloading}
        onClick={() => void edit.reload()}
      >
        <RefreshCw aria-hidden="true" />
        {edit.isReloading ? 'Reloading...' : 'Reload product'}
      </Button>
    </div>
  );
}

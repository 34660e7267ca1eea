import { X } from 'lucide-react';
import type { Product } from '../../../../../shared/contracts/catalog';
import { productName } from '../../../../lib/product-display';

/** The product a campaign promotes, with a button to promote none. */
export function PromotingChip({ product, onClear }: { product: Product; onClear: () => void }) {
  return (
    <div className="flex max-w-full items-center gap-2 self-start rounded-full bg-ocean-50 py-1 pr-1 pl-3 text-sm text-ocean-900 ring-1 ring-ocean-100">
      <span className="truncate">Promoting {productName(product)}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label="Stop promoting this product"
        className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-ocean-100 focus-visible:outline-2 focus-visible:outline-ocean-500"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}

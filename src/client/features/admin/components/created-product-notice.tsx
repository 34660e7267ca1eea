import { CircleCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductType } from '../../../../shared/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { galleryPathFor, productTypeLabels } from '../../../lib/product-display';

/** What the admin panel is told after a create (router state), to say where the product shows. */
export interface CreatedProduct {
  id: number;
  name: string;
  productType: ProductType;
}

export function readCreatedProduct(state: unknown): CreatedProduct | null {
  const created = (state as { created?: unknown } | null)?.created as CreatedProduct | undefined;
  return created && typeof created.id === 'number' && typeof created.name === 'string'
    ? created
    : null;
}

/** The /home row a type shows in (the home page's section titles). */
function homeRowOf(type: ProductType): string {
  if (type === 'coffee' || type === 'tea') return 'Coffee & Tea';
  return productTypeLabels[type].many;
}

/**
 * After a create: the product is in the shop now, first in its /home row (the newest four show)
 * and in its gallery, with a link to its own page. Stays until dismissed.
 */
export function CreatedProductNotice({ created }: { created: CreatedProduct }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section
      aria-label="Product added to the shop"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{created.name} is in the shop.</p>
        <p className="mt-1">
          It shows first in the {homeRowOf(created.productType)} row on the home page (the newest
          four of each kind show there) and in the{' '}
          <Link to={galleryPathFor(created.productType)} className="font-semibold underline">
            {homeRowOf(created.productType)} gallery
          </Link>
          .
        </p>
        <Button asChild size="sm" variant="outline" className="mt-3">
          <Link to={`/product/${created.id}`}>View its product page</Link>
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        className="shrink-0"
        onClick={() => setOpen(false)}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

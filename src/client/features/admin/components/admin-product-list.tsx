import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatDollars } from '../../../../shared/money';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { productName, productSubtitle } from '../../../lib/product-display';
import { useDeleteProduct } from '../api/delete-product';
import { type AdminTab, editPathFor, filterAdminProducts } from '../lib/admin-tabs';
import { AdminStockBadge } from './admin-stock-badge';
import { DeleteProductDialog } from './delete-product-dialog';

interface AdminProductListProps {
  tab: AdminTab;
  products: readonly Product[] | undefined;
  /** Units held for games and unclaimed prizes, by product id (outside `quantity`). */
  heldUnits?: Readonly<Record<string, number>> | undefined;
  isLoading: boolean;
  isError: boolean;
}

function SkeletonRows() {
  return (
    <ul aria-label="Loading products" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li
          key={row}
          data-testid="admin-skeleton-row"
          className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3"
        >
          <Skeleton className="size-16 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-9 w-20 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

/** One tab of the admin panel: search, add, and the type's products with edit and delete. */
export function AdminProductList({
  tab,
  products,
  heldUnits,
  isLoading,
  isError,
}: AdminProductListProps) {
  const [search, setSearch] = useState('');
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const deleteProduct = useDeleteProduct();
  const rows = filterAdminProducts(products ?? [], tab.types, search);
  const searchId = `admin-search-${tab.value}`;

  let body: ReactNode;
  if (isLoading) body = <SkeletonRows />;
  else if (isError) {
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-medium text-red-700">
        Failed to fetch products
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {search.trim() ? 'No products matched your search.' : tab.emptyText}
      </p>
    );
  } else {
    body = (
      <ul aria-label={`${tab.label} products`} className="flex flex-col gap-3">
        {rows.map((product) => {
          const name = productName(product).trim();
          return (
            <li
              key={product.id}
              data-testid="admin-product-row"
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-xs sm:gap-4"
            >
              <ProductImage
                src={product.imageUrl}
                alt={name}
                // A broken picture falls back to a stock placeholder of the product's type.
                fallbackSrc={`/assets/placeholders/${product.productType}.svg`}
                className="size-16 shrink-0 rounded-xl bg-sand-100"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{product.brand}</p>
                <p className="truncate text-sm text-slate-600">
                  {product.productType === 'tea'
                    ? `${product.model} (tea)`
                    : productSubtitle(product)}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-ocean-900">
                    {formatDollars(product.price)}
                  </span>
                  <AdminStockBadge
                    quantity={product.quantity}
                    plain={tab.plainStock}
                    held={heldUnits?.[String(product.id)] ?? 0}
                  />
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button asChild variant="outline" size="sm">
                  <Link to={editPathFor(product)} aria-label={`Edit ${name}`}>
                    <Pencil aria-hidden="true" />
                    <span className="hidden sm:inline">Edit</span>
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${name}`}
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  onClick={() => setPendingDelete(product)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search {tab.label.toLowerCase()} by brand or model
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by brand or model..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
        <Button asChild variant="accent">
          <Link to={tab.newPath}>
            <Plus aria-hidden="true" />
            Add {tab.noun}
          </Link>
        </Button>
      </div>
      {body}
      <DeleteProductDialog
        product={pendingDelete ? { id: pendingDelete.id, name: productName(pendingDelete) } : null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onConfirm={() => {
          if (pendingDelete) deleteProduct.mutate(pendingDelete.id);
          setPendingDelete(null);
        }}
      />
    </div>
  );
}

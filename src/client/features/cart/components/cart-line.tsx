import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '../../../../shared/contracts/cart';
import { formatCents, toCents } from '../../../../shared/money';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import {
  productImageAlt,
  productName,
  productSubtitle,
  productTypeLabels,
} from '../../../lib/product-display';
import { quantityLimits, stockProblem } from '../lib/cart-lines';
import { PrizeCartLine } from './prize-cart-line';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** A won prize sold in sizes still needs its size: Proceed was pressed without one. */
  sizeMissing?: boolean;
}

/** One cart line: picture, name, unit price, quantity stepper, line total and Remove. */
export function CartLine({ item, onQuantityChange, onRemove, sizeMissing = false }: CartLineProps) {
  // A won prize: $1, quantity fixed at one, donated rather than removed.
  if (item.type === 'prize') return <PrizeCartLine item={item} sizeMissing={sizeMissing} />;
  const { product } = item;
  const name = productName(product);
  const subtitle = productSubtitle(product);
  const limits = quantityLimits(item);
  const problem = stockProblem(item);
  const productPath = `/product/${product.id}`;

  return (
    <article
      aria-label={name}
      data-testid="cart-line"
      data-product-id={product.id}
      className="flex gap-4 p-4 sm:gap-5 sm:p-5"
    >
      <Link
        to={productPath}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start overflow-hidden rounded-xl border border-slate-200/80 bg-sand-100"
      >
        <ProductImage
          src={product.imageUrl}
          alt={productImageAlt(product)}
          className="size-20 sm:size-24"
        />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold tracking-[0.15em] text-coral-600 uppercase">
              {productTypeLabels[product.productType].one}
            </p>
            <h2 className="line-clamp-2 font-bold break-words text-slate-900">
              <Link to={productPath} className="rounded-sm hover:text-ocean-800">
                {product.brand}
              </Link>
            </h2>
            {subtitle && <p className="truncate text-sm text-slate-600">{subtitle}</p>}
            {item.size && (
              <p className="text-sm font-semibold text-slate-800" data-testid="cart-line-size">
                Size {item.size}
              </p>
            )}
          </div>
          <p
            className="shrink-0 text-base font-bold text-ocean-950 tabular-nums"
            data-testid="cart-line-total"
          >
            {formatCents(toCents(item.price) * item.quantity)}
          </p>
        </div>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex items-center gap-3">
            <QuantityStepper
              quantity={item.quantity}
              canDecrease={limits.canDecrease}
              canIncrease={limits.canIncrease}
              onChange={onQuantityChange}
              label={`Quantity of ${name}`}
            />
            <span className="text-sm text-slate-500 tabular-nums">
              {formatCents(toCents(item.price))} each
            </span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="-mr-2 ml-auto text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
        {problem && <p className="mt-2 text-sm font-medium text-amber-700">{problem}</p>}
      </div>
    </article>
  );
}

import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '../../../../shared/contracts/cart';
import { formatCents, toCents } from '../../../../shared/money';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { sizeChoices } from '../../../../shared/sizes';
import { ProductImage } from '../../../components/product-image';
import { SizePicker } from '../../../components/size-picker';
import { productImageAlt, productName, productSubtitle } from '../../../lib/product-display';
import { PrizeActions } from '../../scoreboard';
import { useSetPrizeSize } from '../api/update-cart-item';

/**
 * A won prize in the cart: one item at the prize price ($1), bought with the rest of the cart.
 * It has no quantity and no Remove (the server keeps it until it is bought or donated); Donate
 * gives it away instead. A prize sold in sizes ('S-XL') has its size chosen here: the winner never
 * saw the product page's choice. `sizeMissing` says 'Please choose a size' after a Proceed without one.
 */
export function PrizeCartLine({ item, sizeMissing }: { item: CartItem; sizeMissing: boolean }) {
  const { product } = item;
  const sizes = sizeChoices(product.size);
  const setSize = useSetPrizeSize();
  const name = productName(product);
  const subtitle = productSubtitle(product);
  const productPath = `/product/${product.id}`;
  const price = formatCents(toCents(item.price));

  return (
    <article
      aria-label={`Prize: ${name}`}
      data-testid="cart-line"
      data-product-id={product.id}
      data-prize="true"
      className="flex gap-4 bg-coral-50/40 p-4 sm:gap-5 sm:p-5"
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
            <p className="inline-flex items-center gap-1 text-[11px] font-semibold tracking-[0.15em] text-coral-600 uppercase">
              <Trophy aria-hidden="true" className="size-3.5" />
              Prize
            </p>
            <h2 className="line-clamp-2 font-bold break-words text-slate-900">
              <Link to={productPath} className="rounded-sm hover:text-ocean-800">
                {product.brand}
              </Link>
            </h2>
            {subtitle && <p className="truncate text-sm text-slate-600">{subtitle}</p>}
          </div>
          <p
            className="shrink-0 text-base font-bold text-ocean-950 tabular-nums"
            data-testid="cart-line-total"
          >
            {price}
          </p>
        </div>

        {sizes.length > 0 && (
          <SizePicker
            className="mt-3"
            choices={sizes}
            value={item.size}
            onChange={(size) => setSize.mutate({ id: item.id, size })}
            missing={sizeMissing && !item.size}
          />
        )}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-slate-600">
            {item.competitionId !== null && (
              <Link
                to={`/game-tracking/${item.competitionId}`}
                className="font-semibold text-coral-700 hover:underline"
              >
                Won in game #{item.competitionId}
              </Link>
            )}
            <span className="text-slate-500" data-testid="prize-price">
              {' '}
              · {PRIZE_PRICE_TEXT}, free local delivery
            </span>
          </p>
          {item.competitionId !== null && (
            <PrizeActions
              competitionId={item.competitionId}
              productName={name}
              showClaim={false}
              className="ml-auto"
            />
          )}
        </div>
      </div>
    </article>
  );
}

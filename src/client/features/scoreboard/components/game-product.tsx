import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { ProductImage } from '../../../components/product-image';
import { cn } from '../../../lib/class-names';
import { productImageAlt, productSubtitle, productTypeLabels } from '../../../lib/product-display';

/** A game's product: picture, type, brand and model, linking to the product page. */
export function GameProduct({
  product,
  size = 'md',
  headingLevel = 3,
}: {
  product: Product;
  size?: 'md' | 'lg';
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const subtitle = productSubtitle(product);
  const productPath = `/product/${product.id}`;
  return (
    // The picture, type and name are one link: the name's link stretches over the whole block.
    <div className="relative flex min-w-0 items-center gap-3 sm:gap-4">
      <div className="shrink-0 overflow-hidden rounded-xl border border-slate-200/80 bg-sand-100">
        <ProductImage
          src={product.imageUrl}
          alt={productImageAlt(product)}
          className={size === 'lg' ? 'size-20 sm:size-24' : 'size-16'}
        />
      </div>
      <div className="min-w-0">
        <p className="text-[11px] font-semibold tracking-[0.15em] text-coral-600 uppercase">
          {productTypeLabels[product.productType].one}
        </p>
        <Heading
          className={cn(
            'line-clamp-2 font-bold break-words text-slate-900',
            size === 'lg' ? 'text-xl sm:text-2xl' : 'text-base',
          )}
        >
          <Link
            to={productPath}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-ocean-800"
          >
            {product.brand}
          </Link>
        </Heading>
        {subtitle && <p className="truncate text-sm text-slate-600">{subtitle}</p>}
      </div>
    </div>
  );
}

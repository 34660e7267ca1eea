import type { Product } from '../../../../shared/contracts/catalog';
import { parseDescription } from '../../../../shared/product-description';
import { Card, CardContent } from '../../../components/ui/card';
import { formatWeight, roastLabel } from '../../../lib/product-display';

interface DetailRow {
  label: string;
  value: string | null | undefined;
}

/** The facts a shopper compares, by type; empty values are left out. */
export function productDetailRows(product: Product): DetailRow[] {
  const { author } = parseDescription(product.description);
  switch (product.productType) {
    case 'book':
      return [
        { label: 'Author', value: author },
        { label: 'Publisher', value: product.model },
        { label: 'Format', value: product.size },
        { label: 'SKU', value: product.sku },
      ];
    case 'coffee':
    case 'tea':
      return [
        { label: product.productType === 'tea' ? 'Tea type' : 'Roast', value: roastLabel(product) },
        { label: 'Origin', value: product.origin },
        { label: 'Weight', value: formatWeight(product.weight) },
        { label: 'Size', value: product.size },
        { label: 'SKU', value: product.sku },
        { label: 'Certifications', value: product.certifications },
        { label: 'Compatible machines', value: product.compatibleMachines },
      ];
    default:
      return [
        { label: 'Brand', value: product.brand },
        { label: 'Model', value: product.model },
        { label: 'Size', value: product.size },
        { label: 'SKU', value: product.sku },
      ];
  }
}

/** Description and specifications: the 'Product Details' tab, or the whole lower card. */
export function ProductDetailsCard({ product }: { product: Product }) {
  const { text } = parseDescription(product.description);
  const rows = productDetailRows(product).filter((row) => row.value?.trim());

  return (
    <Card>
      <CardContent className="grid gap-8 p-5 sm:p-8 md:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-lg font-bold text-ocean-950">
            {product.productType === 'book' ? 'About this book' : 'About this product'}
          </h2>
          {text ? (
            text.split('\n\n').map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-3 text-slate-500">No description yet.</p>
          )}
        </section>
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="text-lg font-bold text-ocean-950">
            Details
          </h2>
          <dl className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5">
                <dt className="text-slate-500">{row.label}</dt>
                <dd className="font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}

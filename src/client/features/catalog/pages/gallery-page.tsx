import { Link, useSearchParams } from 'react-router';
import { type ProductSort, productSorts } from '../../../../shared/contracts/catalog';
import { PageMeta } from '../../../components/page-meta';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { productTypeLabels } from '../../../lib/product-display';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import {
  type GalleryType,
  gallerySearchParams,
  gallerySortLabels,
  galleryTypes,
  parseGallerySearch,
} from '../lib/gallery-params';

const galleryIntro: Record<GalleryType, string> = {
  sunglasses:
    'Polarized frames from our partner eyewear store, ready for the glare off the Pacific.',
  tshirt: 'Soft surf tees and beach-town basics, printed in small batches.',
  shoe: 'From sand to street: slides, runners and everything between.',
  book: 'Local picks and beach reads, chosen by our staff.',
  handbag: 'Designer handbags and totes for the galleries and the boardwalk.',
};

/** /products and /sunglass-gallery: one type at a time, with type and sort kept in the URL. */
export function GalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseGallerySearch(searchParams);
  const query = useProducts({ types: [search.type], sort: search.sort }, { keepPrevious: true });
  const title = productTypeLabels[search.type].many;

  // Each change is its own history entry, so Back returns to the previous type or order.
  const update = (change: { type?: GalleryType; sort?: ProductSort }) =>
    setSearchParams(
      gallerySearchParams({ type: change.type ?? search.type, sort: change.sort ?? search.sort }),
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title={title} description={galleryIntro[search.type]} />
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">Gallery</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 max-w-xl text-slate-600">{galleryIntro[search.type]}</p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-[26rem]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="gallery-type">Category</Label>
            <NativeSelect
              id="gallery-type"
              value={search.type}
              onChange={(event) =>
                update({ type: galleryTypes.find((type) => type === event.target.value) })
              }
            >
              {galleryTypes.map((type) => (
                <option key={type} value={type}>
                  {productTypeLabels[type].many}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="gallery-sort">Sort by</Label>
            <NativeSelect
              id="gallery-sort"
              value={search.sort}
              onChange={(event) =>
                update({ sort: productSorts.find((sort) => sort === event.target.value) })
              }
            >
              {productSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {gallerySortLabels[sort]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <p className="mt-4 text-sm text-slate-600">
        Looking for coffee or tea?{' '}
        <Link
          to="/coffee-tea-gallery"
          className="rounded-sm font-semibold text-ocean-700 hover:text-ocean-900"
        >
          Visit the coffee & tea gallery
        </Link>
      </p>

      <div className="mt-6">
        <ProductGrid
          label={title}
          products={query.data}
          isPending={query.isPending}
          isRefreshing={query.isPlaceholderData}
          error={query.error}
          onRetry={() => query.refetch()}
          emptyMessage="No products available. Check back soon!"
          skeletons={8}
          renderCard={(product, index) => (
            <ProductCard product={product} headingLevel={2} eagerImage={index < 4} />
          )}
        />
      </div>
    </div>
  );
}

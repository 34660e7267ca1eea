import {
  type ProductSort,
  type ProductType,
  productSorts,
} from '../../../../shared/contracts/catalog';

/** The types the main gallery offers; coffee and tea have their own gallery. */
export const galleryTypes = [
  'sunglasses',
  'tshirt',
  'shoe',
  'book',
  'handbag',
] as const satisfies readonly ProductType[];
export type GalleryType = (typeof galleryTypes)[number];

export const DEFAULT_GALLERY_TYPE: GalleryType = 'sunglasses';
export const DEFAULT_GALLERY_SORT: ProductSort = 'default';

export const gallerySortLabels: Record<ProductSort, string> = {
  default: 'Featured',
  'price-low-high': 'Lowest price',
  'price-high-low': 'Highest price',
  newest: 'Newest',
};

function isGalleryType(value: string | null): value is GalleryType {
  return galleryTypes.some((type) => type === value);
}

function isProductSort(value: string | null): value is ProductSort {
  return productSorts.some((sort) => sort === value);
}

export interface GallerySearch {
  type: GalleryType;
  sort: ProductSort;
}

/**
 * Reads ?type= and ?sort=. A hand-edited or outdated link with an unknown value falls back to the
 * default rather than sending it to the API, which would answer 400.
 */
export function parseGallerySearch(params: URLSearchParams): GallerySearch {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    type: isGalleryType(type) ? type : DEFAULT_GALLERY_TYPE,
    sort: isProductSort(sort) ? sort : DEFAULT_GALLERY_SORT,
  };
}

/** The search params for a gallery view; the default sort is left out to keep links short. */
export function gallerySearchParams(search: GallerySearch): URLSearchParams {
  const params = new URLSearchParams({ type: search.type });
  if (search.sort !== DEFAULT_GALLERY_SORT) params.set('sort', search.sort);
  return params;
}

export const coffeeTeaTabs = ['all', 'coffee', 'tea'] as const;
export type CoffeeTeaTab = (typeof coffeeTeaTabs)[number];

/** The API caps search text at 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

export interface CoffeeTeaSearch {
  tab: CoffeeTeaTab;
  q: string;
}

/** Reads ?tab= (all, coffee or tea; anything else is all) and ?q= (trimmed, capped at 100). */
export function parseCoffeeTeaSearch(params: URLSearchParams): CoffeeTeaSearch {
  const tab = params.get('tab');
  return {
    tab: coffeeTeaTabs.find((known) => known === tab) ?? 'all',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

export function coffeeTeaTypes(tab: CoffeeTeaTab): ProductType[] {
  return tab === 'all' ? ['coffee', 'tea'] : [tab];
}

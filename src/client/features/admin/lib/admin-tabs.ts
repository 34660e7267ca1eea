import type { Product, ProductType } from '../../../../shared/contracts/catalog';

export interface AdminTab {
  value: string;
  label: string;
  /** Product types listed in the tab (the coffee tab also lists tea). */
  types: readonly ProductType[];
  /** Singular noun for the add button. */
  noun: string;
  newPath: string;
  emptyText: string;
  /** Coffee and handbag lists show 'Stock: n' only. */
  plainStock: boolean;
}

export const adminTabs: readonly AdminTab[] = [
  {
    value: 'sunglasses',
    label: 'Sunglasses',
    types: ['sunglasses'],
    noun: 'Sunglasses',
    newPath: '/admin/product/new?type=sunglasses',
    emptyText: 'No sunglasses available. Add your first product.',
    plainStock: false,
  },
  {
    value: 'tshirts',
    label: 'T-Shirts',
    types: ['tshirt'],
    noun: 'T-Shirt',
    newPath: '/admin/tshirt/new',
    emptyText: 'No t-shirts available. Add your first product.',
    plainStock: false,
  },
  {
    value: 'shoes',
    label: 'Shoes',
    types: ['shoe'],
    noun: 'Shoe',
    newPath: '/admin/shoe/new',
    emptyText: 'No shoes available. Add your first product.',
    plainStock: false,
  },
  {
    value: 'books',
    label: 'Books',
    types: ['book'],
    noun: 'Book',
    newPath: '/admin/book/new',
    emptyText: 'No books available. Add your first product.',
    plainStock: false,
  },
  {
    value: 'coffee',
    label: 'Coffee & Tea',
    types: ['coffee', 'tea'],
    noun: 'Coffee or Tea',
    newPath: '/admin/coffee/new',
    emptyText: 'No coffee or tea available. Add your first product.',
    plainStock: true,
  },
  {
    value: 'handbags',
    label: 'Handbags',
    types: ['handbag'],
    noun: 'Handbag',
    newPath: '/admin/handbag/new',
    emptyText: 'No handbags available. Add your first product.',
    plainStock: true,
  },
];

/** The edit screen of a product, by its type. */
export function editPathFor(product: Pick<Product, 'id' | 'productType'>): string {
  switch (product.productType) {
    case 'tshirt':
      return `/admin/tshirt/${product.id}`;
    case 'shoe':
      return `/admin/shoe/${product.id}`;
    case 'book':
      return `/admin/book/${product.id}`;
    case 'coffee':
    case 'tea':
      return `/admin/coffee/${product.id}`;
    case 'handbag':
      return `/admin/handbag/${product.id}`;
    default:
      return `/admin/product/${product.id}`;
  }
}

/** The tab's products whose brand or model contains the search text (case-insensitive). */
export function filterAdminProducts(
  products: readonly Product[],
  types: readonly ProductType[],
  search: string,
): Product[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) =>
      types.includes(product.productType) &&
      (!needle ||
        product.brand.toLowerCase().includes(needle) ||
        product.model.toLowerCase().includes(needle)),
  );
}

/**
 * The public entry of the catalog feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { useActiveDiscountCodes } from './api/get-active-discounts';
export { productQueryOptions, useProduct } from './api/get-product';
export { productsQueryOptions, useProducts } from './api/get-products';
export { stockStatus } from './lib/stock';

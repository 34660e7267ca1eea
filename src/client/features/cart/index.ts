/**
 * The public entry of the cart feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { useCart } from './api/get-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { pricedLines } from './lib/cart-lines';
export { toastEmptyCart } from './lib/empty-cart';

/** Shown for a product with no usable image, and when an image fails to load. */
export const DEFAULT_PRODUCT_IMAGE = '/assets/default-product.png';

/**
 * The image path rule (shopper.md section 3): empty, or containing 'null' or 'undefined', falls back
 * to the default image; http, https and data URLs are kept; any other path gets a leading slash.
 */
export function resolveImagePath(path: string | null | undefined): string {
  const value = path?.trim() ?? '';
  if (!value || value.includes('null') || value.includes('undefined')) return DEFAULT_PRODUCT_IMAGE;
  if (/^(https?:\/\/|data:)/i.test(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

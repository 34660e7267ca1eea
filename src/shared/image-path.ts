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

/**
 * The widths (px) the server makes sized WebP copies of a stored image at (`/images/<id>.<ext>?w=`),
 * for a picture's `srcset`: a phone's 64 px thumbnail takes the 128 px copy, a
 * product page on a 3x phone the 1,536 px one.
 */
export const IMAGE_WIDTHS = [128, 256, 384, 512, 768, 1024, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * How a picture is shown: its `sizes`, and the widest copy a screen of up to 3x
 * could want at that size (the `srcset` stops there, keeping the page's HTML short).
 */
export const IMAGE_SHAPES = {
  /** A thumbnail: at most 112 px (size-12 to size-28), so 336 px at 3x. */
  thumbnail: { sizes: '112px', widest: 384 },
  /** A brand's logo on the partner store: 128 px wide (w-32). */
  logo: { sizes: '128px', widest: 384 },
  /**
   * A card of the product grids: two columns on a phone, three from md, four from lg (in
   * max-w-6xl), so at most 645 px at 3x on a 430 px phone.
   */
  card: { sizes: '(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw', widest: 768 },
  /** A page's main picture: the phone's full width, half the page from md. */
  page: { sizes: '(min-width: 768px) 560px, 100vw', widest: 1536 },
} as const satisfies Record<string, { sizes: string; widest: ImageWidth }>;
export type ImageShape = keyof typeof IMAGE_SHAPES;

/** An image stored by the shop (named by the SHA-256 of its bytes), which has sized copies. */
const STORED_IMAGE = /^\/images\/[0-9a-f]{64}\.(?:png|jpg|webp|gif|svg)$/;

/** A picture's `srcSet` and `sizes`, spread onto its `<img>` (or a preload's imagesrcset/imagesizes). */
export interface SizedImageAttributes {
  srcSet?: string;
  sizes?: string;
}

/**
 * How the browser picks the copy of a picture shown as `shape`: each sized copy of a stored image
 * with its width, up to the widest the shape wants, and the shape's `sizes`; nothing for any other
 * picture (the default image, a link to another site), which is used as it is.
 */
export function sizedCopies(src: string, shape: ImageShape): SizedImageAttributes {
  if (!STORED_IMAGE.test(src)) return {};
  const { widest, sizes } = IMAGE_SHAPES[shape];
  const srcSet = IMAGE_WIDTHS.filter((width) => width <= widest)
    .map((width) => `${src}?w=${width} ${width}w`)
    .join(', ');
  return { srcSet, sizes };
}

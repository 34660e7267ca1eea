import type { InstagramFilter } from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { productName } from '../../../lib/product-display';

/** The account name the preview shows for a visitor. */
export const DEFAULT_INSTAGRAM_USERNAME = 'socialmarket';
export const INSTAGRAM_LOCATION = 'Laguna Beach, CA';

/** Each filter as a CSS filter on the picture (approximations of Instagram's looks). */
export const instagramFilterCss: Record<InstagramFilter, string> = {
  Normal: 'none',
  Clarendon: 'contrast(1.2) saturate(1.35)',
  Gingham: 'brightness(1.05) hue-rotate(-10deg) sepia(0.04) contrast(0.9)',
};

type CaptionProduct = Pick<
  Product,
  'productType' | 'brand' | 'model' | 'description' | 'playEnabled'
>;

export type CaptionStyle = 'competition' | 'shop-with-me' | 'default';

/** The caption a picked product starts with; the user edits it freely afterwards. */
export function productCaption(product: CaptionProduct, style: CaptionStyle = 'default'): string {
  const name = productName(product);
  switch (style) {
    case 'competition':
      return `I'm competing for the ${name} on Social Market! 🏆 My 5 influencers are on it. Wish me luck! #SocialMarket #LagunaBeach`;
    case 'shop-with-me':
      return `Shop with me: the ${name} just landed at Social Market ✨ Delivered in 2-3 hours in Laguna Beach. #ShopWithMe #SocialMarket`;
    case 'default':
      return product.playEnabled
        ? `The ${name} is live on Social Market: play for it with a $1 entry 🌊 #SocialMarket #LagunaBeach`
        : `Loving the ${name} from Social Market 🌊 #SocialMarket #LagunaBeach`;
  }
}

/**
 * The next product to show from a list, after the current one (wrapping), so pressing 'My
 * Competitions' or 'Shop With Me' again moves on; the first when none of the list is shown.
 */
export function nextProduct<T extends { id: number }>(
  products: readonly T[],
  currentId: number | null,
): T | undefined {
  const index = products.findIndex((product) => product.id === currentId);
  return products[(index + 1) % products.length];
}

/**
 * A random product other than the current one when there is a choice (Camera and Gallery: a web
 * page does not take photos here, so they pick a product picture).
 */
export function randomProduct<T extends { id: number }>(
  products: readonly T[],
  currentId: number | null,
  random: () => number = Math.random,
): T | undefined {
  const choices =
    products.length > 1 ? products.filter((product) => product.id !== currentId) : products;
  return choices[Math.floor(random() * choices.length)];
}

import { LIMITS } from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatCents } from '../../../../shared/money';
import { productName, soldPriceCents } from '../../../lib/product-display';

export const TWITTER_HASHTAGS = '#SocialMarket #ShopLocal #LagunaBeach';
export const TWITTER_LOCATION = '📍 Laguna Beach, CA';

/** How many products the Templates tab offers (section 9). */
export const TWITTER_TEMPLATE_PRODUCTS = 5;

export interface PostOptions {
  includeHashtags: boolean;
  addLocation: boolean;
}

/**
 * The post as it will be shared: the text, then the location and hashtags when switched on. Blank
 * text stays blank (nothing to decorate), so an empty post is still refused.
 */
export function composePost(text: string, options: PostOptions): string {
  const body = text.trim();
  if (!body) return '';
  const extras = [
    options.addLocation ? TWITTER_LOCATION : null,
    options.includeHashtags ? TWITTER_HASHTAGS : null,
  ].filter((part): part is string => part !== null);
  return extras.length ? `${body}\n\n${extras.join(' ')}` : body;
}

/**
 * The length the counter shows, in UTF-16 units: what the server checks against 280, and close to
 * X's own count (which also counts an emoji as two).
 */
export function postLength(post: string): number {
  return post.length;
}

export function isOverLimit(post: string): boolean {
  return postLength(post) > LIMITS.xPost;
}

/** X's web intent: opens the compose window with the text filled in. */
export function tweetIntentUrl(post: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(post)}`;
}

/** The promo post a product template fills in. */
export function productPromoText(
  product: Pick<
    Product,
    'id' | 'productType' | 'brand' | 'model' | 'description' | 'price' | 'playEnabled'
  >,
  origin: string,
): string {
  const name = productName(product);
  const pitch = product.playEnabled
    ? `Play for it with a $1 entry: pick 5 influencers and win it in an hour 🏆`
    : `${formatCents(soldPriceCents(product))}, delivered in 2-3 hours in Laguna Beach 🌊`;
  return `Check out the ${name} at Social Market! ${pitch}\n${origin}/product/${product.id}`;
}

/** The five viral templates: tapping one copies it into the post. */
export const viralTemplates = [
  {
    id: 'one-dollar-win',
    title: 'The $1 win',
    text: 'I just entered to win a product for $1 🤯 Pick 5 influencers, top team after one hour takes it home. Who wants in?',
  },
  {
    id: 'shop-local',
    title: 'Shop local',
    text: 'Shopping local in Laguna Beach has never been this fun 🌊 Pay full price or play for it, delivered in 2-3 hours.',
  },
  {
    id: 'team-pick',
    title: 'Team pick',
    text: 'My 5-influencer dream team is locked in 🔒 Think you can build a better one? Prove it on Social Market.',
  },
  {
    id: 'pov',
    title: 'POV',
    text: 'POV: you won designer sunglasses for $1 because your influencer team went viral 😎',
  },
  {
    id: 'shop-with-me',
    title: 'Shop with me',
    text: 'Shop with me at Social Market 🛍️ My favourite local finds this week, straight from Laguna Beach.',
  },
] as const;

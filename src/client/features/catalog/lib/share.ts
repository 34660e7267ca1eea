import type { Product } from '../../../../shared/contracts/catalog';
import { shareableDiscount } from '../../../../shared/discount-rules';
import { formatCents, formatEntryPrice, toCents } from '../../../../shared/money';
import { parseDescription } from '../../../../shared/product-description';
import { productName, soldPriceCents } from '../../../lib/product-display';

type SharedProduct = Pick<
  Product,
  'productType' | 'brand' | 'model' | 'description' | 'price' | 'entryPrice' | 'playEnabled'
> &
  Partial<Pick<Product, 'halfPriceEnabled'>>;

export interface ShareContent {
  title: string;
  /** The sentence posted with the link; it mentions the DISCOUNT segment when there is one. */
  text: string;
  /** The DISCOUNT segment ('10% off with code LAGUNA10') when its code is usable now, or null. */
  discount: string | null;
  /** Absolute link to the product page. */
  url: string;
  /** Absolute link to the product image (Pinterest and Instagram need a picture). */
  imageUrl: string;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function buildShareContent(
  product: SharedProduct,
  links: { url: string; imageUrl: string },
  /** The discount codes usable now: a segment naming any other is left out. */
  activeCodes: readonly string[],
): ShareContent {
  const name = productName(product);
  const discount = shareableDiscount(parseDescription(product.description).discount, activeCodes);
  const offer = product.playEnabled
    ? `${formatCents(soldPriceCents(product))}, or play for it with a ${formatEntryPrice(toCents(product.entryPrice))} entry`
    : formatCents(soldPriceCents(product));
  const base = `Check out ${name} at Social Market in Laguna Beach: ${offer}.`;
  return {
    title: name,
    text: discount ? `${base} ${sentence(discount)}` : base,
    discount,
    url: links.url,
    imageUrl: links.imageUrl,
  };
}

/** Share pages of the platforms we offer, each opened in a new window. */
export function buildShareUrls(content: ShareContent): {
  twitter: string;
  facebook: string;
  pinterest: string;
} {
  const twitter = new URL('https://twitter.com/intent/tweet');
  twitter.searchParams.set('text', content.text);
  twitter.searchParams.set('url', content.url);

  const facebook = new URL('https://www.facebook.com/sharer/sharer.php');
  facebook.searchParams.set('u', content.url);

  const pinterest = new URL('https://pinterest.com/pin/create/button/');
  pinterest.searchParams.set('url', content.url);
  pinterest.searchParams.set('media', content.imageUrl);
  pinterest.searchParams.set('description', content.text);

  return {
    twitter: twitter.toString(),
    facebook: facebook.toString(),
    pinterest: pinterest.toString(),
  };
}

/** 'Copy with discount': the sentence (with its discount) followed by the link. */
export function discountClipboardText(content: ShareContent): string {
  return `${content.text} ${content.url}`;
}

/**
 * Instagram has no share URL for the web: the shopper gets the link and the picture's address to
 * paste into a story or post.
 */
export function instagramClipboardText(content: ShareContent): string {
  return `${content.text}\n${content.url}\nImage: ${content.imageUrl}`;
}

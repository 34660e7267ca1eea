import {
  LIMITS,
  TIKTOK_SOUNDS,
  type TiktokSoundId,
  tiktokBoost,
  youtubeBoost,
} from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { shareableDiscount } from '../../../../shared/discount-rules';
import { formatCents } from '../../../../shared/money';
import { parseDescription } from '../../../../shared/product-description';
import { productName, soldPriceCents } from '../../../lib/product-display';

/**
 * The YouTube and TikTok helpers' texts and rules (admin-vendor-coach-games.md sections 2, 4, 5
 * and 9): list sizes, recommended lengths, templates, video ideas, tags and what gets copied. The
 * boosts themselves are the shared rules (src/shared/coach-rules.ts); nothing here recomputes them.
 */

/** How many products each helper offers (section 9). */
export const YOUTUBE_TEMPLATE_PRODUCTS = 5;
export const TIKTOK_IDEA_PRODUCTS = 4;

/** Recommended video lengths (section 9). */
export const YOUTUBE_RECOMMENDED_LENGTH = '5-10 minutes';
export const TIKTOK_RECOMMENDED_LENGTH = '15-60 seconds';

/** The prepare steps: log lines at once, then about 0.8 s and another 1.2 s to the copy (section 4). */
export const PREPARE_OPTIMIZE_DELAY_MS = 800;
export const PREPARE_COPY_DELAY_MS = 1200;

/** Limits of a campaign's tags (the campaign contract's). */
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** The highest boost the shared rules can give a YouTube campaign (a long title and description). */
export const YOUTUBE_MAX_BOOST = youtubeBoost(
  'x'.repeat(LIMITS.youtubeTitle),
  'x'.repeat(LIMITS.youtubeDescription),
);

/** The highest boost the shared rules can give a TikTok campaign (a long caption, the best sound). */
export const TIKTOK_MAX_BOOST = Math.max(
  ...TIKTOK_SOUNDS.map((sound) => tiktokBoost('x'.repeat(LIMITS.tiktokCaption), sound.id)),
);

/** The sound a TikTok uses with the trending-sound toggle off. */
export const ORIGINAL_SOUND_ID: TiktokSoundId = 'original';
/** The sound picked when the page opens (the toggle starts on). */
export const DEFAULT_TRENDING_SOUND_ID: TiktokSoundId = 'summer-vibes';

/** The sound a TikTok campaign is recorded with: the chosen one, or the original sound when off. */
export function effectiveSoundId(trendingSound: boolean, chosen: TiktokSoundId): TiktokSoundId {
  return trendingSound ? chosen : ORIGINAL_SOUND_ID;
}

export function soundLabel(soundId: TiktokSoundId): string {
  return TIKTOK_SOUNDS.find((sound) => sound.id === soundId)?.label ?? soundId;
}

/** 'summer, beach , ,Summer' -> ['summer', 'beach']: trimmed, blanks and repeats (any case) dropped. */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of input.split(',')) {
    const tag = part.trim().replace(/^#+/, '').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Why a list of tags cannot be sent, or null when it can. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > MAX_TAGS) return `Use at most ${MAX_TAGS} tags.`;
  const long = tags.find((tag) => tag.length > MAX_TAG_LENGTH);
  if (long) return `Each tag can be at most ${MAX_TAG_LENGTH} characters.`;
  return null;
}

/** What a YouTube campaign copies: title, description and tags, ready for YouTube Studio. */
export function youtubeClipboardText(fields: {
  title: string;
  description: string;
  tags: readonly string[];
}): string {
  const parts = [fields.title.trim(), fields.description.trim()];
  if (fields.tags.length) parts.push(`Tags: ${fields.tags.join(', ')}`);
  return parts.join('\n\n');
}

/** What a TikTok campaign copies: the caption as it will be posted. */
export function tiktokClipboardText(caption: string): string {
  return caption.trim();
}

/** Cuts a text to a limit, ending with an ellipsis when something was cut. */
export function fitTo(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - 1).trimEnd()}…`;
}

type TemplateProduct = Pick<
  Product,
  'id' | 'productType' | 'brand' | 'model' | 'description' | 'price'
>;

function productUrl(product: Pick<Product, 'id'>, origin: string): string {
  return `${origin}/product/${product.id}`;
}

export interface YoutubeFields {
  title: string;
  description: string;
  /** Comma-separated, as the tags field holds them. */
  tags: string;
}

const YOUTUBE_BASE_TAGS = ['Social Market', 'Laguna Beach', 'shop local'];

/** A name as one tag: no commas (they separate tags), within the tag length. */
function asTag(name: string): string {
  return fitTo(name.replace(/,/g, ' ').replace(/\s+/g, ' ').trim(), MAX_TAG_LENGTH);
}

/** A product's discount as a template may promise it: its DISCOUNT: segment, if its code is usable now. */
function offerOf(product: TemplateProduct, activeCodes: readonly string[]): string | null {
  const offer = shareableDiscount(parseDescription(product.description).discount, activeCodes);
  return offer && (/[.!?]$/.test(offer) ? offer : `${offer}.`);
}

/**
 * The video a product template fills in. A product the user has a ticket for gets the competition
 * story; any other the shop-with-me video, with the product's discount when its code is usable
 * now.
 */
export function youtubeProductTemplate(
  product: TemplateProduct,
  competing: boolean,
  origin: string,
  /** The discount codes usable now. */
  activeCodes: readonly string[],
): YoutubeFields {
  const name = productName(product);
  const url = productUrl(product, origin);
  const tags = [...YOUTUBE_BASE_TAGS, asTag(product.brand)].join(', ');
  if (competing) {
    return {
      title: fitTo(`I Entered to Win the ${name} for $1 | Social Market`, LIMITS.youtubeTitle),
      description: [
        `I have a ticket in the Social Market competition for the ${name}! The entry is $1: I picked a team of 5 influencers, and the team whose influencers gain the most social score in one hour wins it.`,
        'In this video:\n- What the product is and why I want it\n- The 5 influencers on my team and why I picked them\n- How a one-hour game works',
        `Play for it yourself: ${url}`,
        '#SocialMarket #LagunaBeach #ShopLocal',
      ].join('\n\n'),
      tags: `${tags}, competition`,
    };
  }
  return {
    title: fitTo(`Shop With Me: ${name} at Social Market Laguna Beach`, LIMITS.youtubeTitle),
    description: [
      `Come shop with me at Social Market in Laguna Beach! Today I'm trying the ${name} (${formatCents(soldPriceCents(product))}).`,
      [offerOf(product, activeCodes), `Shop it with me: ${url}`].filter(Boolean).join(' '),
      'Local delivery in Laguna Beach within 2-3 hours.',
      '#ShopWithMe #SocialMarket #LagunaBeach',
    ].join('\n\n'),
    tags: `${tags}, shop with me`,
  };
}

export interface VideoIdea {
  id: string;
  title: string;
  summary: string;
}

/** The YouTube helper's three video ideas. */
export const youtubeVideoIdeas: readonly VideoIdea[] = [
  {
    id: 'unboxing',
    title: 'Unboxing & First Impressions',
    summary: 'Open it on camera, show the details up close and give your honest first take.',
  },
  {
    id: 'shop-with-me',
    title: 'Shop With Me in Laguna Beach',
    summary: 'Walk through your favourite local finds and what you would pick for a beach day.',
  },
  {
    id: 'competition',
    title: 'My $1 Competition Strategy',
    summary: 'Explain how you picked your 5 influencers and follow the live leaderboard.',
  },
];

/** What a YouTube video idea fills in; it names the chosen product when there is one. */
export function youtubeIdeaFields(
  idea: VideoIdea,
  product: TemplateProduct | null,
  origin: string,
): YoutubeFields {
  const name = product ? productName(product) : null;
  const link = product ? productUrl(product, origin) : `${origin}/`;
  return {
    title: fitTo(name ? `${idea.title}: ${name}` : idea.title, LIMITS.youtubeTitle),
    description: [
      `${idea.summary}`,
      name ? `Featured: the ${name} from Social Market.` : 'Featured: my picks from Social Market.',
      `Shop or play: ${link}`,
      '#SocialMarket #LagunaBeach',
    ].join('\n\n'),
    tags: YOUTUBE_BASE_TAGS.join(', '),
  };
}

/**
 * The caption a TikTok product template fills in: the competition story for a product the user
 * has a ticket for, else the shop-with-me caption, with the product's discount when its code is
 * usable now.
 */
export function tiktokProductCaption(
  product: TemplateProduct,
  competing: boolean,
  origin: string,
  /** The discount codes usable now. */
  activeCodes: readonly string[],
): string {
  const offer = offerOf(product, activeCodes);
  const name = productName(product);
  const url = productUrl(product, origin);
  const caption = competing
    ? `I entered to win the ${name} for $1 🤯 5 influencers on my team, one hour to win it. Wish me luck! ${url} #SocialMarket #LagunaBeach #fyp`
    : `Shop with me at Social Market 🛍️ The ${name}, ${formatCents(soldPriceCents(product))}, delivered in 2-3 hours in Laguna Beach.${offer ? ` ${offer}` : ''} ${url} #ShopWithMe #LagunaBeach #fyp`;
  return fitTo(caption, LIMITS.tiktokCaption);
}

/** The TikTok helper's three video ideas. */
export const tiktokVideoIdeas: readonly VideoIdea[] = [
  {
    id: 'try-on',
    title: 'Try-On Transition',
    summary: 'Snap to the beat from everyday look to beach look with the product on.',
  },
  {
    id: 'quick-unboxing',
    title: '30-Second Unboxing',
    summary: 'Open it, show the best detail, give a one-line verdict.',
  },
  {
    id: 'team-reveal',
    title: '$1 Team Reveal',
    summary: 'Reveal your 5 influencers one by one and dare viewers to beat your team.',
  },
];

/** What a TikTok video idea fills in; it names the chosen product when there is one. */
export function tiktokIdeaCaption(
  idea: VideoIdea,
  product: TemplateProduct | null,
  origin: string,
): string {
  const subject = product ? `the ${productName(product)}` : 'my Social Market finds';
  const link = product ? productUrl(product, origin) : `${origin}/`;
  return fitTo(
    `${idea.title} with ${subject} ✨ ${idea.summary} ${link} #SocialMarket #LagunaBeach #fyp`,
    LIMITS.tiktokCaption,
  );
}

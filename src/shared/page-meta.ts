/**
 * What each public page says it is: its title, description and share picture. The server writes
 * them into the HTML's <head> (link previews and crawlers read nothing else) and the client keeps
 * the same tags in step as the shopper navigates, so both read them from here.
 */
import { compactNumber } from './compact-number';
import type { Competition, CompetitionSummary } from './contracts/competitions';
import { formatCents, formatEntryPrice, toCents } from './money';
import { formatCount } from './plural';
import { DELIVERY_PROMISE } from './pricing';
import { parseDescription } from './product-description';

export const SITE_NAME = 'Social Market';
export const DEFAULT_DESCRIPTION =
  "Laguna Beach's social-commerce shop: pay full price with free local delivery in 2-3 hours, or play for it with a $1 entry and a team of 5 influencers.";

/** Every share picture is this size (the large summary card of X, Facebook, LinkedIn, iMessage). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * The share pictures, PNG (most link previews don't show SVG): the site's designed card, shipped
 * with the client, and the cards the server draws for each product and influencer.
 */
export const shareImagePaths = {
  site: '/share-image.png',
  product: (id: number) => `/share/product/${id}.png`,
  influencer: (id: string) => `/share/influencer/${encodeURIComponent(id)}.png`,
};

export interface PageText {
  title: string;
  description: string;
}

/**
 * The public pages with a fixed text, by path. The pages render the same strings (their PageMeta),
 * so the server's head and the client's agree.
 */
export const staticPageText = {
  '/': {
    title: 'Scoreboard',
    description:
      'Live social games for Laguna Beach products: follow the leaderboards, see the next games starting and join an open league.',
  },
  '/scoreboard': {
    title: 'Scoreboard',
    description:
      'Live social games for Laguna Beach products: follow the leaderboards, see the next games starting and join an open league.',
  },
  '/welcome': {
    title: 'Pay full price or play for $1',
    description:
      "Laguna Beach's social-commerce shop. Buy with free local delivery in 2-3 hours to ZIP 92651, or pay a $1 entry, pick 5 influencers and win the product in a one-hour game.",
  },
  '/home': {
    title: 'Shop',
    description:
      'Shop sunglasses, t-shirts, shoes, coffee and tea, designer handbags and books in Laguna Beach. Pay full price with 2-3 hour delivery, or play for it with a $1 entry.',
  },
  '/coffee-tea-gallery': {
    title: 'Coffee & Tea',
    description:
      "Freshly roasted coffee and loose-leaf tea from Laguna Beach's social-commerce shop: light to espresso roasts, green, black, oolong and herbal teas.",
  },
  '/influencer-directory': {
    title: 'Influencer Directory',
    description:
      "Orange County's creators in one place: today's most picked influencers, their followers and engagement, by category and city.",
  },
  '/tutorial': {
    title: 'How it works',
    description:
      'How Social Market works: pay full price with 2-3 hour delivery in Laguna Beach, or play for a product with a $1 entry and a team of 5 influencers in a one-hour game.',
  },
  '/official-rules': {
    title: 'Official rules',
    description:
      'The official rules of Social Market games: eligibility, entry price, how a game fills and starts, scoring, ties, cancellation and refunds, prizes, limits and how to verify a result.',
  },
  '/partner-store': {
    title: 'Laguna Eyewear Boutique, our partner store',
    description:
      'Visit Laguna Eyewear Boutique on Pacific Coast Hwy in Laguna Beach: polarized sunglasses, fittings and the eyewear brands sold on Social Market. Open Mon-Sat 10-6, Sun 11-5.',
  },
  '/free-play': {
    title: 'Free Play',
    description:
      'Pick up to 5 local influencers, invite friends with a Game ID and see whose team scores the most.',
  },
  '/multiplayer': {
    title: 'Multiplayer Games',
    description:
      'Create a multiplayer room, invite friends with its Game ID and compete with teams of 5 Laguna Beach influencers.',
  },
} as const satisfies Record<string, PageText>;

export type StaticPagePath = keyof typeof staticPageText;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(staticPageText, path);
}

/** The galleries (/products?type=…, /sunglass-gallery): one product type each. */
export const galleryPageText = {
  sunglasses: {
    title: 'Sunglasses',
    description:
      'Polarized frames from our partner eyewear store, ready for the glare off the Pacific.',
  },
  tshirt: {
    title: 'T-Shirts',
    description: 'Soft surf tees and beach-town basics, printed in small batches.',
  },
  shoe: {
    title: 'Shoes',
    description: 'From sand to street: slides, runners and everything between.',
  },
  book: { title: 'Books', description: 'Local picks and beach reads, chosen by our staff.' },
  handbag: {
    title: 'Designer Handbags',
    description: 'Designer handbags and totes for the galleries and the boardwalk.',
  },
} as const satisfies Record<string, PageText>;

export type GalleryPageType = keyof typeof galleryPageText;

export function isGalleryPageType(value: string | null | undefined): value is GalleryPageType {
  return typeof value === 'string' && Object.hasOwn(galleryPageText, value);
}

/** '{title} | Social Market', or just the site name for pages without their own title. */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The page's one address for search engines: the path without its query, except the gallery's
 * product type (each type is its own page); /sunglass-gallery is the sunglasses gallery and
 * /scoreboard is /.
 */
export function canonicalPath(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // shopper.md: '/scoreboard and / (both the scoreboard)': one page, one address.
  if (path === '/scoreboard') return '/';
  if (path === '/sunglass-gallery') return '/products?type=sunglasses';
  if (path === '/products') {
    const type = new URLSearchParams(search).get('type');
    return `/products?type=${isGalleryPageType(type) ? type : 'sunglasses'}`;
  }
  return path;
}

type ProductNaming = {
  productType: string;
  brand: string;
  model: string;
  description: string | null;
};

/** One phrase naming the product, for share texts, alt text and page titles. */
export function productDisplayName(product: ProductNaming): string {
  if (product.productType === 'book') {
    const { author } = parseDescription(product.description);
    return author ? `${product.brand} by ${author}` : product.brand;
  }
  return `${product.brand} ${product.model}`;
}

export interface ProductSummaryInput extends ProductNaming {
  priceCents: number;
  entryPriceCents: number;
  quantity: number;
  playEnabled: boolean;
}

/** 'In stock' or 'Out of stock', as schema.org's availability and the preview say it. */
export function isInStock(product: Pick<ProductSummaryInput, 'quantity'>): boolean {
  return product.quantity > 0;
}

/**
 * What a product's link preview says: price, the $1 entry when it can be played, availability
 * with the delivery promise, then the product's own text, within what previews show.
 */
export function productSummary(product: ProductSummaryInput): string {
  const name = productDisplayName(product);
  const price = formatCents(product.priceCents);
  const offer = product.playEnabled
    ? `${name}: ${price}, or play for it with a ${formatEntryPrice(product.entryPriceCents)} entry.`
    : `${name}: ${price}.`;
  const stock = isInStock(product)
    ? `In stock. ${DELIVERY_PROMISE}, free.`
    : 'Out of stock for now.';
  return clip(`${offer} ${stock} ${parseDescription(product.description).text}`.trim(), 300);
}

export interface GameSummaryInput {
  productName: string;
  entryPriceCents: number;
  status: 'waiting' | 'active' | 'completed' | 'cancelled';
  players: number;
  requiredPlayers: number;
  startTime: Date | null;
  endTime: Date | null;
  winner: string | null;
}

/** The summary's facts from a product's game (`GET /api/products/:id/competition`). */
export function productGameFacts(productName: string, game: Competition): GameSummaryInput {
  return {
    productName,
    entryPriceCents: toCents(game.entryPrice),
    status: game.gameStatus,
    players: game.entriesCount,
    requiredPlayers: game.requiredParticipants,
    startTime: game.startTime ? new Date(game.startTime) : null,
    endTime: game.endTime ? new Date(game.endTime) : null,
    winner: game.winner?.username ?? null,
  };
}

/** The summary's facts from a game (`GET /api/games/:id`). */
export function gameFacts(productName: string, game: CompetitionSummary): GameSummaryInput {
  return {
    productName,
    entryPriceCents: toCents(game.product.entryPrice),
    status: game.status,
    players: game.participants,
    requiredPlayers: game.requiredParticipants,
    startTime: game.startTime ? new Date(game.startTime) : null,
    endTime: game.endTime ? new Date(game.endTime) : null,
    winner: game.winner?.username ?? null,
  };
}

/** '1 h 5 min', '42 min', 'under a minute'. */
export function formatTimeLeft(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

function players(count: number): string {
  return count === 1 ? '1 player' : `${formatCount(count)} players`;
}

/** What a game's link preview says: the product, the entry, the players and the time left. */
export function gameSummary(game: GameSummaryInput, now: Date): string {
  const play = `Play for ${game.productName} with a ${formatEntryPrice(game.entryPriceCents)} entry and a team of 5 influencers.`;
  switch (game.status) {
    case 'waiting': {
      const joined = `${game.players} of ${players(game.requiredPlayers)} joined`;
      const startsIn =
        game.startTime && game.startTime > now
          ? `, starts in ${formatTimeLeft(game.startTime.getTime() - now.getTime())}`
          : '';
      return `${play} ${joined}${startsIn}.`;
    }
    case 'active': {
      const left = game.endTime
        ? `, ${formatTimeLeft(Math.max(0, game.endTime.getTime() - now.getTime()))} left`
        : '';
      return `Live now: ${players(game.players)} playing for ${game.productName}${left}.`;
    }
    case 'completed':
      return game.winner
        ? `Game over: ${game.winner} won ${game.productName} against ${players(game.players - 1)}.`
        : `Game over: ${players(game.players)} played for ${game.productName}.`;
    case 'cancelled':
      return `This game for ${game.productName} was cancelled and its entries refunded.`;
  }
}

/** At most `length` characters, cut at a word with an ellipsis. */
export function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** One item's type as the product page's kicker says it. */
export const productTypeNames: Record<string, string> = {
  sunglasses: 'Sunglasses',
  tshirt: 'T-Shirt',
  shoe: 'Shoes',
  book: 'Book',
  coffee: 'Coffee',
  tea: 'Tea',
  handbag: 'Handbag',
};

/** The line under the brand: a book's author (its brand is the title), otherwise the model. */
export function productSubtitleText(product: ProductNaming): string {
  if (product.productType === 'book') {
    const { author } = parseDescription(product.description);
    return author ? `by ${author}` : '';
  }
  return product.model;
}

/** The share picture's description for screen readers and previews that read it aloud. */
export function productImageAltText(product: ProductNaming): string {
  const name = productDisplayName(product);
  return product.productType === 'book'
    ? `Cover of ${name}`
    : `${name} (${(productTypeNames[product.productType] ?? 'product').toLowerCase()})`;
}

export interface InfluencerSummaryInput {
  name: string;
  category: string;
  location: string;
  bio: string | null;
  followers: number;
}

/** What an influencer's link preview says: the bio (or who they are) and their reach. */
export function influencerSummary(influencer: InfluencerSummaryInput): string {
  const about =
    influencer.bio?.trim() ||
    `${influencer.name}, ${influencer.category} creator in ${influencer.location}.`;
  return clip(
    `${about} ${compactNumber(influencer.followers)} followers. Pick them for your team on ${SITE_NAME}.`,
    300,
  );
}

/** The description of a game's results page (/game-results/:gameId), on the server and the page. */
export const RESULTS_PAGE_DESCRIPTION =
  'Every entry, counter and snapshot of a Social Market game, with the commitment made at its start: recompute the ranking yourself.';

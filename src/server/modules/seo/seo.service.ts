import type { CompetitionSummary } from '../../../shared/contracts/competitions';
import { parseRowId } from '../../../shared/contracts/numbers';
import { totalFollowers } from '../../../shared/engagement';
import { resolveImagePath } from '../../../shared/image-path';
import { formatCents } from '../../../shared/money';
import {
  canonicalPath,
  DEFAULT_DESCRIPTION,
  formatPageTitle,
  galleryPageText,
  gameFacts,
  gameSummary,
  influencerSummary,
  isGalleryPageType,
  isInStock,
  isStaticPagePath,
  type PageText,
  productDisplayName,
  productGameFacts,
  productImageAltText,
  productSummary,
  RESULTS_PAGE_DESCRIPTION,
  SITE_NAME,
  shareImagePaths,
  staticPageText,
} from '../../../shared/page-meta';
import { salePriceCents } from '../../../shared/pricing';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveProduct, findLiveProductRows, type ProductRow } from '../catalog/catalog.service';
import { getCompetitionSummary, getProductCompetition } from '../competitions/competitions.service';
import { findInfluencerRowsById } from '../influencers/influencers.service';
import { escapeHtml, type HeadInput, renderHead } from './head-html';
import {
  galleryBreadcrumbs,
  organizationJsonLd,
  productBreadcrumbs,
  productJsonLd,
} from './structured-data';

/** The <head> of a page, and whether what its URL names exists (false: the page answers 404). */
export interface PageHead {
  found: boolean;
  head: string;
}

/** A page request: its path and query as sent, and the origin every URL in the head starts with. */
export interface PageAddress {
  pathname: string;
  search: string;
  /** 'https://shop.example', no trailing slash. */
  origin: string;
}

const NOT_FOUND_TEXT: PageText = {
  title: 'Page not found',
  description: "This page doesn't exist on Social Market.",
};

/**
 * The not-found title of a page naming a thing that doesn't exist: the same words as the page's
 * own not-found screen, so the title doesn't change when the app takes the page over.
 */
const THING_NOT_FOUND_TITLE: Record<string, string> = {
  product: 'Product Not Found',
  'social-play': 'Product Not Found',
  'game-tracking': 'Game Not Found',
  'game-results': 'Game Not Found',
  influencer: 'Influencer not found',
};

/** The pages indexed and listed in the sitemap besides products and influencers (canonical paths). */
const PUBLIC_PAGES = [
  '/',
  '/welcome',
  '/home',
  ...Object.keys(galleryPageText).map((type) => `/products?type=${type}`),
  '/coffee-tea-gallery',
  '/influencer-directory',
  '/tutorial',
  '/official-rules',
  '/partner-store',
  '/free-play',
  '/multiplayer',
];

/** Paths robots.txt keeps crawlers out of: the API and every signed-in or admin screen. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/manage',
  '/auth',
  '/cart',
  '/checkout',
  '/profile',
  '/invoices',
  '/order-confirmation/',
  '/coach',
  '/business-portal',
  '/game/',
  '/game$',
];

type Absolute = (path: string) => string;

/** A page with its own text and the site's share card. */
function textPage(text: PageText, canonicalUrl: string, absolute: Absolute): HeadInput {
  return {
    title: text.title,
    description: text.description,
    canonicalUrl,
    image: { url: absolute(shareImagePaths.site), alt: `${SITE_NAME}: ${text.title}` },
    type: 'website',
  };
}

/** What a product's share card needs: its id and version (the image's URL) and its naming (alt). */
type SharedProduct = Pick<ProductRow, 'id' | 'version'> & Parameters<typeof productImageAltText>[0];

function productImage(product: SharedProduct, absolute: Absolute): HeadInput['image'] {
  return {
    url: absolute(`${shareImagePaths.product(product.id)}?v=${product.version}`),
    alt: productImageAltText(product),
  };
}

async function productHead(
  ctx: AppContext,
  rawId: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> {
  const id = parseRowId(rawId);
  const found = id === null ? undefined : await findLiveProduct(ctx, id);
  if (!found) return null;
  // The price as sold (half price when its flag is on): the head, the share card and JSON-LD.
  const product = {
    ...found,
    priceCents: salePriceCents(found.priceCents, found.halfPriceEnabled),
  };
  const name = productDisplayName(product);
  const image = productImage(product, absolute);
  return {
    title: name,
    shareTitle: `${name}: ${formatCents(product.priceCents)}`,
    description: productSummary(product),
    canonicalUrl,
    image,
    type: 'product',
    extraProperties: [
      ['product:price:amount', (product.priceCents / 100).toFixed(2)],
      ['product:price:currency', 'USD'],
      ['product:availability', isInStock(product) ? 'in stock' : 'out of stock'],
    ],
    preloadImage: { src: resolveImagePath(product.imageUrl), shape: 'page' },
    jsonLd: [
      productJsonLd(product, canonicalUrl, image.url, absolute),
      productBreadcrumbs(product, canonicalUrl, absolute),
    ],
  };
}

/** /social-play/:id: the product being played, its game's players and time left. */
async function playHead(
  ctx: AppContext,
  rawId: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> {
  const id = parseRowId(rawId);
  const product = id === null ? undefined : await findLiveProduct(ctx, id);
  if (!product) return null;
  const name = productDisplayName(product);
  const game = await getProductCompetition(ctx, product.id).catch(notFoundAsNull);
  const description = game
    ? gameSummary(productGameFacts(name, game), ctx.clock.now())
    : `Pick 5 influencers and play for ${name} with a $1 entry.`;
  return {
    title: `Play for ${name}`,
    description,
    canonicalUrl,
    image: productImage(product, absolute),
    type: 'website',
    preloadImage: { src: resolveImagePath(product.imageUrl), shape: 'thumbnail' },
  };
}

/**
 * The game a game page names (/game-tracking/:gameId, /game-results/:gameId), its product's name
 * and share card; null when there is no such game.
 */
async function gameForHead(
  ctx: AppContext,
  rawId: string,
  absolute: Absolute,
): Promise<{ game: CompetitionSummary; name: string; image: HeadInput['image'] } | null> {
  const id = parseRowId(rawId);
  const game = id === null ? null : await getCompetitionSummary(ctx, id).catch(notFoundAsNull);
  if (!game) return null;
  return {
    game,
    name: productDisplayName(game.product),
    image: productImage(game.product, absolute),
  };
}

/** /game-tracking/:gameId: a game's product, players and time left. */
async function gameHead(
  ctx: AppContext,
  rawId: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> {
  const found = await gameForHead(ctx, rawId, absolute);
  if (!found) return null;
  const { game, name, image } = found;
  return {
    title: `${name} game`,
    description: gameSummary(gameFacts(name, game), ctx.clock.now()),
    canonicalUrl,
    image,
    type: 'website',
  };
}

/** /game-results/:gameId: a game's published results and commitment (issue 18). */
async function resultsHead(
  ctx: AppContext,
  rawId: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> {
  const found = await gameForHead(ctx, rawId, absolute);
  if (!found) return null;
  return {
    title: `${found.name} game results`,
    description: RESULTS_PAGE_DESCRIPTION,
    canonicalUrl,
    image: found.image,
    type: 'website',
  };
}

async function influencerHead(
  ctx: AppContext,
  id: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> {
  const [influencer] = id.length <= 100 ? await findInfluencerRowsById(ctx, [id]) : [];
  if (!influencer) return null;
  const followers = Math.round(totalFollowers(influencer.followers));
  const description = influencerSummary({ ...influencer, followers });
  const imageUrl = absolute(shareImagePaths.influencer(influencer.id));
  return {
    title: `${influencer.name} (${influencer.handle})`,
    description,
    canonicalUrl,
    image: { url: imageUrl, alt: `${influencer.name}, ${influencer.handle}` },
    type: 'profile',
    extraProperties: [['profile:username', influencer.handle.replace(/^@/, '')]],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: influencer.name,
        alternateName: influencer.handle,
        description,
        image: imageUrl,
        url: canonicalUrl,
        jobTitle: `${influencer.category} creator`,
        knowsAbout: influencer.category,
        homeLocation: { '@type': 'Place', name: influencer.location },
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/FollowAction',
          userInteractionCount: followers,
        },
      },
    ],
  };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The head of a page that names something, or null when that thing doesn't exist. */
function recordPage(
  ctx: AppContext,
  pathname: string,
  canonicalUrl: string,
  absolute: Absolute,
): Promise<HeadInput | null> | undefined {
  const match = /^\/(product|social-play|game-tracking|game-results|influencer)\/([^/]+)$/.exec(
    pathname,
  );
  if (!match?.[1] || !match[2]) return undefined;
  const id = safeDecode(match[2]);
  if (id === null) return Promise.resolve(null);
  switch (match[1]) {
    case 'product':
      return productHead(ctx, id, canonicalUrl, absolute);
    case 'social-play':
      return playHead(ctx, id, canonicalUrl, absolute);
    case 'game-tracking':
      return gameHead(ctx, id, canonicalUrl, absolute);
    case 'game-results':
      return resultsHead(ctx, id, canonicalUrl, absolute);
    default:
      return influencerHead(ctx, id, canonicalUrl, absolute);
  }
}

async function describePage(ctx: AppContext, page: PageAddress): Promise<PageHead> {
  const absolute: Absolute = (path) => `${page.origin}${path}`;
  const canonical = canonicalPath(page.pathname, page.search);
  const canonicalUrl = absolute(canonical);

  const record = recordPage(ctx, page.pathname.replace(/\/+$/, ''), canonicalUrl, absolute);
  if (record) {
    const head = await record;
    if (head) return { found: true, head: renderHead(head) };
    const kind = page.pathname.split('/')[1] ?? '';
    const text = { ...NOT_FOUND_TEXT, title: THING_NOT_FOUND_TITLE[kind] ?? NOT_FOUND_TEXT.title };
    return {
      found: false,
      head: renderHead({ ...textPage(text, canonicalUrl, absolute), robots: 'noindex' }),
    };
  }
  const path = canonical.split('?')[0] ?? canonical;
  if (path === '/products') {
    const type = new URLSearchParams(canonical.split('?')[1]).get('type');
    const text = isGalleryPageType(type) ? galleryPageText[type] : galleryPageText.sunglasses;
    return {
      found: true,
      head: renderHead({
        ...textPage(text, canonicalUrl, absolute),
        jsonLd: [galleryBreadcrumbs(text.title, canonicalUrl, absolute)],
      }),
    };
  }
  if (isStaticPagePath(path)) {
    const text = staticPageText[path];
    const jsonLd =
      path === '/'
        ? [organizationJsonLd(absolute)]
        : path === '/coffee-tea-gallery'
          ? [galleryBreadcrumbs(text.title, canonicalUrl, absolute)]
          : undefined;
    return {
      found: true,
      head: renderHead({
        ...textPage(text, canonicalUrl, absolute),
        ...(jsonLd ? { jsonLd } : {}),
      }),
    };
  }
  // Signed-in and admin screens (and paths the client router answers with its 404 screen): the
  // site's card, kept out of search results.
  return {
    found: true,
    head: renderHead({
      ...textPage({ title: '', description: DEFAULT_DESCRIPTION }, canonicalUrl, absolute),
      image: { url: absolute(shareImagePaths.site), alt: SITE_NAME },
      robots: 'noindex',
    }),
  };
}

/**
 * The <head> of the page at this address: title, description, canonical link, Open Graph and
 * Twitter card, JSON-LD on products and influencers. `found` is false when the URL names a
 * product, game or influencer that doesn't exist (or a product that was deleted). A database
 * failure gives the site's own head rather than no page at all.
 */
export async function pageHead(ctx: AppContext, page: PageAddress): Promise<PageHead> {
  try {
    return await describePage(ctx, page);
  } catch (error) {
    ctx.log.warn({ err: error, path: page.pathname }, 'page head failed; site head sent');
    return { found: true, head: `<title>${escapeHtml(formatPageTitle())}</title>` };
  }
}

function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** GET /sitemap.xml: the public pages, every live product and every influencer. */
export async function sitemapXml(ctx: AppContext, origin: string): Promise<string> {
  const [products, influencers] = await Promise.all([
    findLiveProductRows(ctx),
    findInfluencerRowsById(ctx),
  ]);
  const urls: { path: string; lastmod?: Date }[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...products.map((product) => ({ path: `/product/${product.id}`, lastmod: product.updatedAt })),
    ...influencers.map((influencer) => ({
      path: `/influencer/${encodeURIComponent(influencer.id)}`,
    })),
  ];
  const entries = urls.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${xmlText(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
}

/** GET /robots.txt: everything public may be crawled; the API and private screens may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import {
  canonicalPath,
  DEFAULT_DESCRIPTION,
  formatPageTitle,
  SITE_NAME,
  shareImagePaths,
} from '../../shared/page-meta';

export { DEFAULT_DESCRIPTION, formatPageTitle, SITE_NAME };
/** The site's own 1200×630 card. */
export const DEFAULT_SHARE_IMAGE = shareImagePaths.site;

export type PageType = 'website' | 'article' | 'product' | 'profile';

export interface PageMetaInput {
  title?: string;
  /** og:title and twitter:title when they say more than the title (a product's price). */
  shareTitle?: string;
  description?: string;
  /** Absolute URL or a path on this site: one of the server's 1200×630 share cards. */
  image?: string;
  imageAlt?: string;
  /** Absolute URL or a path on this site; the current page's canonical address when left out. */
  url?: string;
  type?: PageType;
  /** Keep the page out of search results (private screens). */
  noindex?: boolean;
}

export interface ResolvedPageMeta {
  title: string;
  shareTitle: string;
  description: string;
  image: string;
  imageAlt: string;
  url: string;
  type: PageType;
  noindex: boolean;
}

/** Share crawlers need absolute URLs, so paths are resolved against the site's origin. */
export function toAbsoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}

export function resolvePageMeta(
  input: PageMetaInput,
  location: { origin: string; pathname: string; search: string },
): ResolvedPageMeta {
  const title = formatPageTitle(input.title);
  return {
    title,
    shareTitle: input.shareTitle?.trim() || title,
    description: input.description?.trim() || DEFAULT_DESCRIPTION,
    image: toAbsoluteUrl(input.image ?? DEFAULT_SHARE_IMAGE, location.origin),
    imageAlt:
      input.imageAlt ?? (input.title?.trim() ? `${SITE_NAME}: ${input.title.trim()}` : SITE_NAME),
    url: toAbsoluteUrl(
      input.url ?? canonicalPath(location.pathname, location.search),
      location.origin,
    ),
    type: input.type ?? 'website',
    noindex: input.noindex ?? false,
  };
}

/** The one element of the head matching `selector`, created when missing; extra copies removed. */
function headElement(doc: Document, selector: string, create: () => Element): Element {
  const [first, ...extra] = Array.from(doc.head.querySelectorAll(selector));
  for (const element of extra) element.remove();
  if (first) return first;
  const element = create();
  doc.head.append(element);
  return element;
}

function setMeta(doc: Document, key: 'name' | 'property', name: string, content: string): void {
  headElement(doc, `meta[${key}="${name}"]`, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(key, name);
    return meta;
  }).setAttribute('content', content);
}

/**
 * Tags the server writes only for the page it rendered (JSON-LD, a product's price properties, the
 * LCP image preload): once the shopper has moved on they would describe the wrong page.
 */
const SERVER_PAGE_ONLY = [
  'script[type="application/ld+json"]',
  'meta[property^="product:"]',
  'meta[property^="profile:"]',
  'link[rel="preload"][as="image"]',
].join(', ');

let renderedPath: string | undefined;

/**
 * Brings the head's tags to this page: the server's tags (index.html's head) are updated in place,
 * matched by name, property or rel, so navigating never leaves two og:title or two canonicals.
 */
export function applyPageMeta(doc: Document, meta: ResolvedPageMeta, pathname: string): void {
  renderedPath ??= pathname;
  if (pathname !== renderedPath) {
    for (const element of Array.from(doc.head.querySelectorAll(SERVER_PAGE_ONLY))) {
      element.remove();
    }
  }
  headElement(doc, 'title', () => doc.createElement('title'));
  if (doc.title !== meta.title) doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  if (meta.noindex) setMeta(doc, 'name', 'robots', 'noindex');
  else doc.head.querySelector('meta[name="robots"]')?.remove();
  headElement(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  }).setAttribute('href', meta.url);
  const properties: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', meta.type],
    ['og:title', meta.shareTitle],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ['og:image', meta.image],
    ['og:image:type', 'image/png'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', meta.imageAlt],
  ];
  for (const [name, content] of properties) setMeta(doc, 'property', name, content);
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.shareTitle],
    ['twitter:description', meta.description],
    ['twitter:image', meta.image],
    ['twitter:image:alt', meta.imageAlt],
  ];
  for (const [name, content] of names) setMeta(doc, 'name', name, content);
}

export const SITE_NAME = 'Social Market';
export const DEFAULT_DESCRIPTION =
  "Laguna Beach's social-commerce shop: pay full price with free local delivery in 2-3 hours, or play for it with a $1 entry and a team of 5 influencers.";
export const DEFAULT_SHARE_IMAGE = '/share-image.png';

export type PageType = 'website' | 'article' | 'product' | 'profile';

export interface PageMetaInput {
  title?: string;
  description?: string;
  /** Absolute URL or a path on this site. */
  image?: string;
  /** Absolute URL or a path on this site; the current page when left out. */
  url?: string;
  type?: PageType;
}

export interface ResolvedPageMeta {
  title: string;
  description: string;
  image: string;
  url: string;
  type: PageType;
}

/** '{title} | Social Market', or just the site name for pages without their own title. */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
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
  location: { origin: string; href: string },
): ResolvedPageMeta {
  return {
    title: formatPageTitle(input.title),
    description: input.description?.trim() || DEFAULT_DESCRIPTION,
    image: toAbsoluteUrl(input.image ?? DEFAULT_SHARE_IMAGE, location.origin),
    url: toAbsoluteUrl(input.url ?? location.href, location.origin),
    type: input.type ?? 'website',
  };
}

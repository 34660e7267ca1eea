import { type ImageShape, sizedCopies } from '../../../shared/image-path';
import {
  formatPageTitle,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SITE_NAME,
} from '../../../shared/page-meta';

/** Text inside an attribute or an element: the five characters HTML gives meaning to. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON inside <script>: `<` written as \u003c so no value can close the element (`</script>`) or
 * open a comment; U+2028/2029 escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export interface HeadInput {
  /** The page's own title ('Oakley Holbrook'); the tag says 'Oakley Holbrook | Social Market'. */
  title?: string;
  /** og:title and twitter:title when they should say more than the title (a product's price). */
  shareTitle?: string;
  description: string;
  /** Absolute URLs from here on. */
  canonicalUrl: string;
  image: { url: string; alt: string };
  type: 'website' | 'product' | 'profile';
  /** Extra Open Graph properties (product:price:amount …). */
  extraProperties?: [string, string][];
  /**
   * The picture the page shows first (its LCP), fetched before the scripts run: its path and how
   * the page shows it, so the preload asks for the same sized copy.
   */
  preloadImage?: { src: string; shape: ImageShape };
  /** schema.org data, one <script type="application/ld+json"> each (structured-data.ts). */
  jsonLd?: object[];
  /** Private screens and unknown addresses stay out of search results. */
  robots?: 'noindex';
}

/** The page's <head> tags: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHead(input: HeadInput): string {
  const title = formatPageTitle(input.title);
  const shareTitle = input.shareTitle ?? title;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', input.description),
    ...(input.robots ? [meta('name', 'robots', input.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', input.type),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', input.canonicalUrl),
    meta('property', 'og:image', input.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', input.image.alt),
    ...(input.extraProperties ?? []).map(([name, content]) => meta('property', name, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', input.image.url),
    meta('name', 'twitter:image:alt', input.image.alt),
  ];
  if (input.preloadImage) {
    const { src, shape } = input.preloadImage;
    const { srcSet, sizes } = sizedCopies(src, shape);
    const sized =
      srcSet && sizes
        ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
        : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}"${sized} fetchpriority="high" />`,
    );
  }
  for (const data of input.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

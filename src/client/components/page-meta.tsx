import { useLocation } from 'react-router';
import { siteOrigin } from '../lib/render-context';
import { type PageMetaInput, resolvePageMeta, SITE_NAME } from '../lib/seo';

/**
 * Title, description and share tags for the page. React 19 hoists these elements into <head>,
 * so each page renders exactly one PageMeta.
 */
export function PageMeta(props: PageMetaInput) {
  // Read the route location so the tags follow client-side navigation.
  const location = useLocation();
  const origin = siteOrigin();
  const meta = resolvePageMeta(props, {
    origin,
    href: `${origin}${location.pathname}${location.search}`,
  });

  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={meta.image} />
      {props.image === undefined && (
        // The size is known only for the default share image (1200x630).
        <>
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
        </>
      )}
      <meta property="og:url" content={meta.url} />
      <meta property="og:type" content={meta.type} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
    </>
  );
}

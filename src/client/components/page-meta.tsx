import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta, type PageMetaInput, resolvePageMeta } from '../lib/seo';

/**
 * Title, description, canonical link and share tags for the page. The server wrote them into the
 * HTML for the first page; on each navigation this updates those same tags in place (one of each,
 * never a second copy), so each page renders exactly one PageMeta. It renders nothing itself.
 */
export function PageMeta(props: PageMetaInput) {
  // Read the route location so the tags follow client-side navigation.
  const { pathname, search } = useLocation();
  const { title, shareTitle, description, image, imageAlt, url, type, noindex } = props;

  useEffect(() => {
    const input = { title, shareTitle, description, image, imageAlt, url, type, noindex };
    const meta = resolvePageMeta(input, { origin: window.location.origin, pathname, search });
    applyPageMeta(document, meta, pathname);
  }, [title, shareTitle, description, image, imageAlt, url, type, noindex, pathname, search]);

  return null;
}

import { PAGE_VIEWER_ID, type PageViewer } from '../../shared/page-viewer';

/**
 * Who the server sent this page to (decision 0069), or undefined when the page does not say (the
 * dev server's index.html): then the browser asks `GET /api/user` as before.
 */
export function readPageViewer(): PageViewer | undefined {
  const json = document.getElementById(PAGE_VIEWER_ID)?.textContent;
  if (!json) return undefined;
  try {
    const { user } = JSON.parse(json) as PageViewer;
    return { user: user ?? null };
  } catch {
    return undefined;
  }
}

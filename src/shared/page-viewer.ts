import type { User } from './contracts/auth';

/**
 * Who a page was sent to (decision 0069): every page the server sends carries it in a
 * `<script type="application/json" id="page-viewer">`, so the browser knows whether the shopper is
 * signed in without asking `GET /api/user` (whose 401 a visitor's console would show).
 */
export interface PageViewer {
  /** The user `GET /api/user` answers for the request's session; null for a visitor. */
  user: User | null;
}

export const PAGE_VIEWER_ID = 'page-viewer';

import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * What a server-rendered page hands to the browser, in a `<script type="application/json">` (data,
 * never run, so the CSP's script-src 'self' holds): the time it was rendered at, the public
 * queries its HTML was rendered from, and the routes' and lazy parts' code it holds. The browser hydrates from exactly
 * this.
 */
export interface PageState {
  renderedAt: number;
  queries: DehydratedState;
  /** The lazy parts in the HTML, by module (components/lazy-part.tsx): loaded before hydrating. */
  parts: string[];
  /**
   * The modules of the page's lazy routes (the route handles' `module`): the browser loads those
   * routes before hydrating without matching the address against the whole route table.
   */
  pages: string[];
  /**
   * The request carried no session cookie: the page was rendered for a visitor, signed out, and
   * the browser takes that as the answer of `GET /api/user` instead of asking.
   */
  visitor?: boolean;
}

export const PAGE_STATE_ID = 'page-state';

/** A failed query's error as JSON: an ApiError keeps its status, so `isNotFound` still holds. */
interface EncodedError {
  status: number;
  detail: string;
  code?: string;
}

/** JSON safe inside a <script> element: no '<' (so no '</script>'), no U+2028/U+2029 line breaks. */
export function serializePageState(state: PageState): string {
  const encoded: PageState = {
    ...state,
    queries: {
      ...state.queries,
      queries: state.queries.queries.map((query) =>
        query.state.error
          ? // Plain JSON in an Error's place until parsePageState revives it.
            { ...query, state: { ...query.state, error: encodeError(query.state.error) as Error } }
          : query,
      ),
    },
  };
  return JSON.stringify(encoded)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function parsePageState(json: string): PageState {
  const state = JSON.parse(json) as PageState;
  return {
    ...state,
    queries: {
      ...state.queries,
      queries: state.queries.queries.map((query) =>
        query.state.error
          ? { ...query, state: { ...query.state, error: decodeError(query.state.error) } }
          : query,
      ),
    },
  };
}

function encodeError(error: unknown): EncodedError & Partial<Error> {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      detail: error.detail,
      ...(error.code ? { code: error.code } : {}),
    };
  }
  return { status: 0, detail: error instanceof Error ? error.message : 'Request failed' };
}

function decodeError(value: unknown): Error {
  const { status, detail, code } = value as EncodedError;
  return status > 0 ? new ApiError(status, detail, code) : new Error(detail);
}

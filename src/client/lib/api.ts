import type { ErrorBody } from '../../shared/contracts/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer from the API. `message` reads '{status}: {detail}' as the specification's
 * failed-request format asks; `detail` is the part a person should read (the server's message).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(`${status}: ${detail}`);
  }
}

/** The request never got an answer (offline, server down, blocked). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** How a request reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server render routes requests in-process (entry-server.tsx); the browser never calls this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export const networkErrorText = 'Could not reach the server. Check your connection and try again.';

/**
 * Picks the text of a failed answer: the JSON body's `message`, else the raw body text, else the
 * status text, else a generic line (a bare status like 502 from a proxy has neither).
 */
export function describeFailedResponse(
  status: number,
  statusText: string,
  bodyText: string,
): { detail: string; code?: string } {
  const text = bodyText.trim();
  if (text) {
    const body = safeJsonParse(text);
    if (isErrorBody(body)) return { detail: body.message, code: body.code };
    return { detail: text };
  }
  return { detail: statusText.trim() || `Request failed with status ${status}` };
}

/**
 * The contract's error body (`errorBodySchema`: a string `message`, an optional string `code`),
 * checked by hand: every page needs this, and zod loads only with the first answer it parses.
 */
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { message, code } = value as Record<string, unknown>;
  return typeof message === 'string' && (code === undefined || typeof code === 'string');
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The line to show a person for any thrown value: the server's own words when there are some. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The one way the client talks to the API: JSON in and out, cookies sent (same origin).
 * Resolves with the parsed body (undefined for an empty answer such as 204), throws ApiError for a
 * non-OK status and NetworkError when no answer came.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  /** Extra request headers, such as the `Idempotency-Key` of a payment. */
  headers?: Record<string, string>,
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
  };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(path, init);
  } catch {
    throw new NetworkError(networkErrorText);
  }

  const text = await response.text();
  if (!response.ok) {
    const { detail, code } = describeFailedResponse(response.status, response.statusText, text);
    throw new ApiError(response.status, detail, code);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Whether a request failed because the thing asked for does not exist (404), whatever it is. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

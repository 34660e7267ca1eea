import { NetworkError, networkErrorText } from './api';

/** What the client uses of a contract's schema (zod's `parse` and `safeParse`). */
export interface Schema<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * A contract schema loaded on first use. The shared contracts are zod schemas, and
 * zod with them is about a quarter of a first visit's JavaScript; a server-rendered page hydrates
 * from its HTML without parsing anything, so the browser loads the schemas with its first request
 * instead. Code in the first visit's path imports the contract modules for their types only and
 * reaches their schemas through this (`import()` of the module inside `load`).
 */
export function lazySchema<T>(load: () => Promise<Schema<T>>): () => Promise<Schema<T>> {
  let loading: Promise<Schema<T>> | undefined;
  return () => {
    loading ??= import('./zod-jitless').then(load).catch(() => {
      // A chunk that did not arrive (offline, a new release): try again on the next call.
      loading = undefined;
      throw new NetworkError(networkErrorText);
    });
    return loading;
  };
}

/**
 * An API answer parsed with a lazily loaded schema, loaded once the answer has arrived: a request
 * that fails (a 401) loads no schema, and a first visit that only reads the page it was given runs no zod at all. A signed-in
 * shopper has been here before, and the schemas' files come from the browser's cache.
 */
export async function parseAnswer<T>(
  schema: () => Promise<Schema<T>>,
  answer: Promise<unknown>,
): Promise<T> {
  const body = await answer;
  return (await schema()).parse(body);
}

/**
 * A value parsed with a lazily loaded schema, or null when it does not fit, or when the schema
 * could not be loaded (offline): for answers the caller can do without (it reads the thing again).
 */
export async function parseOrNull<T>(
  schema: () => Promise<Schema<T>>,
  value: unknown,
): Promise<T | null> {
  try {
    const parsed = (await schema()).safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { LruCache } from '../../lru-cache';

export interface CachedResponse {
  body: string;
  /** For lists: how many products match in all (X-Total-Count). */
  total?: number;
  /** The body gzipped, made once on first demand (off the event loop) and shared by every request. */
  gzip?: Promise<Buffer>;
}

/**
 * A small per-process LRU of serialised responses, bounded by entries and bytes (of the body).
 * Entries are keyed by the catalogue version, so a change anywhere simply makes old keys
 * unreachable until evicted.
 */
export class ResponseCache extends LruCache<CachedResponse> {
  constructor(maxEntries = 200, maxBytes = 64 * 1024 * 1024) {
    super(maxEntries, maxBytes, (entry) => entry.body.length);
  }
}

/**
 * A small per-process LRU of serialised responses, bounded by entries and bytes. Entries are keyed by
 * the catalogue version, so a change anywhere simply makes old keys unreachable until evicted.
 */
export interface CachedResponse {
  body: string;
  /** For lists: how many products match in all (X-Total-Count). */
  total?: number;
  /** The body gzipped, made once on first demand (off the event loop) and shared by every request. */
  gzip?: Promise<Buffer>;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Loads under way: concurrent misses of one key wait for the same load instead of repeating it. */
  private readonly loading = new Map<string, Promise<CachedResponse>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 200,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      // Most recently used goes to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The cached entry, or the result of `load` (run once however many callers miss at the same time). */
  async getOrLoad(key: string, load: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const cached = this.get(key);
    if (cached) return cached;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((entry) => {
          this.set(key, entry);
          return entry;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  set(key: string, entry: CachedResponse): void {
    if (entry.body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  get size(): number {
    return this.entries.size;
  }
}

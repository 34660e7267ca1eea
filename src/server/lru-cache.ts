/**
 * A per-process LRU bounded by entries and bytes, with one load per key however many callers miss
 * it at the same time. Keys carry what the value depends on (a catalogue version, a picture's
 * content), so a change simply makes old keys unreachable until they are evicted.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  /** Loads under way: concurrent misses of one key wait for the same load instead of repeating it. */
  private readonly loading = new Map<string, Promise<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    /** What a value counts against `maxBytes`. */
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used goes to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The cached value, or the result of `load` (run once however many callers miss at the same time). */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.set(key, value);
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  set(key: string, value: V): void {
    if (this.sizeOf(value) > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += this.sizeOf(value);
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(value);
  }

  get size(): number {
    return this.entries.size;
  }
}

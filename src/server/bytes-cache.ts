/**
 * Pictures the server draws (share cards, sized copies of stored images) kept in memory, least
 * recently used out first, bounded by count and bytes. Keys carry everything the picture shows (see
 * modules/seo/share-images.service.ts, modules/images/image-sizes.ts), so an edited product is a
 * new key and its old picture simply ages out.
 */
export class BytesCache {
  private readonly entries = new Map<string, Buffer>();
  /** Drawings under way: a burst of crawlers for one new link draws it once. */
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 300,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  async getOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((image) => {
          this.set(key, image);
          return image;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  private set(key: string, image: Buffer): void {
    if (image.length > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

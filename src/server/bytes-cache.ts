import { LruCache } from './lru-cache';

/**
 * Pictures the server draws (share cards, sized copies of stored images) kept in memory, least
 * recently used out first, bounded by count and bytes. Keys carry everything the picture shows (see
 * modules/seo/share-images.service.ts, modules/images/image-sizes.ts), so an edited product is a
 * new key and its old picture simply ages out; a burst of crawlers for one new link draws it once.
 */
export class BytesCache extends LruCache<Buffer> {
  constructor(maxEntries = 300, maxBytes = 48 * 1024 * 1024) {
    super(maxEntries, maxBytes, (image) => image.length);
  }
}

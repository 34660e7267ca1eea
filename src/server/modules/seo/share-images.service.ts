import { createHash } from 'node:crypto';
import { compactNumber } from '../../../shared/compact-number';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import { influencerMessages } from '../../../shared/contracts/influencers';
import { parseRowId } from '../../../shared/contracts/numbers';
import { totalFollowers } from '../../../shared/engagement';
import { formatCents, formatEntryPrice } from '../../../shared/money';
import { productSubtitleText, productTypeNames } from '../../../shared/page-meta';
import type { BytesCache } from '../../bytes-cache';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveProduct } from '../catalog/catalog.service';
import { getImage } from '../images/images.service';
import { findInfluencerRowsById } from '../influencers/influencers.service';
import { renderShareCard, type ShareCard } from './share-card';

/** Raised when the drawing changes, so every cached copy and client ETag is left behind. */
const DRAWING_REVISION = 1;

/** A PNG ready to send, or the news that the client's copy (If-None-Match) is current. */
export type ShareImageAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; png: Buffer };

/**
 * The card's bytes behind its ETag: the ETag is a hash of everything drawn (texts and the picture's
 * address, which is its content hash), so a revalidation needs one row read and no drawing.
 */
async function answer(
  cache: BytesCache,
  card: Omit<ShareCard, 'picture'> & { pictureUrl: string | null },
  loadPicture: () => Promise<Uint8Array | null>,
  ifNoneMatch: string | undefined,
): Promise<ShareImageAnswer> {
  const digest = createHash('sha256')
    .update(JSON.stringify([DRAWING_REVISION, card]))
    .digest('base64url')
    .slice(0, 22);
  const etag = `"${digest}"`;
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return { notModified: true, etag };
  }
  const { pictureUrl: _, ...drawn } = card;
  const png = await cache.getOrLoad(digest, async () =>
    renderShareCard({ ...drawn, picture: await loadPicture() }),
  );
  return { notModified: false, etag, png };
}

/**
 * The bytes of a picture stored by the images module ('/images/<sha256>.svg'); anything else
 * (an outside URL, a missing file) gives a card without a picture: the server fetches nothing.
 */
async function storedPicture(ctx: AppContext, url: string | null): Promise<Uint8Array | null> {
  const file = /^\/?images\/([0-9a-f]{64}\.(?:png|jpg|webp|gif|svg))$/.exec(url?.trim() ?? '')?.[1];
  if (!file) return null;
  try {
    return (await getImage(ctx, file)).bytes;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** GET /share/product/:id.png: the picture, name, price and the $1 entry when it can be played. */
export async function productShareImage(
  ctx: AppContext,
  cache: BytesCache,
  rawId: string,
  ifNoneMatch?: string,
): Promise<ShareImageAnswer> {
  const id = parseRowId(rawId);
  const product = id === null ? undefined : await findLiveProduct(ctx, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const subtitle = productSubtitleText(product);
  return answer(
    cache,
    {
      pictureUrl: product.imageUrl,
      kicker: productTypeNames[product.productType] ?? 'Product',
      title: product.brand,
      subtitle: subtitle || undefined,
      highlight: formatCents(product.priceCents),
      badge: product.playEnabled
        ? `Play for it with a ${formatEntryPrice(product.entryPriceCents)} entry`
        : product.quantity > 0
          ? 'Free local delivery in 2-3 hours'
          : 'Out of stock',
    },
    () => storedPicture(ctx, product.imageUrl),
    ifNoneMatch,
  );
}

/** GET /share/influencer/:id.png: the avatar, name, handle, category, city and followers. */
export async function influencerShareImage(
  ctx: AppContext,
  cache: BytesCache,
  id: string,
  ifNoneMatch?: string,
): Promise<ShareImageAnswer> {
  const [influencer] = id.length <= 100 ? await findInfluencerRowsById(ctx, [id]) : [];
  if (!influencer) throw new AppError('NOT_FOUND', influencerMessages.notFound);
  return answer(
    cache,
    {
      pictureUrl: influencer.avatarUrl,
      round: true,
      kicker: [influencer.category, influencer.location].filter(Boolean).join(' · '),
      title: influencer.name,
      subtitle: influencer.handle,
      highlight: `${compactNumber(totalFollowers(influencer.followers))} followers`,
      badge: 'Pick them for your team',
    },
    () => storedPicture(ctx, influencer.avatarUrl),
    ifNoneMatch,
  );
}

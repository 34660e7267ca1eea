import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_PRODUCT_IMAGE,
  type ImageShape,
  resolveImagePath,
  sizedCopies,
} from '../../shared/image-path';
import { cn } from '../lib/class-names';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** The first screenful loads eagerly; the rest waits until it scrolls near. */
  eager?: boolean;
  /** Shown instead of the default image when the picture is missing or broken (e.g. per type). */
  fallbackSrc?: string;
  /**
   * How the picture is shown (IMAGE_SHAPES: its `sizes` and widest copy), so the browser picks the
   * sized copy that fills it. A thumbnail by default; a card or a page's main
   * picture says so.
   */
  shape?: ImageShape;
}

/**
 * A product picture that falls back to the default image when its own fails to load, and to a
 * plain placeholder if even that one is missing, so a card never shows a broken-image icon.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  fallbackSrc,
  shape = 'thumbnail',
}: ProductImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = imageCandidates(src, fallbackSrc).find((candidate) => !failed.has(candidate));
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered picture may have failed before hydration attached onError: ask it.
  useEffect(() => {
    const element = image.current;
    if (!current || !element?.complete) return;
    element.decode().catch(() => {
      if (element.isConnected && element.complete) {
        setFailed((previous) => new Set(previous).add(current));
      }
    });
  }, [current]);

  if (current === undefined) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-sand-100 text-slate-400', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }

  return (
    <img
      ref={image}
      src={current}
      {...sizedCopies(current, shape)}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // The first screenful's picture is usually the page's largest paint: fetch it first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed((previous) => new Set(previous).add(current))}
      className={cn('object-cover', className)}
    />
  );
}

/** What to try, in order: the product's own picture, the fallback, the default image. */
export function imageCandidates(src: string | null | undefined, fallbackSrc?: string): string[] {
  const resolved = resolveImagePath(src);
  const own = resolved === DEFAULT_PRODUCT_IMAGE ? [] : [resolved];
  return [...new Set([...own, ...(fallbackSrc ? [fallbackSrc] : []), DEFAULT_PRODUCT_IMAGE])];
}

import { useState } from 'react';
import { sizedCopies } from '../../shared/image-path';
import { cn } from '../lib/class-names';
import { nameInitials } from '../lib/name-initials';

/** Like product images, a relative picture path is served from the site root; '' has none. */
function avatarSrc(src: string): string | undefined {
  const value = src.trim();
  if (!value) return undefined;
  if (/^(https?:\/\/|data:)/i.test(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

/** An influencer's picture, or their initials when there is none or it cannot load. */
export function InfluencerAvatar({
  src,
  name,
  className,
  eager = false,
}: {
  src: string;
  name: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-ocean-600 to-ocean-900 ring-2 ring-white',
    className,
  );
  const url = avatarSrc(src);
  if (failed || !url) {
    return (
      <span className={box} aria-hidden="true">
        <span className="text-sm font-bold tracking-wide text-white">{nameInitials(name)}</span>
      </span>
    );
  }
  return (
    <img
      src={url}
      // Avatars are thumbnails (at most size-24): the browser picks the sized copy.
      {...sizedCopies(url, 'thumbnail')}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, 'object-cover')}
    />
  );
}

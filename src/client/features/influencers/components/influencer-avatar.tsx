import { useState } from 'react';
import { cn } from '../../../lib/utils';
import { nameInitials } from '../lib/directory';

/** The influencer's picture, or their initials when it cannot load. */
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
  if (failed || !src) {
    return (
      <span className={box} aria-hidden="true">
        <span className="text-sm font-bold tracking-wide text-white">{nameInitials(name)}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, 'object-cover')}
    />
  );
}

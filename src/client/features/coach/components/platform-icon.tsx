import type { ReactNode } from 'react';
import type { CoachPlatform } from '../../../../shared/coach-rules';
import { cn } from '../../../lib/class-names';

/**
 * The four platforms' marks, drawn here because the icon set carries no brand logos. Decorative:
 * the platform's name is always written beside them.
 */
export function PlatformIcon({
  platform,
  className,
}: {
  platform: CoachPlatform;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={cn('size-6', className)}
    >
      {platformMarks[platform]}
    </svg>
  );
}

const platformMarks: Record<CoachPlatform, ReactNode> = {
  twitter: (
    <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.6l5.24 6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3Z" />
  ),
  instagram: (
    <>
      <rect
        x="2.5"
        y="2.5"
        width="19"
        height="19"
        rx="5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <circle cx="12" cy="12" r="4.25" fill="none" stroke="currentColor" strokeWidth={2} />
      <circle cx="17.6" cy="6.4" r="1.1" />
    </>
  ),
  youtube: (
    <path d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8ZM9.6 15.6V8.4l6.3 3.6Z" />
  ),
  tiktok: (
    <path d="M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03a10.7 10.7 0 0 1-4.2-.97 12 12 0 0 1-1.62-.93c-.01 2.92.01 5.84-.02 8.75a7.6 7.6 0 0 1-1.35 3.94 7.5 7.5 0 0 1-5.91 3.21 7.3 7.3 0 0 1-4.08-1.03 7.5 7.5 0 0 1-3.65-5.71c-.02-.5-.03-1-.01-1.49a7.6 7.6 0 0 1 2.58-4.96 7.5 7.5 0 0 1 6.15-1.72c.02 1.48-.04 2.96-.04 4.44a3.4 3.4 0 0 0-3.02.37 3.5 3.5 0 0 0-1.36 1.75c-.21.51-.15 1.07-.14 1.61.24 1.64 1.82 3.02 3.5 2.87a3.3 3.3 0 0 0 2.77-1.61c.19-.33.4-.67.41-1.06.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07Z" />
  ),
};

/** Each platform's card colours (tile behind the mark). */
export const platformTileClass: Record<CoachPlatform, string> = {
  twitter: 'bg-slate-950 text-white',
  instagram: 'bg-linear-to-br from-amber-400 via-pink-500 to-purple-600 text-white',
  youtube: 'bg-red-600 text-white',
  tiktok: 'bg-slate-950 text-cyan-300',
};

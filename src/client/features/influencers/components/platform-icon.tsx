import { AtSign, Camera, Globe, Music2, Video } from 'lucide-react';

/** Brand-neutral icons for each platform (lucide has no brand marks). */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const Icon =
    platform === 'instagram'
      ? Camera
      : platform === 'tiktok'
        ? Music2
        : platform === 'youtube'
          ? Video
          : platform === 'twitter'
            ? AtSign
            : Globe;
  return <Icon aria-hidden="true" className={className} />;
}

import { Avatar } from 'radix-ui';
import { cn } from '../lib/utils';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Like product images, but a missing picture shows initials rather than the default product. */
function avatarSrc(src: string): string | undefined {
  const value = src.trim();
  if (!value) return undefined;
  if (/^(https?:\/\/|data:)/i.test(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

/** An influencer's picture, or their initials while it loads or if it is missing. */
export function InfluencerAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-ocean-500 to-ocean-800 ring-2 ring-white',
        className,
      )}
    >
      {avatarSrc(src) && (
        <Avatar.Image src={avatarSrc(src)} alt="" className="size-full object-cover" />
      )}
      <Avatar.Fallback className="text-sm font-bold text-white">{initialsOf(name)}</Avatar.Fallback>
    </Avatar.Root>
  );
}

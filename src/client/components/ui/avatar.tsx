import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/class-names';

export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-ocean-700 to-ocean-900 ring-2 ring-white',
        className,
      )}
    >
      <AvatarPrimitive.Fallback className="text-xs font-bold tracking-wide text-white">
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

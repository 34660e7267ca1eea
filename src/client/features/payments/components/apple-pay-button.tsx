import { Apple, LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/class-names';

/** Apple's black pay button, as their guidelines draw it. */
export function ApplePayButton({
  pending = false,
  className,
  ...props
}: ComponentProps<'button'> & { pending?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Apple Pay"
      className={cn(
        'inline-flex h-11 cursor-pointer items-center justify-center gap-1 rounded-full bg-black px-6 text-base font-semibold text-white transition-colors hover:bg-slate-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500 disabled:pointer-events-none disabled:opacity-60',
        className,
      )}
      {...props}
      disabled={pending || props.disabled}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Apple aria-hidden="true" className="size-4 fill-current" />
      )}
      <span aria-hidden="true">Pay</span>
    </button>
  );
}

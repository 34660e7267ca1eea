import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

/**
 * A styled native <select>: the phone's own picker on mobile, full keyboard and screen-reader
 * support everywhere. Pair it with a <Label htmlFor>.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white py-0 pr-10 pl-3.5 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
          'focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-500/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../../lib/class-names';

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={4}
      className={cn(
        'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-ocean-500/40',
        'aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

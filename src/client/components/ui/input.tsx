import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-500/40',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
        className,
      )}
      {...props}
    />
  );
}

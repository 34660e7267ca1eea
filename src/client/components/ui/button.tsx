import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { useHydrated } from '../../lib/use-hydrated';

const variants = {
  primary: 'bg-ocean-800 text-white shadow-sm hover:bg-ocean-700 active:bg-ocean-900',
  accent: 'bg-coral-500 text-white shadow-sm hover:bg-coral-600 active:bg-coral-700',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-xs hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  link: 'text-ocean-700 underline-offset-4 hover:underline',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
  inline: 'h-auto min-h-6 p-0 text-sm',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(buttonClassName(variant, size), className);
  // On a server-rendered page a button does nothing until the app has taken the page over: it says
  // so (aria-disabled, which browsers' automation also waits for) without changing its look.
  const hydrated = useHydrated();
  if (asChild) return <Slot.Root className={classes} {...props} />;
  // Default to type="button" so a button inside a form never submits by accident.
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      {...props}
      aria-disabled={hydrated ? props['aria-disabled'] : true}
    />
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

/** An inline validation message under a field; link it with the input's aria-describedby. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm font-medium text-red-600', className)} {...props}>
      {children}
    </p>
  );
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/class-names';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-6 animate-spin text-ocean-600', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner filling the page body while something the whole screen needs is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

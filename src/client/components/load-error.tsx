import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { getErrorMessage } from '../lib/api';
import { Button } from './ui/button';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({
  error,
  onRetry,
  title = "We couldn't load these products",
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
    >
      <TriangleExclamationPoint aria-hidden="true" className="size-6 text-red-600" />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{getErrorMessage(error)}</p>
      </div>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

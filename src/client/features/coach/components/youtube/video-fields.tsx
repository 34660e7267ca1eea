import { Sparkles } from 'lucide-react';
import { cn } from '../../../../lib/class-names';
import { formatBoost } from '../../lib/coach-platforms';

/** The look of a multi-line field, matching the UI kit's Input. */
export const textareaClassName = cn(
  'block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
  'placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-500/40',
);

/** '12/100' under a field; amber near the limit, red at it. */
export function CharacterCount({
  id,
  length,
  limit,
}: {
  id: string;
  length: number;
  limit: number;
}) {
  return (
    <span
      id={id}
      data-testid={id}
      className={cn(
        'text-xs font-medium tabular-nums',
        length >= limit
          ? 'text-red-600'
          : length >= limit * 0.9
            ? 'text-amber-600'
            : 'text-slate-500',
      )}
    >
      {`${length}/${limit}`}
    </span>
  );
}

/** The campaign's boost as the shared rules compute it, with how far it is from the most. */
export function BoostMeter({ boost, max, hint }: { boost: number; max: number; hint: string }) {
  const percent = max > 0 ? Math.round((boost / max) * 100) : 0;
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/70 p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-900">
          <Sparkles aria-hidden="true" className="size-4" />
          Campaign Boost
        </span>
        <span
          data-testid="campaign-boost"
          className="text-lg font-extrabold text-emerald-700 tabular-nums"
        >
          {formatBoost(boost)}
          <span className="text-xs font-semibold text-emerald-700">{` / ${max}`}</span>
        </span>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-emerald-100">
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-emerald-900/80">{hint}</p>
    </div>
  );
}

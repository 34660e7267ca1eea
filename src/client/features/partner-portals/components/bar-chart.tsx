import { cn } from '../../../lib/class-names';

export interface Bar {
  label: string;
  value: number;
  /** What the bar's end reads, e.g. '$1,200.00' or '12 units'. */
  display: string;
  highlight?: boolean;
}

/** A horizontal bar chart of plain elements: readable on phones, and screen readers get a list. */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {bars.map((bar) => (
        <li
          key={bar.label}
          className="grid grid-cols-1 gap-1 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-center sm:gap-3"
        >
          <span className="truncate text-sm font-medium text-slate-700" title={bar.label}>
            {bar.label}
          </span>
          <span className="flex items-center gap-2">
            <span className="h-6 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span
                className={cn(
                  'block h-full rounded-full transition-[width] duration-500',
                  bar.highlight ? 'bg-amber-500' : 'bg-ocean-600',
                )}
                style={{ width: `${Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * 100)}%` }}
              />
            </span>
            <span className="w-20 shrink-0 text-right sm:w-24 text-sm font-semibold text-slate-900 tabular-nums">
              {bar.display}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

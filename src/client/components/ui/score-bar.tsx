import { cn } from '../../lib/class-names';

interface ScoreBarProps {
  /** The bar's length, as a percentage of the track. */
  percent: number;
  /** The track's height in pixels (its ends are rounded to half of it). */
  height: 6 | 8;
  /** The fill's colour (`fill-coral-500`). */
  fillClassName: string;
  className?: string;
  testId?: string;
}

const HEIGHT_CLASS = { 6: 'h-1.5', 8: 'h-2' } as const;

/**
 * A leaderboard's bar: a rounded track with a rounded fill as long as a share of the longest. Drawn
 * in SVG so its length is an attribute of the fill, not an inline style (html-validate's
 * no-inline-style). Decorative: the score beside it says the same.
 */
export function ScoreBar({ percent, height, fillClassName, className, testId }: ScoreBarProps) {
  const radius = height / 2;
  return (
    <svg
      aria-hidden="true"
      className={cn(
        'block w-full overflow-hidden rounded-full bg-slate-100',
        HEIGHT_CLASS[height],
        className,
      )}
    >
      <rect
        data-testid={testId}
        width={`${Math.min(Math.max(percent, 0), 100)}%`}
        height="100%"
        rx={radius}
        ry={radius}
        className={fillClassName}
      />
    </svg>
  );
}

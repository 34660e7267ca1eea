import { cn } from '../../../lib/utils';

const terms = ['score =', 'posts × 10 +', 'likes +', 'shares × 2 +', 'comments × 1.5'];

/** The influencer scoring formula; lines break only between terms, never inside "shares × 2". */
export function ScoreFormula({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'rounded-xl bg-white px-4 py-3 text-center font-mono text-sm font-semibold text-ocean-900 ring-1 ring-ocean-100',
        className,
      )}
    >
      {terms.map((term, index) => (
        <span key={term} className="whitespace-nowrap">
          {term}
          {index < terms.length - 1 ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}

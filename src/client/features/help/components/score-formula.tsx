import { Fragment } from 'react';
import { cn } from '../../../lib/utils';

const terms = ['score =', 'posts × 10 +', 'likes +', 'shares × 2 +', 'comments × 1.5'];

/** The influencer scoring formula; lines break only between terms, never inside "shares × 2". */
export function ScoreFormula({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'rounded-xl bg-white px-4 break-words py-3 text-center font-mono text-sm font-semibold text-ocean-900 ring-1 ring-ocean-100',
        className,
      )}
    >
      {terms.map((term, index) => (
        // The space sits outside the unbreakable term: a line may break there on a narrow screen.
        <Fragment key={term}>
          <span className="whitespace-nowrap">{term}</span>
          {index < terms.length - 1 ? ' ' : ''}
        </Fragment>
      ))}
    </p>
  );
}

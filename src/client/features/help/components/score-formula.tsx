import { Fragment } from 'react';
import { SCORE_WEIGHTS } from '../../../../shared/competition-rules';
import { cn } from '../../../lib/class-names';

const weighted = (name: keyof typeof SCORE_WEIGHTS) =>
  SCORE_WEIGHTS[name] === 1 ? name : `${name} × ${SCORE_WEIGHTS[name]}`;

/** The server's own weights (src/shared/competition-rules.ts), term by term. */
const terms = [
  'score =',
  `${weighted('posts')} +`,
  `${weighted('likes')} +`,
  `${weighted('shares')} +`,
  weighted('comments'),
];

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

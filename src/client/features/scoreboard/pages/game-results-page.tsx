import { BadgeCheck, Download, Fingerprint, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CompetitionSummary, GameResults } from '../../../../shared/contracts/competitions';
import { RESULTS_PAGE_DESCRIPTION } from '../../../../shared/page-meta';
import { TIE_BREAK_TEXT, type Verification, verifyResults } from '../../../../shared/results';
import { formatShopStamp } from '../../../../shared/shop-time';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, getErrorMessage, isNotFound } from '../../../lib/api';
import { productName } from '../../../lib/product-display';
import { useNowAtRender } from '../../../lib/use-now';
import { useGame, useGameResults } from '../../competitions';
import { GameNotFound } from '../components/game-not-found';
import { GameStatusBadge } from '../components/game-status';

/** Entries listed at first; the rest on request (a game has up to 1,000). */
const FIRST_ROWS = 50;

const DESCRIPTION = RESULTS_PAGE_DESCRIPTION;

/**
 * /game-results/:gameId: a completed game's published results (GET /api/games/:id/results), the
 * commitment made when it started, and a button that recomputes the ranking and the commitment in
 * the browser from that JSON alone (src/shared/results.ts, the same code the README's script uses).
 */
export function GameResultsPage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const results = useGameResults(gameId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      {game.isPending ? (
        <>
          <PageMeta title="Game results" description={DESCRIPTION} />
          <ResultsSkeleton />
        </>
      ) : game.isError ? (
        isNotFound(game.error) ? (
          <GameNotFound />
        ) : (
          <>
            <PageMeta title="Game results" description={DESCRIPTION} />
            <LoadError
              error={game.error}
              onRetry={() => game.refetch()}
              title="We couldn't load this game"
            />
          </>
        )
      ) : (
        <div className="flex flex-col gap-6">
          <PageMeta
            title={`${productName(game.data.product)} game results`}
            description={DESCRIPTION}
          />
          <ResultsHeader game={game.data} />
          <CommitmentCard game={game.data} results={results.data} />
          {results.isPending ? (
            <ResultsSkeleton />
          ) : results.isError ? (
            results.error instanceof ApiError && results.error.status === 409 ? (
              <Card>
                <CardContent className="px-5 py-6 text-slate-700" data-testid="results-not-ready">
                  {game.data.status === 'cancelled'
                    ? 'This game was cancelled before it started; every entry was refunded.'
                    : getErrorMessage(results.error)}{' '}
                  <Link
                    to={`/game-tracking/${game.data.id}`}
                    className="font-semibold text-ocean-700 underline underline-offset-2"
                  >
                    Follow the game
                  </Link>
                </CardContent>
              </Card>
            ) : (
              <LoadError
                error={results.error}
                onRetry={() => results.refetch()}
                title="We couldn't load the results"
              />
            )
          ) : (
            <ResultsBody results={results.data} />
          )}
        </div>
      )}
    </div>
  );
}

function ResultsHeader({ game }: { game: CompetitionSummary }) {
  const now = useNowAtRender();
  return (
    <Card>
      <CardContent className="p-5 sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
            {`Game #${game.id} results`}
          </p>
          <GameStatusBadge status={game.status} />
        </div>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
          {productName(game.product)}
        </h1>
        <p className="mt-2 text-slate-700">
          {playedText(game, now)}
          <Link
            to={`/game-tracking/${game.id}`}
            className="inline-flex min-h-6 items-center font-semibold text-ocean-700 underline underline-offset-2"
          >
            Back to the game
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * When the game is played, as true as its status: 'Played … to …' only once it has completed; a
 * game not yet played says when it starts (a full game's start is set), a cancelled one nothing.
 */
function playedText(game: CompetitionSummary, now: Date): string {
  if (!game.startTime || !game.endTime) return '';
  const start = formatShopStamp(game.startTime, now);
  const end = formatShopStamp(game.endTime, now);
  switch (game.status) {
    case 'completed':
      return `Played ${start} to ${end}. `;
    case 'active':
      return `Started ${start}, ends ${end}. `;
    case 'waiting':
      return `Starts ${start}, ends ${end}. `;
    default:
      return '';
  }
}

/** The hash made at the start, and what it covers. */
function CommitmentCard({ game, results }: { game: CompetitionSummary; results?: GameResults }) {
  const now = useNowAtRender();
  const commitment = results?.commitment ?? game.commitment;
  const influencers = results
    ? new Set(results.entries.flatMap((entry) => entry.influencers.map((i) => i.id))).size
    : null;
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold text-ocean-950">
          <Fingerprint aria-hidden="true" className="size-5 text-ocean-700" />
          Commitment
        </h2>
        {commitment ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              SHA-256, made when the game started ({formatShopStamp(commitment.createdAt, now)}):
            </p>
            <p
              data-testid="commitment"
              className="mt-2 rounded-lg bg-sand-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
            >
              {commitment.sha256}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              {results && influencers !== null
                ? `It covers the ${results.entries.length} entries (entry id, entry time, team) and the baseline snapshot of each of the ${influencers} influencers chosen, as canonical JSON.`
                : 'It covers every entry (entry id, entry time, team) and the baseline snapshot of each influencer chosen, as canonical JSON.'}
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            {game.status === 'waiting'
              ? 'The commitment is made when the game starts.'
              : 'This game started before commitments were published.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** What the results body shows: a competition's results, or a room's or free-play game's. */
export type ShownResults = Pick<GameResults, 'commitment' | 'formula' | 'entries' | 'tieBreak'> & {
  competitionId: number | string;
};

export function ResultsBody({
  results,
  jsonUrl = `/api/games/${results.competitionId}/results`,
  tieBreakText = TIE_BREAK_TEXT,
}: {
  results: ShownResults;
  jsonUrl?: string;
  /** The tie-break in words (the published rule names JSON fields). */
  tieBreakText?: string;
}) {
  const now = useNowAtRender();
  const [check, setCheck] = useState<Verification | 'checking' | { error: string } | null>(null);
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? results.entries : results.entries.slice(0, FIRST_ROWS);

  async function runCheck() {
    setCheck('checking');
    try {
      setCheck(await verifyResults(results));
    } catch (error) {
      setCheck({ error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-ocean-950">How it was scored</h2>
          <p className="mt-2 text-slate-700">{results.formula.text}.</p>
          <p className="mt-2 text-slate-700">{tieBreakText}</p>
          {results.tieBreak.ties.length > 0 && (
            <ul className="mt-2 text-sm text-slate-700">
              {results.tieBreak.ties.map((tie) => (
                <li key={tie.score} className="ml-5 list-disc">
                  {`Tied at ${tie.score}: entries ${tie.playIds.join(', ')}, ranked in that order.`}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={runCheck} disabled={check === 'checking'}>
              <BadgeCheck aria-hidden="true" />
              Check these results
            </Button>
            <Button asChild variant="outline">
              <a href={jsonUrl} download>
                <Download aria-hidden="true" />
                Download the JSON
              </a>
            </Button>
          </div>
          <CheckOutcome check={check} />
        </CardContent>
      </Card>

      <Card>
        <h2 className="border-b border-slate-100 px-4 py-4 text-lg font-bold text-ocean-950 sm:px-6">
          Entries
        </h2>
        <ol aria-label="Results" className="divide-y divide-slate-100">
          {rows.map((entry) => (
            <li key={entry.playId} data-testid="result-row" className="px-4 py-3 sm:px-6">
              <details>
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800 tabular-nums">
                    <span className="sr-only">Rank </span>
                    {entry.rank}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold wrap-anywhere text-slate-900">
                      {entry.player}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {`Entry ${entry.playId}, entered ${formatShopStamp(entry.enteredAt, now)}`}
                    </span>
                  </span>
                  <span
                    className="font-bold text-ocean-950 tabular-nums"
                    data-testid="result-score"
                  >
                    {entry.score}
                    <span className="ml-1 text-xs font-semibold text-slate-600">pts</span>
                  </span>
                </summary>
                <InfluencerTable entry={entry} />
              </details>
            </li>
          ))}
        </ol>
        {results.entries.length > FIRST_ROWS && (
          <div className="border-t border-slate-100 px-4 py-3 sm:px-6">
            <Button variant="ghost" size="sm" onClick={() => setShowAll((shown) => !shown)}>
              {showAll ? 'Show fewer' : `Show all ${results.entries.length} entries`}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}

function CheckOutcome({ check }: { check: Verification | 'checking' | { error: string } | null }) {
  if (check === null) return null;
  if (check === 'checking') {
    return (
      <p role="status" className="mt-4 text-slate-700">
        Checking…
      </p>
    );
  }
  if ('error' in check) {
    return (
      <p role="alert" className="mt-4 text-red-700">
        {`This browser couldn't run the check: ${check.error}`}
      </p>
    );
  }
  const ok = check.problems.length === 0;
  return (
    <div
      role="status"
      data-testid="verification"
      data-ok={ok ? 'true' : 'false'}
      className={`mt-4 rounded-xl px-4 py-3 ${ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {ok ? (
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        )}
        {ok
          ? 'These results check out: recomputed in your browser from the published counters, every score, rank and the commitment agree.'
          : 'These results do not check out:'}
      </p>
      {!ok && (
        <ul className="mt-2 text-sm">
          {check.problems.map((problem) => (
            <li key={problem} className="ml-5 list-disc">
              {problem}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">Recomputed ranking:</p>
      <ol className="mt-1 text-sm" data-testid="recomputed-ranking">
        {check.ranking.slice(0, 10).map((row) => (
          <li key={row.playId} data-testid="recomputed-row" className="wrap-anywhere tabular-nums">
            {`${row.rank}. ${row.player}: ${row.score} pts`}
          </li>
        ))}
        {check.ranking.length > 10 && <li>{`… and ${check.ranking.length - 10} more`}</li>}
      </ol>
      <p className="mt-2 font-mono text-xs break-all">{`SHA-256: ${check.commitment}`}</p>
    </div>
  );
}

const counterNames = ['posts', 'likes', 'shares', 'comments'] as const;

function InfluencerTable({ entry }: { entry: ShownResults['entries'][number] }) {
  const now = useNowAtRender();
  return (
    <section
      className="mt-3 overflow-x-auto"
      aria-label={`Counters of entry ${entry.playId}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table is reached by keyboard too.
      tabIndex={0}
    >
      <table className="w-full min-w-[34rem] text-left text-xs text-slate-700">
        <caption className="sr-only">{`The team of entry ${entry.playId}`}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Influencer
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              Counters
            </th>
            {counterNames.map((name) => (
              <th key={name} scope="col" className="py-1 pr-2 text-right font-semibold capitalize">
                {name}
              </th>
            ))}
            <th scope="col" className="py-1 pr-2 font-semibold">
              Snapshot
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Score
            </th>
          </tr>
        </thead>
        {entry.influencers.map((influencer) => (
          <tbody key={influencer.id} className="border-t border-slate-100">
            {(['baseline', 'final'] as const).map((which) => (
              <tr key={which}>
                {which === 'baseline' && (
                  <th
                    scope="rowgroup"
                    rowSpan={2}
                    className="py-1 pr-2 font-semibold text-slate-900"
                  >
                    {influencer.name}
                  </th>
                )}
                <td className="py-1 pr-2">{which === 'baseline' ? 'Start' : 'End'}</td>
                {counterNames.map((name) => (
                  <td key={name} className="py-1 pr-2 text-right tabular-nums">
                    {influencer[which][name]}
                  </td>
                ))}
                <td className="py-1 pr-2 tabular-nums">
                  {influencer[which].snapshotId === null
                    ? 'none'
                    : `#${influencer[which].snapshotId}, ${formatShopStamp(influencer[which].at ?? '', now)}`}
                </td>
                {which === 'baseline' && (
                  <td rowSpan={2} className="py-1 text-right font-semibold tabular-nums">
                    {influencer.score}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading the results" className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </Card>
    </div>
  );
}

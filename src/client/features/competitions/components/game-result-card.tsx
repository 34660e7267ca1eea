import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { Competition, LastCompetition } from '../../../../shared/contracts/competitions';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { abbreviate, positionText } from '../../../lib/competition-display';

export interface GameResult {
  competitionId: number;
  winner: { userId: number; username: string; score: number } | null;
  /** The viewer's own result, when they played. */
  mine: { rank: number; score: number } | null;
  entries: number;
  /** A next game is open to join on this page. */
  nextOpen: boolean;
}

/** The result of the product's last finished game, from the competition the page shows. */
export function gameResultOf(competition: Competition | null, userId: number | null) {
  if (!competition) return null;
  if (competition.gameStatus === 'completed') {
    const winnerPlay = competition.plays.find((play) => play.id === competition.winner?.playId);
    const mine = competition.plays.find((play) => userId !== null && play.userId === userId);
    return {
      competitionId: competition.id,
      winner: competition.winner
        ? {
            userId: competition.winner.userId,
            username: competition.winner.username,
            score: winnerPlay?.score ?? 0,
          }
        : null,
      mine: mine ? { rank: mine.rank, score: mine.score } : null,
      entries: competition.entriesCount,
      nextOpen: false,
    } satisfies GameResult;
  }
  const last: LastCompetition | null = competition.lastGame;
  if (!last) return null;
  return {
    competitionId: last.id,
    winner: last.winner,
    mine: last.mine,
    entries: last.entriesCount,
    nextOpen: competition.gameStatus === 'waiting',
  } satisfies GameResult;
}

/**
 * Once a game is over: who won with what team score, how the viewer did, and the next game. The
 * viewer's own last game is shown in full; anyone else's as one line.
 */
export function GameResultCard({ result, userId }: { result: GameResult; userId: number | null }) {
  const won = result.winner !== null && userId !== null && result.winner.userId === userId;
  const winnerLine = result.winner
    ? `${won ? 'You' : result.winner.username} won with a team score of ${abbreviate(result.winner.score)} pts.`
    : 'The game ended without a winner.';
  return (
    <Card className="border-amber-200 bg-amber-50/70" data-testid="game-result">
      <CardContent className="p-5 sm:p-6">
        <div className="flex gap-3">
          <Trophy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <h2 className="text-lg font-extrabold text-amber-950">
              {result.mine ? (won ? 'You won your game!' : 'Your game has ended') : 'Last game'}
            </h2>
            <p data-testid="game-result-winner" className="mt-1 text-sm text-amber-950/90">
              {winnerLine}
            </p>
            {result.mine && (
              <p
                data-testid="game-result-mine"
                className="mt-1 text-sm font-semibold text-amber-950"
              >
                {`Your team: ${abbreviate(result.mine.score)} pts · ${positionText(result.mine.rank, result.entries)}`}
              </p>
            )}
            {result.nextOpen && (
              <p className="mt-2 text-sm text-amber-950/80">
                The next game is open: pick 5 influencers to join it.
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={`/game-tracking/${result.competitionId}`}>See the final leaderboard</Link>
              </Button>
              {won && (
                <Button asChild size="sm" variant="accent">
                  <Link to="/cart">Claim prize</Link>
                </Button>
              )}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

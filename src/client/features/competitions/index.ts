/**
 * The public entry of the competitions feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export {
  mergeLeaderboard,
  useActiveGames,
  useFreeEntry,
  useGame,
  useGameResults,
  useMoreLeaderboard,
  useMyGames,
  useProductCompetition,
} from './api/competitions';
export { ProductCompetitionTab } from './components/competition-leaderboard';
export { GameResultCard, gameResultOf } from './components/game-result-card';
export { competitionTransitionAt } from './lib/competition-transition';

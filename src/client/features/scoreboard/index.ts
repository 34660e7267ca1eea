/**
 * The public entry of the scoreboard feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { GameProduct } from './components/game-product';
export { GameStatusBadge, RemainingTime } from './components/game-status';
export { PrizeActions } from './components/prize-actions';
export { TopPlayers } from './components/top-players';
export { isFull, splitActiveGames } from './lib/scoreboard';

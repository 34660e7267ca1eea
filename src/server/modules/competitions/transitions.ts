import { type SQL, sql } from 'drizzle-orm';
import {
  type CompetitionMove,
  type CompetitionStatus,
  competitionStatuses,
  INITIAL_COMPETITION_STATUS,
  OPEN_COMPETITION_STATUSES,
  transition,
} from '../../../shared/competition-rules';

/**
 * A status as an SQL literal rather than a parameter, so the planner can match the partial
 * one-open-per-product index; only the four known statuses ever get here.
 */
function literal(status: CompetitionStatus): SQL {
  if (!competitionStatuses.includes(status)) throw new Error(`unknown status ${String(status)}`);
  return sql.raw(`'${status}'`);
}

/**
 * The two halves of a set-based move's SQL: `from` for its WHERE guard (so re-running it matches
 * nothing) and `to` for its SET. The move is checked against the transition table again here, so
 * a hand-made `{ from, to }` outside the table throws before any SQL is built.
 */
export function moveSql(move: CompetitionMove): { from: SQL; to: SQL } {
  const checked = transition(move.from, move.to);
  return { from: literal(checked.from), to: literal(checked.to) };
}

/** `('waiting', 'active')`: the statuses a product has at most one competition in. */
export const OPEN_STATUSES_SQL: SQL = sql.raw(
  `(${OPEN_COMPETITION_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/** The status a competition is created in. */
export const INITIAL_STATUS_SQL: SQL = literal(INITIAL_COMPETITION_STATUS);

import type pg from 'pg';
import type { Executor } from './client';
import { sessionOf } from './prepared';

/*
 * Statements in flight together. The shop's PostgreSQL connections run in node-postgres's pipeline
 * mode: a statement is written to the server when it is asked for, not once the previous one has
 * been answered, and the server runs a connection's statements one after another in the order they
 * were sent. Code that awaits each statement behaves as before. Code that asks for the next before
 * the answer to the last saves the round trip between them: BEGIN and a transaction's first
 * statement, a payment's key lock and its attempt's first read, an order's last statement and its
 * COMMIT. Each of those round trips cost the server and PostgreSQL about as much CPU as the
 * statement itself on a busy machine.
 */

/**
 * The answer PostgreSQL gives a COMMIT whose transaction had failed: ROLLBACK, not an error. A
 * statement sent with its COMMIT (not awaited before it) that failed would otherwise go unnoticed.
 */
export class CommitRolledBack extends Error {
  constructor() {
    super('COMMIT rolled the transaction back: one of its statements had failed');
    this.name = 'CommitRolledBack';
  }
}

/**
 * A transaction's statements sent ahead on a pipelined connection (`openDatabase`'s pools):
 *
 * - BEGIN is answered at once, so the transaction's first statement is sent behind it, one round
 *   trip for both. Should BEGIN itself fail (the connection broke), the connection is closed: what
 *   was sent behind it fails with it.
 * - A COMMIT that rolled back (a statement sent before it, not awaited, had failed) fails too.
 */
export function sendTransactionsAhead(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    const statement = statementText(args[0]);
    if (statement === 'begin') {
      answer.catch(() => closeConnection(client));
      return Promise.resolve({ ...BEGUN });
    }
    if (statement !== 'commit') return answer;
    return answer.then((result: pg.QueryResult) => {
      if (result.command === 'ROLLBACK') throw new CommitRolledBack();
      return result;
    });
  };
}

/** BEGIN's answer, as node-postgres gives it. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };

/** A statement's text when it is a plain BEGIN or COMMIT (lower case), else undefined. */
function statementText(config: unknown): string | undefined {
  const text =
    typeof config === 'string'
      ? config
      : typeof config === 'object' && config !== null
        ? (config as { text?: unknown }).text
        : undefined;
  return typeof text === 'string' ? text.trim().toLowerCase() : undefined;
}

function closeConnection(client: pg.ClientBase): void {
  (
    client as unknown as { connection?: { stream?: { destroy(): void } } }
  ).connection?.stream?.destroy();
}

/**
 * Whether `tx`'s connection pipelines (node-postgres, opened by `openDatabase`): a statement still
 * in flight when the transaction's work returns travels with its COMMIT, which fails if the
 * statement did. PGlite runs one statement at a time in the process: there, wait for it first.
 */
export function pipelines(tx: Executor): boolean {
  const client = sessionOf(tx)?.client as { pipeline?: unknown } | undefined;
  return client?.pipeline === true;
}

/** A statement sent and not awaited: how it ended, kept from the moment it was sent. */
export interface InFlight {
  /** Resolves when the statement has been answered: with its error, if it failed. */
  readonly failure: Promise<{ error: unknown } | undefined>;
}

export function inFlight(statement: Promise<unknown>): InFlight {
  return {
    failure: statement.then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
  };
}

/** Waits for a statement in flight; throws its error if it failed. */
export async function answered(statement: InFlight): Promise<void> {
  const failed = await statement.failure;
  if (failed) throw failed.error;
}

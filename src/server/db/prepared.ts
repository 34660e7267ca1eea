import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

interface Preparable<Params, Result> {
  prepare(name: string): PreparedOnce<Params, Result>;
}

interface PreparedOnce<Params, Result> {
  execute(params: Params): Promise<Result>;
}

/** The part of drizzle's session a prepared query runs through (node-postgres's and PGlite's). */
interface SessionWithClient {
  client: unknown;
  prepareQuery(
    query: unknown,
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): PreparedOnce<Record<string, unknown>, unknown>;
}

/**
 * A query every order (or a drop's every shopper) makes, built by drizzle once per process and sent
 * as a named prepared statement: PostgreSQL parses and plans it once per connection. Its
 * parameters are `sql.placeholder`s, filled by `params`: an INSERT's values are converted by their
 * columns as usual (a Date for a timestamp); a placeholder in a condition is not (dates as ISO
 * text there).
 *
 * drizzle binds a prepared query to the connection it was built on; inside a transaction the same
 * built query is run on the transaction's connection (a copy of it with that client), so building
 * (the larger part of drizzle's cost per statement) happens once however many transactions run it.
 * Should drizzle's objects not have the shape this relies on (another version), the query is built
 * on the executor each time, as before.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Executor) => Preparable<Params, Result>,
): (db: Executor, params: Params) => Promise<Result> {
  // One per driver (node-postgres, PGlite): its session's class.
  const built = new Map<unknown, PreparedOnce<Params, Result>>();
  return (db, params) => {
    const session = sessionOf(db);
    if (!session) return build(db).prepare(name).execute(params);
    let query = built.get(session.constructor);
    if (!query) {
      query = build(db).prepare(name);
      if (!('client' in query)) return query.execute(params);
      built.set(session.constructor, query);
    }
    const onThisConnection = Object.create(query) as PreparedOnce<Params, Result> & {
      client: unknown;
    };
    onThisConnection.client = session.client;
    return onThisConnection.execute(params);
  };
}

/** drizzle's session of `db`, with the driver's client (the pool, or a transaction's connection). */
export function sessionOf(db: Executor): SessionWithClient | undefined {
  const session = (db as unknown as { session?: unknown }).session;
  return typeof session === 'object' && session !== null && 'client' in session
    ? (session as SessionWithClient)
    : undefined;
}

/** The drizzle session and dialect a raw statement is prepared with (node-postgres's or PGlite's). */
function rawStatementParts(db: Executor, caller: string) {
  const session = sessionOf(db);
  const dialect = (db as unknown as { dialect?: { sqlToQuery(query: SQL): { sql: string } } })
    .dialect;
  if (!session || !dialect) throw new Error(`${caller}: not a drizzle PostgreSQL database`);
  return { session, dialect };
}

/**
 * `preparedQuery` for a raw statement (one drizzle's builder cannot express): `build` gives its SQL
 * with `sql.placeholder`s (it may embed a builder's query made on `db`, e.g. an INSERT as a CTE,
 * whose values then convert by their columns); each call answers its rows as `db.execute` would.
 */
export function preparedSql<Params extends Record<string, unknown>, Row>(
  name: string,
  build: (db: Executor) => SQL,
): (db: Executor, params: Params) => Promise<Row[]> {
  const run = preparedQuery<Params, { rows: Row[] }>(name, (db) => ({
    prepare(statementName) {
      const { session, dialect } = rawStatementParts(db, 'preparedSql');
      return session.prepareQuery(
        dialect.sqlToQuery(build(db)),
        undefined,
        statementName,
        false,
      ) as unknown as PreparedOnce<Params, { rows: Row[] }>;
    },
  }));
  return async (db, params) => (await run(db, params)).rows;
}

/**
 * The rows of a raw statement whose text is the same on every call but for its values (e.g. built
 * with optional parts that are each either there or not), sent as a named prepared statement: the
 * name is `name` and a hash of the text, so PostgreSQL parses and plans each variant once per
 * connection instead of once per call. Only for statements of a few fixed shapes: every variant
 * stays prepared on every connection it ran on.
 */
export async function selectRowsPrepared<Row>(
  db: Executor,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const { session, dialect } = rawStatementParts(db, 'selectRowsPrepared');
  const built = dialect.sqlToQuery(query);
  const variant = createHash('sha1').update(built.sql).digest('base64url').slice(0, 12);
  const prepared = session.prepareQuery(built, undefined, `${name}_${variant}`, false);
  return ((await prepared.execute({})) as { rows: Row[] }).rows;
}

import type { Executor } from './client';

interface Preparable<Params, Result> {
  prepare(name: string): { execute(params: Params): Promise<Result> };
}

/**
 * A query every request (or a drop's every shopper) makes, built once per database handle and sent
 * as a named prepared statement: drizzle builds its SQL once, and PostgreSQL parses and plans it
 * once per connection. Its parameters are `sql.placeholder`s, filled by `params` (dates as ISO
 * text: a placeholder skips the column's own conversion). Inside a transaction the query is built
 * there each time (a prepared query runs on the handle it was built on) and still sent prepared.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Executor) => Preparable<Params, Result>,
): (db: Executor, params: Params) => Promise<Result> {
  const built = new WeakMap<Executor, { execute(params: Params): Promise<Result> }>();
  return (db, params) => {
    let query = built.get(db);
    if (!query) {
      query = build(db).prepare(name);
      if (!isTransaction(db)) built.set(db, query);
    }
    return query.execute(params);
  };
}

function isTransaction(db: Executor): boolean {
  return 'rollback' in db;
}

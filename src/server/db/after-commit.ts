import type { Database, Executor } from './client';

/**
 * After-commit callbacks: work that must happen only once a transaction's writes are visible to
 * every reader (this process's in-memory caches, above all). `openDatabase` wraps the database's
 * `transaction` so that the outermost transaction runs its callbacks right after its COMMIT
 * succeeded, in registration order; a rolled-back transaction drops them.
 *
 * A callback registered inside a nested transaction (a savepoint) belongs to the outermost one and
 * runs after it commits, even if the savepoint itself was rolled back: callbacks must therefore be
 * harmless when nothing changed (an invalidation, not an increment).
 */
type Callback = () => void;

const pending = new WeakMap<object, Callback[]>();

type Transactional = Pick<Database, 'transaction'>;

/**
 * Runs `callback` once `db`'s transaction has committed; at once when `db` is not a transaction
 * (the statement the caller has just awaited has committed already). A caller that registers it
 * before its statement is answered passes the statement (`after`): outside a transaction the
 * callback then waits for it, and does not run if it failed.
 */
export function afterCommit(db: Executor, callback: Callback, after?: Promise<unknown>): void {
  const callbacks = pending.get(db);
  if (callbacks) callbacks.push(callback);
  else if (after)
    after.then(
      () => runAll([callback]),
      () => {},
    );
  else runAll([callback]);
}

/** Whether `db` is a transaction (or a savepoint in one) rather than the database itself. */
export function inTransaction(db: Executor): boolean {
  return pending.has(db);
}

/** Makes `db.transaction` run the callbacks its transactions registered after they commit. */
export function runCallbacksAfterCommit<T extends Transactional>(db: T): T {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const callbacks: Callback[] = [];
    const result = await begin(async (tx) => {
      track(tx, callbacks);
      return work(tx);
    }, config);
    runAll(callbacks);
    return result;
  }) as T['transaction'];
  return db;
}

/** Binds `tx` and the transactions nested in it (savepoints) to the outermost one's callbacks. */
function track(tx: Transactional, callbacks: Callback[]): void {
  pending.set(tx, callbacks);
  const nest = tx.transaction.bind(tx);
  tx.transaction = ((work, config) =>
    nest(async (inner) => {
      track(inner, callbacks);
      return work(inner);
    }, config)) as Transactional['transaction'];
}

function runAll(callbacks: readonly Callback[]): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      // The transaction has committed: a failing callback must not turn it into a failed request.
      process.emitWarning(error instanceof Error ? error : new Error(String(error)), {
        code: 'AFTER_COMMIT_CALLBACK_FAILED',
      });
    }
  }
}

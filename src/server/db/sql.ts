import { getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';
import type { Executor } from './client';

// SQL helpers every repository may use (raw statements drizzle's builder cannot express).

/**
 * A question one module asks inside another module's statement about a shopper's attempt (its user
 * and Idempotency-Key, given as that statement's own SQL, e.g. its placeholders): one function, one
 * prepared statement.
 */
export type AskAlso = (key: { userId: SQL; idempotencyKey: SQL }) => SQL;

/**
 * A statement one module hands another's statement to write in passing (a data-modifying CTE), and
 * its one value: `write` gets the value as that statement's placeholder, and what else the host
 * statement offers (`Host`, e.g. the order's user as SQL). One function, one prepared statement.
 */
export interface WrittenWith<Host extends object = object> {
  write: (value: SQL, host: Host) => SQL;
  value: unknown;
}

/**
 * A row another module's statement read in passing as JSON (`to_jsonb(alias)`), as drizzle's
 * select of `table` answers it: each column's value converted by its column (a timestamp to a
 * Date). Undefined for null. For tables whose values JSON carries as the driver does (integers,
 * text, booleans, timestamps, jsonb), not numeric or bigint columns (JSON has them as numbers).
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: unknown,
): InferSelectModel<T> | undefined {
  if (json === null || json === undefined) return undefined;
  const values = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = values[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A list of ids as one `int[]` parameter, however many there are (no parameter-count limit). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${intArrayText(ids)}::int[]`;
}

/** The text of an `int[]` of these ids: a prepared statement's parameter (cast `::int[]` there). */
export function intArrayText(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** A list of texts as one `text[]` parameter, however many there are. */
export function textArray(values: readonly string[]): SQL {
  const literal = values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return sql`${`{${literal.join(',')}}`}::text[]`;
}

/** The rows of a raw statement, on PGlite and node-postgres alike. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Bounds every integer the API accepts is checked against before it reaches a query: ids,
 * quantities and stock are stored in PostgreSQL `integer`, so a larger number would fail in the
 * database (a 500) instead of being refused here (a 400 with the field's message).
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A decimal written as text: digits with an optional sign and fraction; no hex, exponents or spaces inside. */
const DECIMAL_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * A number given as text (a form field, a query string) read as a decimal, or NaN so the number
 * schema after it refuses it: `Number('0x10')` would be 16 and `Number('1e3')` 1000.
 */
export function decimalFromText(value: string): number {
  return DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN;
}

/** A row id in a URL path (`/api/orders/:id`): decimal digits from 1 to PG_INTEGER_MAX, else null. */
export function parseRowId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= PG_INTEGER_MAX ? id : null;
}

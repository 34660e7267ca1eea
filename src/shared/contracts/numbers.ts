import { z } from 'zod';
import { decimalFromText, PG_INTEGER_MAX } from '../decimal-text';

export { decimalFromText, PG_INTEGER_MAX, parseRowId } from '../decimal-text';

/** A stored row's id sent in a JSON body: a whole number from 1 to PostgreSQL's `integer` maximum. */
export function rowIdSchema(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(PG_INTEGER_MAX, message);
}

/** A whole-number query or path parameter (always text on the wire), decimal only. */
export function integerTextSchema(message: string, min: number, max = PG_INTEGER_MAX) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? decimalFromText(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

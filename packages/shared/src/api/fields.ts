import { z } from 'zod';
import { userMessage } from './errors';

/**
 * Field types every contract builds on, so a value the database cannot hold is a 400 here and
 * never a 500 there (docs/product.md#input-rules). PostgreSQL's `integer` holds up to 2^31-1.
 */
export const MAX_DB_INT = 2_147_483_647;

/** A database id in a JSON body: a whole number from 1 to 2^31-1. */
export function dbId(message: string) {
  const text = userMessage(message);
  return z.number({ error: text }).int(text).min(1, text).max(MAX_DB_INT, text);
}

/**
 * A database id in a path or query string: digits only ("1e2", "0x10", "-1" and " 1" are
 * refused, z.coerce alone would take them), from 1 to 2^31-1.
 */
export function dbIdParam(message: string) {
  const text = userMessage(message);
  return z
    .string({ error: text })
    .regex(/^[1-9]\d{0,9}$/, text)
    .transform(Number)
    .pipe(z.number().max(MAX_DB_INT, text));
}

/** A whole number in [min, max] in a path or query string: digits only, like `dbIdParam`. */
export function boundedIntParam(min: number, max: number, message: string) {
  const text = userMessage(message);
  if (min < 0 || max > MAX_DB_INT) throw new Error('boundedIntParam: range beyond a database integer');
  return z
    .string({ error: text })
    .regex(/^\d{1,10}$/, text)
    .transform(Number)
    .pipe(z.number().min(min, text).max(max, text));
}

/** A whole number in [min, max]; every integer a body carries is bounded by its column. */
export function boundedInt(min: number, max: number, message: string) {
  const text = userMessage(message);
  if (min < -MAX_DB_INT - 1 || max > MAX_DB_INT) throw new Error('boundedInt: range beyond a database integer');
  return z.number({ error: text }).int(text).min(min, text).max(max, text);
}

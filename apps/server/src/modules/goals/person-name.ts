import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';

/**
 * How a person who wrote something about a child (a goal, an observation, trials, a session) is
 * named to every reader of that child (docs/product.md#goals): the full name, else the given name,
 * else the part of the e-mail before '@' — never the whole address (a professional never sees the
 * parent's e-mail, nor the parent a professional's).
 */
export function personName(user: { fullName: string | null; givenName: string | null; email: string }): string {
  return user.fullName?.trim() || user.givenName?.trim() || user.email.split('@')[0]!;
}

/** `personName` as a column of `users` (joined under its own name). */
export const personNameSql = sql<string>`coalesce(nullif(btrim(${users.fullName}), ''),
  nullif(btrim(${users.givenName}), ''), split_part(${users.email}, '@', 1))`;

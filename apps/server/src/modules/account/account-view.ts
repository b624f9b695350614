import type { AccountProfile, ConsentRecord } from '@neurobridge/shared/api/account';
import type { termsAcceptances } from '../../db/schema/users';
import type { SessionUser } from '../auth/session-service';

export function toAccountProfile(user: SessionUser): AccountProfile {
  return {
    full_name: user.fullName,
    email: user.email,
    picture: user.picture,
    phone_number: user.phoneNumber,
    birth_date: user.birthDate,
    location: user.location,
    language_preference: user.languagePreference,
    timezone: user.timezone,
    created_at: user.createdAt.toISOString(),
    role: user.role,
  };
}

export function toConsent(row: typeof termsAcceptances.$inferSelect): ConsentRecord {
  return {
    terms_version: row.termsVersion,
    accepted_at: row.acceptedAt.toISOString(),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    text_hash: row.textHash,
  };
}

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A stored row as the download shows it (docs/product.md#data-download): every column, named as
 * in the database, times in ISO 8601; `omit` leaves out what is not the person's data (a token's hash).
 */
export function exportRow(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[snakeKey(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

import type { TermsDocument } from '@neurobridge/shared/api/terms';
import { compareTermsVersions, parseTermsVersion } from '@neurobridge/shared/domain/terms-versions';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termsVersions } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';
import { LATEST_TERMS_VERSION, TERMS_TEXTS } from './terms-texts';

/**
 * The published terms (docs/product.md#terms-text): the built-in versions of terms-texts.ts (1.0)
 * and the rows of `terms_versions` an owner published (docs/product.md#admin-terms). A published
 * version is never changed: a new text is a new version. Nothing is kept in memory, so every
 * server reads the same versions (each read is one look-up by the primary key, or the small table).
 */

/** A published version, with the SHA-256 of its text that each acceptance of it records. */
export interface PublishedTerms extends TermsDocument {
  text_hash: string;
  /** The username of the admin who published it; null for a built-in version. */
  published_by: string | null;
}

type TermsRow = typeof termsVersions.$inferSelect;

export function fromRow(row: TermsRow): PublishedTerms {
  return {
    version: row.version,
    text: row.text,
    title: row.title,
    summary: row.summary,
    published_at: row.publishedAt.toISOString(),
    text_hash: row.textHash,
    published_by: row.publishedByLabel,
  };
}

function builtIn(version: string): PublishedTerms | undefined {
  if (!Object.hasOwn(TERMS_TEXTS, version)) return undefined;
  const text = TERMS_TEXTS[version]!;
  return { version, text, title: null, summary: null, published_at: null, text_hash: sha256(text), published_by: null };
}

/** One published version, or undefined when none has this exact number. */
export async function findTerms(db: Db, version: string): Promise<PublishedTerms | undefined> {
  const kept = builtIn(version);
  if (kept) return kept;
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version)).limit(1);
  return row && fromRow(row);
}

/** Every published version, newest first by number (docs/product.md#terms-text). */
export async function allTerms(db: Db): Promise<PublishedTerms[]> {
  const rows = await db.select().from(termsVersions).orderBy(asc(termsVersions.publishedAt));
  const all = [...Object.keys(TERMS_TEXTS).map((v) => builtIn(v)!), ...rows.map(fromRow)];
  return all.sort(newestFirst);
}

/** Newest first; a version that is no number (none is published so) last. */
export function newestFirst(a: { version: string }, b: { version: string }): number {
  const x = parseTermsVersion(a.version);
  const y = parseTermsVersion(b.version);
  if (x && y) return compareTermsVersions(b.version, a.version);
  return x ? -1 : y ? 1 : 0;
}

/**
 * The current version's document: the version in the app settings, or, for a version stored there
 * without a text of its own (set by hand before versions were published), the newest text under
 * that version's number, as it always was (docs/product.md#terms-text).
 */
export async function currentTerms(db: Db, version: string): Promise<PublishedTerms> {
  const found = await findTerms(db, version);
  if (found) return found;
  const newest = (await allTerms(db))[0] ?? builtIn(LATEST_TERMS_VERSION)!;
  return { ...newest, version, title: null, summary: null, published_at: null, published_by: null };
}

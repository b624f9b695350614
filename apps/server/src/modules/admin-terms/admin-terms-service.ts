import {
  TERMS_VERSION_NOT_FOUND,
  TERMS_VERSION_NOT_NEWER,
  termsVersionTaken,
  type AdminTermsList,
  type AdminTermsVersion,
  type publishTermsBody,
} from '@neurobridge/shared/api/admin-terms';
import type { TermsDocument } from '@neurobridge/shared/api/terms';
import { compareTermsVersions, nextTermsVersion, parseTermsVersion } from '@neurobridge/shared/domain/terms-versions';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { appSettings, termsVersions } from '../../db/schema/admin';
import { termsAcceptances } from '../../db/schema/users';
import type { Acting } from '../../lib/actor';
import { sha256 } from '../../lib/crypto';
import { fieldError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import { announceSettingsChanged, APP_SETTING_DEFAULTS } from '../settings/settings-service';
import { allTerms, findTerms, fromRow, type PublishedTerms } from '../terms/published-versions';
import { documentOf } from '../terms/terms-service';

type PublishInput = z.output<typeof publishTermsBody>;

/** How many accounts accepted each version: one grouped count. */
async function acceptanceCounts(db: Db, version?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ version: termsAcceptances.termsVersion, n: count() })
    .from(termsAcceptances)
    .where(version === undefined ? undefined : eq(termsAcceptances.termsVersion, version))
    .groupBy(termsAcceptances.termsVersion);
  return new Map(rows.map((r) => [r.version, r.n]));
}

const view = (terms: PublishedTerms, acceptances: number, current: string): AdminTermsVersion => ({
  version: terms.version,
  title: terms.title,
  summary: terms.summary,
  published_at: terms.published_at,
  published_by: terms.published_by,
  text_hash: terms.text_hash,
  acceptances,
  current: terms.version === current,
});

/**
 * The terms in the back-office (docs/product.md#admin-terms): the published versions with their
 * acceptances, each readable, and publishing a new one. Publishing inserts the version and makes it
 * the `terms_version` app setting in one transaction, with its audit entry; when it commits, every
 * server drops its settings (`announceSettingsChanged`), so every session is asked to accept the new
 * version at its next request (docs/product.md#consent-gate). A published version is never updated.
 */
export function createAdminTermsService({ db, clock, settings }: Pick<AppDeps, 'db' | 'clock' | 'settings'>) {
  /** The stored current version, read fresh (the screen says what is, not what a cache held). */
  async function storedCurrent(): Promise<string> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'terms_version'));
    return row?.value ?? APP_SETTING_DEFAULTS.terms_version;
  }

  return {
    async list(): Promise<AdminTermsList> {
      const [current, all, counts] = await Promise.all([storedCurrent(), allTerms(db), acceptanceCounts(db)]);
      return {
        current,
        next_version: nextTermsVersion(
          current,
          all.map((t) => t.version),
        ),
        versions: all.map((t) => view(t, counts.get(t.version) ?? 0, current)),
      };
    },

    async version(version: string): Promise<TermsDocument> {
      const found = await findTerms(db, version);
      if (!found) throw notFound(TERMS_VERSION_NOT_FOUND);
      return documentOf(found);
    },

    /**
     * A new version, newer than the current one and than any published with that number; the rows
     * are taken in one order (the setting's row, locked, then the new version's), so two owners
     * publishing at once go one after the other: the second sees the first's version as current.
     * The same version sent again by the same admin with the same words (a double click, a retry
     * after a lost answer) answers what was published, as the Idempotency-Key promises.
     */
    async publish(input: PublishInput, acting: Acting): Promise<AdminTermsVersion> {
      const published = await db.transaction(async (tx) => {
        const now = clock.now();
        await tx
          .insert(appSettings)
          .values({ key: 'terms_version', value: APP_SETTING_DEFAULTS.terms_version, updatedAt: now })
          .onConflictDoNothing();
        const [setting] = await tx.select().from(appSettings).where(eq(appSettings.key, 'terms_version')).for('update');
        const current = setting!.value;

        const [same] = await tx
          .select()
          .from(termsVersions)
          .where(
            and(
              eq(termsVersions.version, input.version),
              eq(termsVersions.title, input.title),
              eq(termsVersions.text, input.text),
              eq(termsVersions.summary, input.summary),
              eq(termsVersions.publishedBy, acting.admin.id),
            ),
          );
        if (same) return { terms: fromRow(same), current, replay: true };

        if (parseTermsVersion(current) && compareTermsVersions(input.version, current) <= 0) {
          throw fieldError('version', TERMS_VERSION_NOT_NEWER, 409);
        }
        const all = await allTerms(tx);
        if (all.some((t) => parseTermsVersion(t.version) && compareTermsVersions(t.version, input.version) === 0)) {
          throw fieldError('version', termsVersionTaken(input.version), 409);
        }

        const [row] = await tx
          .insert(termsVersions)
          .values({
            version: input.version,
            title: input.title,
            text: input.text,
            summary: input.summary,
            // What every acceptance of this version records (modules/terms/terms-service.ts `accept`).
            textHash: sha256(input.text),
            publishedAt: now,
            publishedBy: acting.admin.id,
            publishedByLabel: acting.admin.username,
          })
          .returning();
        await tx
          .update(appSettings)
          .set({ value: input.version, updatedAt: now })
          .where(eq(appSettings.key, 'terms_version'));
        await recordAudit(tx, clock, {
          actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
          from: acting.from,
          action: 'terms.published',
          target: { type: 'terms', id: input.version },
          details: { version: input.version, previous: current, title: input.title, text_hash: row!.textHash },
        });
        await announceSettingsChanged(tx);
        return { terms: fromRow(row!), current: input.version, replay: false };
      });
      if (!published.replay) settings.invalidate();
      const counts = await acceptanceCounts(db, published.terms.version);
      return view(published.terms, counts.get(published.terms.version) ?? 0, published.current);
    },
  };
}

export type AdminTermsService = ReturnType<typeof createAdminTermsService>;

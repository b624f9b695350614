import { TERMS_VERSION_NOT_FOUND } from '@neurobridge/shared/api/admin-terms';
import type { TermsCheckResponse, TermsDocument, TermsVersions } from '@neurobridge/shared/api/terms';
import { compareTermsVersions, newestTermsVersion, parseTermsVersion } from '@neurobridge/shared/domain/terms-versions';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { allTerms, currentTerms, findTerms, type PublishedTerms } from './published-versions';
import { PROFESSIONAL_TERMS_TEXT, PROFESSIONAL_TERMS_VERSION } from './terms-texts';

export const TERMS_OUTDATED = 'Os termos foram atualizados. Recarregue a página e leia a nova versão.';

type Account = Pick<SessionUser, 'id' | 'isProfessional' | 'acceptedTerms'>;

/** What the public reads answer of a version: never who published it nor the hash. */
export const documentOf = ({ version, text, title, summary, published_at }: PublishedTerms): TermsDocument => ({
  version,
  text,
  title,
  summary,
  published_at,
});

/**
 * The newest version this account accepted before `current`, or null (docs/product.md#consent-gate):
 * what the summary of changes is measured from. The professional's terms are no such version.
 */
export function acceptedBefore(accepted: readonly string[], current: string): string | null {
  if (!parseTermsVersion(current)) return null;
  return newestTermsVersion(accepted.filter((v) => parseTermsVersion(v) && compareTermsVersions(v, current) < 0));
}

export function createTermsService({
  db,
  clock,
  settings,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'settings' | 'sessionCache'>) {
  /** The version everyone must have accepted: the `terms_version` app setting (docs/product.md#app-settings). */
  const currentVersion = () => settings.get('terms_version');

  /** The versions this account must have accepted: the current terms, and a professional's own (docs/product.md#consent-gate). */
  async function required(account: Pick<Account, 'isProfessional'>): Promise<string[]> {
    const version = await currentVersion();
    return account.isProfessional ? [version, PROFESSIONAL_TERMS_VERSION] : [version];
  }

  return {
    required,

    /** The current version with its text (docs/product.md#terms-text). */
    current: async (): Promise<TermsDocument> => documentOf(await currentTerms(db, await currentVersion())),

    professional: (): TermsDocument => ({
      version: PROFESSIONAL_TERMS_VERSION,
      text: PROFESSIONAL_TERMS_TEXT,
      title: null,
      summary: null,
      published_at: null,
    }),

    /** Every published version, newest first; past versions stay readable (docs/product.md#terms-text). */
    async versions(): Promise<TermsVersions> {
      const [current, all] = await Promise.all([currentVersion(), allTerms(db)]);
      return {
        current,
        versions: all.map(({ version, title, published_at }) => ({ version, title, published_at })),
      };
    },

    /** One published version, current or past; 404 for a version never published. */
    async version(version: string): Promise<TermsDocument> {
      const found = await findTerms(db, version);
      if (!found) throw notFound(TERMS_VERSION_NOT_FOUND);
      return documentOf(found);
    },

    /**
     * From the versions the session lookup read: the same answer the consent gate gives. When the
     * account accepted an earlier version and not the current one, `changes` carries the current
     * version's summary of what changed, which the modal shows first (docs/product.md#consent-gate);
     * only that case reads the database.
     */
    async check(account: Account): Promise<TermsCheckResponse> {
      const version = await currentVersion();
      const accepted = (v: string) => account.acceptedTerms.includes(v);
      const from = accepted(version) ? null : acceptedBefore(account.acceptedTerms, version);
      const summary = from ? (await findTerms(db, version))?.summary : null;
      return {
        hasAccepted: accepted(version),
        terms_version: version,
        changes: from && summary ? { from_version: from, summary } : null,
        ...(account.isProfessional
          ? {
              professional_terms: {
                hasAccepted: accepted(PROFESSIONAL_TERMS_VERSION),
                version: PROFESSIONAL_TERMS_VERSION,
              },
            }
          : {}),
      };
    },

    /**
     * Records consent for the current version (or, for a professional, the professional terms)
     * only, with the SHA-256 of that version's text as published, the IP the server observed and
     * the time of the app clock (docs/product.md#accepting-the-terms). Accepting again keeps one record.
     */
    async accept(account: Account, requested: string, meta: { ip: string; userAgent?: string }): Promise<void> {
      if (!(await required(account)).includes(requested)) throw new HttpError(409, TERMS_OUTDATED);
      const [row] = await db
        .select({ id: termsAcceptances.id })
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, account.id), eq(termsAcceptances.termsVersion, requested)))
        .limit(1);
      if (row) return;
      const textHash =
        requested === PROFESSIONAL_TERMS_VERSION
          ? sha256(PROFESSIONAL_TERMS_TEXT)
          : (await currentTerms(db, requested)).text_hash;
      await db.insert(termsAcceptances).values({
        userId: account.id,
        termsVersion: requested,
        textHash,
        acceptedAt: clock.now(),
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 400),
      });
      // The consent gate reads acceptances with the session: this server sees it at once, the
      // others through the database's notice (migration 0017).
      sessionCache.forgetUser(account.id);
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;

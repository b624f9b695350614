import type { TermsCheckResponse } from '@neurobridge/shared/api/terms';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { PROFESSIONAL_TERMS_TEXT, PROFESSIONAL_TERMS_VERSION, termsTextFor } from './terms-texts';

export const TERMS_OUTDATED = 'Os termos foram atualizados. Recarregue a página e leia a nova versão.';

type Account = Pick<SessionUser, 'id' | 'isProfessional' | 'acceptedTerms'>;

export function createTermsService({
  db,
  clock,
  settings,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'settings' | 'sessionCache'>) {
  /** The version in the app settings, with its text (docs/product.md#terms-text). */
  async function current() {
    const version = await settings.get('terms_version');
    return { version, text: termsTextFor(version) };
  }

  /** The versions this account must have accepted: the current terms, and a professional's own (docs/product.md#consent-gate). */
  async function required(account: Pick<Account, 'isProfessional'>): Promise<string[]> {
    const { version } = await current();
    return account.isProfessional ? [version, PROFESSIONAL_TERMS_VERSION] : [version];
  }

  return {
    current,
    required,

    professional: () => ({ version: PROFESSIONAL_TERMS_VERSION, text: PROFESSIONAL_TERMS_TEXT }),

    /** From the versions the session lookup read: the same answer the consent gate gives. */
    async check(account: Account): Promise<TermsCheckResponse> {
      const { version } = await current();
      const accepted = (v: string) => account.acceptedTerms.includes(v);
      return {
        hasAccepted: accepted(version),
        terms_version: version,
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
     * only, with the IP the server observed and the time of the app clock
     * (docs/product.md#accepting-the-terms). Accepting again keeps one record.
     */
    async accept(account: Account, requested: string, meta: { ip: string; userAgent?: string }): Promise<void> {
      if (!(await required(account)).includes(requested)) throw new HttpError(409, TERMS_OUTDATED);
      const text = requested === PROFESSIONAL_TERMS_VERSION ? PROFESSIONAL_TERMS_TEXT : (await current()).text;
      const [row] = await db
        .select({ id: termsAcceptances.id })
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, account.id), eq(termsAcceptances.termsVersion, requested)))
        .limit(1);
      if (row) return;
      await db.insert(termsAcceptances).values({
        userId: account.id,
        termsVersion: requested,
        textHash: sha256(text),
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

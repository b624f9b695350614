import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import { termsTextFor } from './terms-texts';

export const TERMS_OUTDATED = 'Os termos foram atualizados. Recarregue a página e leia a nova versão.';

export function createTermsService({ db, clock, settings }: Pick<AppDeps, 'db' | 'clock' | 'settings'>) {
  /** The version in the app settings, with its text (docs/product.md#terms-text). */
  async function current() {
    const version = await settings.get('terms_version');
    return { version, text: termsTextFor(version) };
  }

  async function hasAccepted(userId: number): Promise<{ hasAccepted: boolean; terms_version: string }> {
    const { version } = await current();
    const [row] = await db
      .select({ id: termsAcceptances.id })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsVersion, version)))
      .limit(1);
    return { hasAccepted: Boolean(row), terms_version: version };
  }

  return {
    current,
    hasAccepted,

    /**
     * Records consent for the current version only, with the IP the server observed and the
     * time of the app clock (docs/product.md#accepting-the-terms). Accepting again keeps one record.
     */
    async accept(userId: number, requested: string, meta: { ip: string; userAgent?: string }): Promise<void> {
      const { version, text } = await current();
      if (requested !== version) throw new HttpError(409, TERMS_OUTDATED);
      if ((await hasAccepted(userId)).hasAccepted) return;
      await db.insert(termsAcceptances).values({
        userId,
        termsVersion: version,
        textHash: sha256(text),
        acceptedAt: clock.now(),
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 400),
      });
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;

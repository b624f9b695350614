import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import type { SettingsService } from '../settings/settings-service';
import { termsTextFor } from './terms-texts';

export function createTermsService(db: Db, settings: SettingsService) {
  async function current() {
    const version = await settings.get('terms_version');
    return { version, text: termsTextFor(version) };
  }

  return {
    current,

    async hasAccepted(userId: number): Promise<{ hasAccepted: boolean; terms_version: string }> {
      const { version } = await current();
      const [row] = await db
        .select({ id: termsAcceptances.id })
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsVersion, version)))
        .limit(1);
      return { hasAccepted: Boolean(row), terms_version: version };
    },

    /** Records consent for the current version only, with the IP the server observed (DECISIONS §3). */
    async accept(userId: number, requested: string, meta: { ip: string; userAgent?: string }) {
      const { version, text } = await current();
      if (requested !== version) {
        throw new HttpError(409, 'Os termos foram atualizados. Recarregue a página e leia a nova versão.');
      }
      const already = await this.hasAccepted(userId);
      if (already.hasAccepted) return;
      await db.insert(termsAcceptances).values({
        userId,
        termsVersion: version,
        textHash: sha256(text),
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 400),
      });
    },
  };
}

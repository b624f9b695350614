import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { eq, inArray } from 'drizzle-orm';
import { createAdminToken } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import type { App } from '../../app';
import { admins, adminTokens, appSettings, termsVersions } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';
import { announceSettingsChanged } from '../settings/settings-service';

/** A terms version as the owner's form sends it (docs/product.md#admin-terms). */
export const NEW_TERMS = {
  version: '1.1',
  title: 'Termos de Uso e Privacidade',
  text: '## O que é o NeuroBridge\nUma plataforma de atividades.\n\n!Consinto com o tratamento dos dados das crianças.\n\n- item um\n- item dois',
  summary: 'Explicamos melhor quem recebe os dados.',
};

/** An administrator's token with this role (the first administrator is an owner). */
export async function adminTokenWithRole(t: TestApp, role: AdminRole): Promise<string> {
  const token = await createAdminToken(t);
  const [row] = await t.db
    .select({ adminId: adminTokens.adminId })
    .from(adminTokens)
    .where(eq(adminTokens.tokenHash, sha256(token)));
  await t.db.update(admins).set({ role }).where(eq(admins.id, row!.adminId));
  return token;
}

/** POST /api/admin/terms with a fresh Idempotency-Key unless `headers` names one. */
export function publishTerms(
  t: TestApp,
  token: string,
  payload: unknown,
  headers: Record<string, string> = {},
  app: App = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/terms',
    headers: keyed({ cookie: `nb_admin=${token}`, ...headers }),
    payload: payload as object,
  });
}

/** Back to the built-in 1.0 alone: no published version, 1.0 current, every server told. */
export async function restoreTerms(t: TestApp) {
  await t.db.update(appSettings).set({ value: '1.0' }).where(eq(appSettings.key, 'terms_version'));
  await t.db.delete(termsVersions);
  await announceSettingsChanged(t.db);
}

export const storedVersions = async (t: TestApp, versions?: string[]) =>
  t.db
    .select()
    .from(termsVersions)
    .where(versions ? inArray(termsVersions.version, versions) : undefined);

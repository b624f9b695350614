import { accountExport, accountResponse } from '@neurobridge/shared/api/account';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { auditLog } from '../../db/schema/admin';
import { payments } from '../../db/schema/billing';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { userSessions, users } from '../../db/schema/users';
import { verifyAuditChain } from '../audit/audit-log';
import { createAccount } from '../professional/professional-testing';
import { fillAccount } from './account-testing';
import { base64, SAMPLE_WEBM, SAMPLE_WEBP } from '../boards/media-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_ERROR = 'Faça login para continuar.';
const CONFIRM_ERROR = 'Digite EXCLUIR para confirmar.';

const getAccount = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: { ...(cookie ? { cookie } : {}), ...headers } });
const exportAccount = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: { ...(cookie ? { cookie } : {}), ...headers } });
const deleteAccount = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

/** A parent who accepted the terms through the API, with a child seen by a professional and everything else. */
async function family() {
  const parent = await createAccount(t, 'parent', { fullName: 'Marta Souza' }, { consent: false });
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/terms/accept',
    headers: { cookie: parent.cookie, 'user-agent': 'Navegador Teste/1.0' },
    payload: { terms_version: '1.0' },
  });
  expect(accepted.statusCode).toBe(200);
  const pro = await createAccount(t, 'professional', {
    fullName: 'Dra. Ana Lima',
    email: `ana-${parent.user.id}@example.com`,
  });
  const other = await createUser(t.db);
  const otherChild = await createChild(t.db, other.id, { name: 'Bia' });
  const filled = await fillAccount(t.db, parent.user, pro.user, otherChild, t.clock.now());
  return { parent, pro, other, otherChild, childId: filled.childId };
}

describe('GET /api/account (docs/product.md#my-account)', () => {
  it("answers the caller's profile, consent history and who receives their data", async () => {
    const { parent, pro } = await family();
    const revoked = await createAccount(t, 'professional', { fullName: 'Revogado' });
    const [kid] = await t.db.select().from(children).where(eq(children.parentUserId, parent.user.id));
    await grantAccess(t.db, kid!, revoked.user.id, { isActive: false, accessRevokedAt: t.clock.now() });

    const res = await getAccount(parent.cookie);
    expect(res.statusCode).toBe(200);
    const body = accountResponse.parse(res.json());
    expect(body.profile).toMatchObject({
      full_name: 'Marta Souza',
      email: parent.user.email,
      language_preference: 'pt-BR',
      timezone: 'America/Sao_Paulo',
      role: 'parent',
    });
    // The factory's acceptance (1.0) and the one through the API, newest first.
    expect(body.consents).toHaveLength(2);
    expect(body.consents.find((c) => c.user_agent === 'Navegador Teste/1.0')).toMatchObject({
      terms_version: '1.0',
      ip_address: '127.0.0.1',
      accepted_at: t.clock.now().toISOString(),
    });
    expect(body.recipients.map((r) => r.kind)).toEqual([
      'identity_provider',
      'payment_provider',
      'ai_provider',
      'email_provider',
      'professional',
    ]);
    // The test installation runs every stand-in: nothing leaves the server.
    expect(body.recipients.slice(0, 4).every((r) => !r.external)).toBe(true);
    expect(body.recipients[0]!.name).toBe('Login de desenvolvimento (nenhum dado sai deste servidor)');
    expect(body.recipients[4]).toMatchObject({
      kind: 'professional',
      name: 'Dra. Ana Lima',
      email: pro.user.email,
      children: ['Lia'],
      external: true,
    });
  });

  it('names the real providers when they are configured', async () => {
    const { parent } = await family();
    await t.db.execute(sql`update ai_settings set api_key_enc = 'sealed' where id = 1`);
    await t.db.execute(sql`update smtp_settings set smtp_host = 'smtp.exemplo.com.br', is_active = true where id = 1`);
    try {
      const body = accountResponse.parse((await getAccount(parent.cookie)).json());
      const byKind = Object.fromEntries(body.recipients.map((r) => [r.kind, r]));
      expect(byKind.ai_provider).toMatchObject({ name: 'OpenAI', external: true });
      expect(byKind.email_provider).toMatchObject({ name: 'Servidor de e-mail (smtp.exemplo.com.br)', external: true });
    } finally {
      await t.db.execute(sql`update ai_settings set api_key_enc = null where id = 1`);
      await t.db.execute(sql`update smtp_settings set smtp_host = null where id = 1`);
    }
  });

  it('a professional sees no payment provider and no families as recipients', async () => {
    const { pro } = await family();
    const body = accountResponse.parse((await getAccount(pro.cookie)).json());
    expect(body.profile.role).toBe('professional');
    expect(body.recipients.map((r) => r.kind)).toEqual(['identity_provider', 'ai_provider', 'email_provider']);
  });

  it('another parent only ever gets their own account', async () => {
    await family();
    const other = await createSignedInUser(t, { fullName: 'Outra Pessoa' });
    const body = accountResponse.parse((await getAccount(other.cookie)).json());
    expect(body.profile.full_name).toBe('Outra Pessoa');
    expect(body.consents.map((c) => c.ip_address)).toEqual([null, null]);
    expect(body.recipients.filter((r) => r.kind === 'professional')).toEqual([]);
  });
});

describe('who may call the account routes', () => {
  it('nobody, and an admin bearer token alone, get 401 on each', async () => {
    const token = await createAdminToken(t);
    for (const headers of [{}, { cookie: `nb_admin=${token}` }] as Record<string, string>[]) {
      for (const res of [
        await getAccount(undefined, headers),
        await exportAccount(undefined, headers),
        await deleteAccount(undefined, { confirmation: 'EXCLUIR' }, headers),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: LOGIN_ERROR });
      }
    }
  });
});

describe('GET /api/account/export (docs/product.md#data-download)', () => {
  it('sends everything about the caller and their children as a JSON attachment, and only theirs', async () => {
    const { parent, other } = await family();
    const res = await exportAccount(parent.cookie, { 'user-agent': 'Navegador Teste/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="neurobridge_meus_dados_${localDateString(t.clock.now())}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = accountExport.parse(res.json());
    expect(doc.profile).toMatchObject({ id: parent.user.id, email: parent.user.email, full_name: 'Marta Souza' });
    expect(doc.professional_profile).toMatchObject({ role: 'parent' });
    expect(doc.consents.length).toBe(2);
    expect(doc.subscription).toMatchObject({ plan_type: 'annual' });
    expect(doc.payments).toHaveLength(1);
    expect(doc.checkouts).toHaveLength(1);
    expect(doc.children).toHaveLength(1);
    const [lia] = doc.children;
    expect(lia).toMatchObject({ name: 'Lia', sensory_settings: { sound_effects: false, speech: true } });
    expect(lia!.progress).toHaveLength(2);
    // The family's own entry, and the one the professional's practice put in the week.
    expect(lia!.schedule).toHaveLength(2);
    expect(lia!.schedule[0]!.completions).toHaveLength(1);
    // The plan: the parent's goal and the professional's, each with its activity, history and observation.
    expect(
      lia!.goals.map((g) => [g.created_by_role, g.activities.length, g.events.length, g.observations.length]),
    ).toEqual([
      ['parent', 1, 1, 1],
      ['professional', 1, 2, 1],
    ]);
    expect(lia!.session_trials).toHaveLength(2);
    expect(lia!.home_assignments).toMatchObject([
      { note: 'Jogar depois do lanche', removals: [{ reason: 'Dia de natação' }] },
    ]);
    expect(lia!.rewards).toHaveLength(1);
    // The family's photo and voice, with their bytes, and the cell that names them.
    const raw = (res.json() as { children: Record<string, unknown>[] }).children[0]!;
    expect(raw.board_media).toEqual([
      expect.objectContaining({
        kind: 'photo',
        content_type: 'image/webp',
        data: base64(SAMPLE_WEBP),
        size: SAMPLE_WEBP.length,
      }),
      expect.objectContaining({
        kind: 'voice',
        content_type: 'audio/webm',
        data: base64(SAMPLE_WEBM),
        duration_ms: 1500,
      }),
    ]);
    const [media] = [raw.board_media as { id: number }[]];
    const boards = raw.communication_boards as { cells: { photo_id: number | null; voice_id: number | null }[] }[];
    expect(boards[0]!.cells[0]).toMatchObject({ photo_id: media![0]!.id, voice_id: media![1]!.id });
    expect(lia!.professionals[0]).toMatchObject({ professional_name: 'Dra. Ana Lima', is_active: true });
    expect(lia!.professional_sessions[0]).toMatchObject({ professional_name: 'Dra. Ana Lima', duration_minutes: 45 });
    expect(doc.invitations_sent).toHaveLength(1);
    expect(doc.invitations_sent[0]).not.toHaveProperty('token_hash');
    expect(doc.chats).toHaveLength(2);
    expect(doc.chats.every((c) => c.messages.length === 1)).toBe(true);
    expect(doc.as_professional.access[0]).toMatchObject({ child_name: 'Bia', parent_user_id: other.id });
    expect(doc.as_professional.sessions[0]).toMatchObject({ child_name: 'Bia', duration_minutes: 30 });
    // What they wrote in Bia's plan: their goal, its history entry, observation, trial and practice.
    expect(doc.as_professional.goals).toMatchObject([{ child_name: 'Bia', activities: [{}] }]);
    for (const rows of ['goal_events', 'goal_observations', 'session_trials'] as const) {
      expect(doc.as_professional[rows], rows).toHaveLength(1);
    }
    expect(doc.as_professional.home_assignments).toMatchObject([{ child_name: 'Bia' }]);
    // No session token, no other family's data.
    expect(res.body).not.toContain('token_hash');
    expect(res.body).not.toContain(other.email);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.exported'), eq(auditLog.actorId, parent.user.id)));
    expect(entry).toMatchObject({
      actorType: 'user',
      actorLabel: parent.user.email,
      targetType: 'user',
      targetId: String(parent.user.id),
      details: { children: 1 },
      ip: '127.0.0.1',
      userAgent: 'Navegador Teste/1.0',
    });
  });

  it("a professional's download holds their profile, access and the sessions they logged", async () => {
    const { pro } = await family();
    const doc = accountExport.parse((await exportAccount(pro.cookie)).json());
    expect(doc.professional_profile).toMatchObject({ role: 'professional' });
    expect(doc.children).toEqual([]);
    expect(doc.as_professional.access).toHaveLength(1);
    expect(doc.as_professional.sessions).toHaveLength(1);
    // Their goal for Lia with its activity, their history entry, observation and trial, their practice.
    expect(doc.as_professional.goals).toMatchObject([{ child_name: 'Lia', activities: [{}] }]);
    expect(doc.as_professional.goal_events).toHaveLength(1);
    expect(doc.as_professional.goal_observations).toHaveLength(1);
    expect(doc.as_professional.session_trials).toHaveLength(1);
    expect(doc.as_professional.home_assignments).toMatchObject([{ child_name: 'Lia', note: 'Jogar depois do lanche' }]);
  });

  it('a big family within seconds, in a fixed number of queries (one per table, not per row)', async () => {
    const small = await createSignedInUser(t);
    await createChild(t.db, small.user.id);
    let before = t.queries.length;
    expect((await exportAccount(small.cookie)).statusCode).toBe(200);
    const smallQueries = t.queries.length - before;

    const big = await createSignedInUser(t);
    for (let c = 0; c < 5; c++) {
      const kid = await createChild(t.db, big.user.id);
      await t.db.insert(progressEntries).values(
        Array.from({ length: 300 }, (_, i) => ({
          childId: kid.id,
          activityTitle: `Atividade ${i}`,
          activityCategory: 'focus',
          status: 'completed',
          score: i % 100,
          secondsSpent: 3600,
        })),
      );
    }
    before = t.queries.length;
    const started = performance.now();
    const res = await exportAccount(big.cookie);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(t.queries.length - before).toBe(smallQueries);
    const doc = accountExport.parse(res.json());
    expect(doc.children.map((c) => c.progress.length)).toEqual([300, 300, 300, 300, 300]);
    expect(elapsed).toBeLessThan(3000);
  });

  it('10 downloads an hour per account, then 429; another account is not affected', async () => {
    const one = await createSignedInUser(t);
    const two = await createSignedInUser(t);
    for (let i = 0; i < 10; i++) expect((await exportAccount(one.cookie)).statusCode).toBe(200);
    expect((await exportAccount(one.cookie)).statusCode).toBe(429);
    expect((await exportAccount(two.cookie)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account (docs/product.md#account-deletion)', () => {
  it('refuses anything but {confirmation: "EXCLUIR"} with a pt-BR 400, deleting nothing', async () => {
    const { parent } = await family();
    const cases: [unknown, string][] = [
      [{}, CONFIRM_ERROR],
      [{ confirmation: 'excluir' }, CONFIRM_ERROR],
      [{ confirmation: ' EXCLUIR' }, CONFIRM_ERROR],
      [{ confirmation: 'EXCLUIR!' }, CONFIRM_ERROR],
      [{ confirmation: 1 }, CONFIRM_ERROR],
      [{ confirmation: null }, CONFIRM_ERROR],
      [{ confirmation: ['EXCLUIR'] }, CONFIRM_ERROR],
      [{ confirmation: 'x'.repeat(10_000) }, CONFIRM_ERROR],
      [{ confirmation: 'EXCLUIR', user_id: 1 }, 'Campo não permitido: user_id.'],
    ];
    for (const [payload, error] of cases) {
      const res = await deleteAccount(parent.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: parent.cookie } });
    expect(missing.statusCode).toBe(400);
    expect((await getAccount(parent.cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, parent.user.id))).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.deleted'));
    expect(audit.filter((a) => a.actorId === parent.user.id)).toEqual([]);
  });

  it('deletes the account and everything about it, keeps payments, ends the session and writes the audit trail', async () => {
    const { parent, pro, otherChild, childId } = await family();
    const bystander = await family();
    const paidWith = await paymentCheckout(parent.user.id);

    const res = await deleteAccount(
      parent.cookie,
      { confirmation: 'EXCLUIR' },
      { 'user-agent': 'Navegador Teste/1.0' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('nb_session='));
    expect(cleared).toMatch(/^nb_session=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);

    // The old cookie opens nothing.
    for (const url of ['/api/users/me', '/api/account', '/api/children', '/api/subscription']) {
      const after = await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
      expect(after.statusCode, url).toBe(401);
    }
    expect(await t.db.select().from(users).where(eq(users.id, parent.user.id))).toEqual([]);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, parent.user.id))).toEqual([]);
    expect(await t.db.select().from(children).where(eq(children.id, childId))).toEqual([]);
    expect(await t.db.select().from(progressEntries).where(eq(progressEntries.childId, childId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(professionalAccess)
        .where(inArray(professionalAccess.childId, [childId, otherChild.id])),
    ).toEqual([]);
    // The payment record stays, without the person.
    const kept = await t.db.select().from(payments).where(eq(payments.checkoutId, paidWith!));
    expect(kept.map((p) => p.userId)).toEqual([null]);
    expect(await paymentCheckout(bystander.parent.user.id)).not.toBeNull();

    // The professional and the other family are untouched.
    expect((await getAccount(pro.cookie)).statusCode).toBe(200);
    expect((await getAccount(bystander.parent.cookie)).statusCode).toBe(200);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted'), eq(auditLog.actorId, parent.user.id)));
    expect(entry).toMatchObject({
      actorType: 'user',
      actorLabel: parent.user.email,
      targetType: 'user',
      targetId: String(parent.user.id),
      details: { children: 1, progress_entries: 2, professional_access: 1, payments_kept: 1 },
      ip: '127.0.0.1',
      userAgent: 'Navegador Teste/1.0',
    });
    expect((await verifyAuditChain(t.db)).intact).toBe(true);
  });

  it("a professional's deletion takes them off the family's recipients at once", async () => {
    const { parent, pro } = await family();
    const before = accountResponse.parse((await getAccount(parent.cookie)).json());
    expect(before.recipients.some((r) => r.kind === 'professional')).toBe(true);
    expect((await deleteAccount(pro.cookie, { confirmation: 'EXCLUIR' })).statusCode).toBe(204);
    const after = accountResponse.parse((await getAccount(parent.cookie)).json());
    expect(after.recipients.some((r) => r.kind === 'professional')).toBe(false);
    const kids = await t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie: parent.cookie } });
    expect(kids.statusCode).toBe(200);
    expect(kids.json()).toHaveLength(1);
  });
});

/** The checkout id of a user's payment (to find the payment after the user is gone). */
async function paymentCheckout(userId: number) {
  const [row] = await t.db.select({ id: payments.checkoutId }).from(payments).where(eq(payments.userId, userId));
  return row?.id ?? null;
}

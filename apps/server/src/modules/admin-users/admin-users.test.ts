import {
  adminUsersApi,
  NO_GRANT_TO_REVOKE,
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_REQUIRED,
  SUSPEND_REASON_TOO_LONG,
} from '@neurobridge/shared/api/admin-users';
import { ACCOUNT_SUSPENDED, accountSuspendedMessage } from '@neurobridge/shared/api/errors';
import { pathFor } from '@neurobridge/shared/api/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import {
  createAdminToken,
  createSignedInUser,
  createUser,
  refusedAdminCallers,
  sessionCookie,
} from '../../../test/factories';
import { signIn, runDevProviderLogin } from '../../../test/sign-in';
import { adminGranted, DAY, paid, trial } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { createAppDeps } from '../../app-deps';
import { auditLog } from '../../db/schema/admin';
import { subscriptions } from '../../db/schema/billing';
import { children } from '../../db/schema/children';
import { emailOutbox, emailTemplates, smtpSettings } from '../../db/schema/mail';
import { professionalProfiles } from '../../db/schema/professionals';
import { userSessions, users } from '../../db/schema/users';
import { SMTP_SETTINGS_ID } from '../mail/smtp-connection';
import { createAdminUsersService } from './admin-users-service';

let t: TestApp;
let token: string;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database: what one server does, the other must see at once.
  other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
  await other.ready();
  token = await createAdminToken(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const bearer = (tk = token) => ({ cookie: `nb_admin=${tk}` });
type Method = 'GET' | 'POST' | 'DELETE';
function admin(method: Method, url: string, payload?: object, tk = token) {
  return t.app.inject({ method, url, headers: bearer(tk), ...(payload === undefined ? {} : { payload }) });
}
const get = (url: string) => admin('GET', url);

async function auditOf(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

/** Who may call: every route of the contract, with each kind of caller that must be refused. */
describe('who may call the admin users routes (docs/decisions/010-route-access.md)', () => {
  const routes = Object.values(adminUsersApi).map((e) => ({
    method: e.method as Method,
    url: pathFor(e, { id: 1, childId: 1 }),
    body: e.method === 'POST' ? {} : undefined,
  }));

  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401', async () => {
    const refused = await refusedAdminCallers(t);
    for (const r of routes) {
      const callers = [...refused, { cookie: 'nb_admin=not-a-token-at-all-xxxxxxxx' }];
      for (const headers of callers) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers, payload: r.body });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().error).toBe('Acesso restrito à administração. Entre novamente.');
      }
    }
  });
});

describe('GET /api/admin/users (docs/product.md#admin-users)', () => {
  let ana: Awaited<ReturnType<typeof createUser>>;
  let joao: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    ana = await createUser(t.db, {
      fullName: 'Ána Lúcia Conceição',
      email: 'Ana.Lucia@Exemplo.com.br',
      phoneNumber: '11 9999',
    });
    joao = await createUser(t.db, { fullName: 'João Pereira', email: 'joao.pereira@exemplo.com.br', isActive: false });
    await t.db.insert(professionalProfiles).values({ userId: joao.id, role: 'professional' });
    await t.db.insert(professionalProfiles).values({ userId: ana.id, role: 'parent' });
    await t.db
      .insert(subscriptions)
      .values({ parentUserId: ana.id, planType: 'trial', status: 'trial', ...trial(t.clock.now()) });
    const lia = await createChild(t.db, ana.id, { name: 'Lia' });
    await createChild(t.db, ana.id, { name: 'Téo' });
    await createProgress(t.db, lia.id, { status: 'completed', secondsSpent: 3000 });
    await createProgress(t.db, lia.id, { status: 'completed', secondsSpent: 1500 });
    await createProgress(t.db, lia.id, { status: 'in_progress', secondsSpent: 300 });
  });

  it('finds by name ignoring case and accents, and by e-mail ignoring case, with the row of the spec', async () => {
    for (const search of ['ana lucia', 'CONCEICAO', 'lúcia', 'ana.lucia@exemplo', 'EXEMPLO.COM.BR']) {
      const res = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(
        res.json().users.map((u: { id: number }) => u.id),
        search,
      ).toContain(ana.id);
    }
    const res = await get(`/api/admin/users?search=${encodeURIComponent('ana.lucia')}`);
    expect(res.json()).toEqual({
      users: [
        {
          id: ana.id,
          full_name: 'Ána Lúcia Conceição',
          email: 'Ana.Lucia@Exemplo.com.br',
          phone_number: '11 9999',
          picture: null,
          registration_date: ana.createdAt.toISOString(),
          children_count: 2,
          activities_count: 2,
          is_active: true,
          subscription_type: 'trial',
          subscription_status: 'trial',
          role: 'parent',
        },
      ],
      total: 1,
      page: 1,
      limit: 50,
    });
  });

  it('treats % and _ as plain characters, and a search nobody matches gives an empty page', async () => {
    const res = await get('/api/admin/users?search=%25');
    expect(res.json()).toMatchObject({ users: [], total: 0 });
    expect((await get('/api/admin/users?search=zzzz-ninguem')).json()).toEqual({
      users: [],
      total: 0,
      page: 1,
      limit: 50,
    });
  });

  it('filters by status, role and subscription', async () => {
    const ids = async (q: string) =>
      ((await get(`/api/admin/users?${q}`)).json().users as { id: number }[]).map((u) => u.id);
    expect(await ids('status=suspended')).toContain(joao.id);
    expect(await ids('status=suspended')).not.toContain(ana.id);
    expect(await ids('status=active')).toContain(ana.id);
    expect(await ids('role=professional')).toEqual(expect.arrayContaining([joao.id]));
    expect(await ids('role=professional')).not.toContain(ana.id);
    expect(await ids('role=parent')).toContain(ana.id);
    const none = await ids('role=none');
    expect(none).not.toContain(ana.id);
    expect(none).not.toContain(joao.id);
    expect(await ids('subscription=trial')).toContain(ana.id);
    expect(await ids('subscription=none')).toContain(joao.id);
    expect(await ids('subscription=none')).not.toContain(ana.id);
  });

  it('subscription filters follow the status as of now (a trial past its end is expired)', async () => {
    const now = t.clock.now();
    const mk = async (sub: Partial<typeof subscriptions.$inferInsert>) => {
      const u = await createUser(t.db);
      await t.db.insert(subscriptions).values({ parentUserId: u.id, planType: 'trial', status: 'trial', ...sub });
      return u.id;
    };
    const endedTrial = await mk({
      trialStartDate: new Date(now.getTime() - 9 * DAY),
      trialEndDate: new Date(now.getTime() - 2 * DAY),
    });
    const paying = await mk(paid(now));
    const granted = await mk(adminGranted(now));
    const cancelledRunning = await mk({ ...paid(now), status: 'cancelled' });
    const endedPaid = await mk({ ...paid(new Date(now.getTime() - 500 * DAY)) });
    const ids = async (q: string) =>
      ((await get(`/api/admin/users?${q}&limit=100`)).json().users as { id: number }[]).map((u) => u.id);
    const expired = await ids('subscription=expired');
    expect(expired).toEqual(expect.arrayContaining([endedTrial, endedPaid]));
    expect(expired).not.toContain(paying);
    const active = await ids('subscription=active');
    expect(active).toEqual(expect.arrayContaining([paying, cancelledRunning]));
    expect(active).not.toContain(granted);
    expect(await ids('subscription=admin_granted')).toEqual([granted]);
    expect(await ids('subscription=trial')).not.toContain(endedTrial);
    const rows = (await get('/api/admin/users?limit=100')).json().users as { id: number; subscription_type: string }[];
    const typeOf = (id: number) => rows.find((r) => r.id === id)?.subscription_type;
    expect([typeOf(endedTrial), typeOf(paying), typeOf(granted), typeOf(endedPaid)]).toEqual([
      'free',
      'annual',
      'admin_granted',
      'free',
    ]);
  });

  it('pages newest first with the total of every page, in at most two statements', async () => {
    const all = (await get('/api/admin/users?limit=100')).json();
    expect(all.total).toBeGreaterThan(5);
    const ids = (all.users as { id: number }[]).map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const p2 = (await get('/api/admin/users?limit=2&page=2')).json();
    expect(p2).toMatchObject({ total: all.total, page: 2, limit: 2 });
    expect(p2.users.map((u: { id: number }) => u.id)).toEqual(ids.slice(2, 4));
    const past = (await get('/api/admin/users?limit=2&page=9999')).json();
    expect(past).toMatchObject({ users: [], total: all.total });
    const before = t.queries.length;
    await get('/api/admin/users?limit=100');
    // The admin token's lookup, then the page.
    expect(t.queries.slice(before).filter((q) => !q.includes('admin_tokens'))).toHaveLength(1);
  });

  it.each([
    ['limit=0', 'O limite deve ser um número de 1 a 100.'],
    ['limit=101', 'O limite deve ser um número de 1 a 100.'],
    ['limit=abc', 'O limite deve ser um número de 1 a 100.'],
    ['page=0', 'A página deve ser um número de 1 a 10000.'],
    ['page=1e3', 'A página deve ser um número de 1 a 10000.'],
    ['status=banned', 'Situação inválida: use active ou suspended.'],
    ['role=admin', 'Papel inválido: use parent, professional ou none.'],
    ['subscription=gold', 'Assinatura inválida: use trial, active, expired, admin_granted ou none.'],
    [`search=${'a'.repeat(101)}`, 'A busca pode ter no máximo 100 caracteres.'],
  ])('refuses %s with a pt-BR 400', async (q, error) => {
    const res = await get(`/api/admin/users?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses an unknown query field', async () => {
    const res = await get('/api/admin/users?sort=email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/sort/);
  });
});

describe('GET /api/admin/users/:id (docs/product.md#admin-user-detail)', () => {
  it('answers every field with its defaults, "never signed in" and zero time', async () => {
    const u = await createUser(t.db, { fullName: null, givenName: null, familyName: null });
    const res = await get(`/api/admin/users/${u.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      full_name: null,
      email: u.email,
      google_id: u.subject,
      last_login_date: null,
      children_count: 0,
      activities_completed: 0,
      total_time_spent: 0,
      average_time_per_activity: 0,
      subscription_type: 'free',
      subscription_status: null,
      language_preference: 'pt-BR',
      timezone: 'America/Sao_Paulo',
      is_active: true,
      role: null,
      birth_date: null,
      location: null,
      subscription_end_date: null,
    });
  });

  it('counts time over every entry and the average per completed activity, rounded', async () => {
    const u = await createUser(t.db, { lastLoginAt: t.clock.now(), birthDate: '1990-05-01', location: 'Recife' });
    const c = await createChild(t.db, u.id);
    await createProgress(t.db, c.id, { status: 'completed', secondsSpent: 3600 });
    await createProgress(t.db, c.id, { status: 'completed', secondsSpent: 3900 });
    await createProgress(t.db, c.id, { status: 'needs_help', secondsSpent: 600 });
    const body = (await get(`/api/admin/users/${u.id}`)).json();
    expect(body).toMatchObject({
      last_login_date: t.clock.now().toISOString(),
      birth_date: '1990-05-01',
      location: 'Recife',
      children_count: 1,
      activities_count: 2,
      activities_completed: 2,
      total_time_spent: 135,
      average_time_per_activity: 68,
    });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const res = await get('/api/admin/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Usuário não encontrado.' });
    for (const id of ['0', 'abc', '1e2', '99999999999']) {
      const bad = await get(`/api/admin/users/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json()).toEqual({ error: 'Identificador inválido.' });
    }
  });
});

describe('GET /api/admin/users/export (docs/product.md#admin-users)', () => {
  it('streams a CSV with a BOM, ; between cells, pt-BR plan and role, escaped formulas and doubled quotes; audited', async () => {
    const evil = await createUser(t.db, {
      fullName: '=HYPERLINK("http://x")',
      email: '+evil@example.com',
      phoneNumber: '@SUM(1)',
    });
    const quoted = await createUser(t.db, { fullName: 'Ana "Aninha"; Souza', phoneNumber: '-1' });
    const res = await get('/api/admin/users/export?search=' + encodeURIComponent('example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = t.clock.now().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="neurobridge_usuarios_${today}.csv"`);
    expect(
      res.body.startsWith(
        '\uFEFFid;nome;e-mail;telefone;data de cadastro;crianças;atividades concluídas;situação;assinatura;papel\r\n',
      ),
    ).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    const evilLine = lines.find((l) => l.startsWith(`${evil.id};`));
    expect(evilLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(evilLine).toContain("'+evil@example.com");
    expect(evilLine).toContain("'@SUM(1)");
    expect(evilLine).toMatch(/;Ativo;Gratuito;Não escolhido$/);
    const quotedLine = lines.find((l) => l.startsWith(`${quoted.id};`));
    expect(quotedLine).toContain(`;"Ana ""Aninha""; Souza";`);
    expect(quotedLine).toContain(";'-1;");
    const [entry] = await auditOf('users.exported');
    expect(entry).toMatchObject({
      actorType: 'admin',
      details: { filters: { search: 'example.com' }, rows: lines.length - 1, complete: true },
    });
  });

  it('reads the users batch by batch, newest first, each exactly once', async () => {
    const service = createAdminUsersService(createAppDeps({ ...t, secretsKey: t.config.secretsKey! }), {
      exportBatch: 2,
    });
    const acting = {
      admin: { id: 1, username: 'x', role: 'owner' as const, tokenId: 1, scope: 'full' as const },
      from: { ip: null, userAgent: null },
    };
    const total = (await get('/api/admin/users?limit=1')).json().total as number;
    expect(total).toBeGreaterThan(5);
    const { stream } = service.exportCsv({}, acting);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const ids = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(';')[0]));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('writes every matching user (newest first) and takes the same filters', async () => {
    const total = (await get('/api/admin/users?limit=1')).json().total as number;
    const res = await get('/api/admin/users/export');
    const ids = res.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(';')[0]));
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const suspended = await get('/api/admin/users/export?status=suspended');
    const lines = suspended.body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes(';Suspenso;'))).toBe(true);
    expect((await get('/api/admin/users/export?status=x')).statusCode).toBe(400);
    expect((await get('/api/admin/users/export?page=2')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/send-email (docs/product.md#admin-user-actions)', () => {
  const outboxFor = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, to));

  it("queues the admin_notification e-mail to the user's address and audits the subject only", async () => {
    const u = await createUser(t.db, { email: 'Carla@Example.com' });
    const res = await admin('POST', '/api/admin/send-email', {
      email: 'carla@example.com',
      template: 'admin_notification',
      data: { userName: 'Carla', subject: 'Sua conta', message: 'Primeiro parágrafo.\n\nSegundo <b>parágrafo</b>.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: true });
    const [mail] = await outboxFor('Carla@Example.com');
    expect(mail).toMatchObject({ templateType: 'admin_notification', subject: 'Sua conta', status: 'pending' });
    expect(mail!.bodyText).toBe(
      'Olá, Carla!\n\nPrimeiro parágrafo.\n\nSegundo <b>parágrafo</b>.\n\nEquipe NeuroBridge',
    );
    expect(mail!.bodyHtml).toContain('Segundo &lt;b&gt;parágrafo&lt;/b&gt;.');
    const [entry] = await auditOf('user.email_sent');
    expect(entry).toMatchObject({
      targetId: String(u.id),
      details: { email: 'Carla@Example.com', subject: 'Sua conta' },
    });
    expect(JSON.stringify(entry!.details)).not.toContain('parágrafo');
  });

  it('answers 404 for an address that is no user, and 409 when the template is switched off; nothing written', async () => {
    const notUser = await admin('POST', '/api/admin/send-email', {
      email: 'ninguem@example.com',
      template: 'admin_notification',
      data: { userName: 'X', subject: 'Oi' },
    });
    expect(notUser.statusCode).toBe(404);
    expect(notUser.json()).toEqual({ error: 'Nenhum usuário com este e-mail.' });
    const u = await createUser(t.db, { email: 'off@example.com' });
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'admin_notification'));
    try {
      const off = await admin('POST', '/api/admin/send-email', {
        email: u.email,
        template: 'admin_notification',
        data: { userName: 'X', subject: 'Oi' },
      });
      expect(off.statusCode).toBe(409);
      expect(await outboxFor(u.email)).toEqual([]);
      expect((await auditOf('user.email_sent')).some((e) => e.targetId === String(u.id))).toBe(false);
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ isEnabled: true })
        .where(eq(emailTemplates.templateType, 'admin_notification'));
    }
  });

  it.each([
    [{ email: 'x', template: 'admin_notification', data: { subject: 'a' } }, 'E-mail inválido.'],
    [
      { email: 'a@b.co', template: 'welcome', data: { subject: 'a' } },
      'Modelo de e-mail inválido: use admin_notification.',
    ],
    [{ email: 'a@b.co', template: 'admin_notification', data: { subject: '  ' } }, 'O assunto é obrigatório.'],
    [{ email: 'a@b.co', template: 'admin_notification', data: {} }, 'O assunto é obrigatório.'],
    [
      { email: 'a@b.co', template: 'admin_notification', data: { subject: 'a'.repeat(151) } },
      'O assunto pode ter no máximo 150 caracteres.',
    ],
    [
      { email: 'a@b.co', template: 'admin_notification', data: { subject: 'a', message: 'm'.repeat(5001) } },
      'A mensagem pode ter no máximo 5000 caracteres.',
    ],
    [
      { email: 'a@b.co', template: 'admin_notification', data: { subject: 'a', userName: 5 } },
      'O nome pode ter no máximo 200 caracteres.',
    ],
  ])('refuses a bad body with a pt-BR 400 and writes nothing (case %#)', async (payload, error) => {
    const [before] = await t.db.select({ n: count() }).from(emailOutbox);
    const res = await admin('POST', '/api/admin/send-email', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    const [after] = await t.db.select({ n: count() }).from(emailOutbox);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses unknown fields at both levels', async () => {
    for (const payload of [
      { email: 'a@b.co', template: 'admin_notification', data: { subject: 'a' }, bcc: 'x@y.z' },
      { email: 'a@b.co', template: 'admin_notification', data: { subject: 'a', html: '<b>' } },
    ]) {
      expect((await admin('POST', '/api/admin/send-email', payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/admin/users/:id/grant-access (docs/product.md#admin-user-actions)', () => {
  const body = { plan_type: 'admin_granted', duration_months: 12 };
  const unlocked = async (app: App, cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } });
    return (res.json() as { is_locked: boolean }[]).filter((a) => !a.is_locked).length;
  };

  it('makes the parent active admin_granted for 12 months: all 111 unlocked at once on every server', async () => {
    const parent = await createSignedInUser(t);
    await t.db
      .insert(subscriptions)
      .values({ parentUserId: parent.user.id, planType: 'trial', status: 'trial', ...trial(t.clock.now()) });
    // Both servers hold the parent's session (and tier) in memory.
    expect(await unlocked(t.app, parent.cookie)).toBe(10);
    expect(await unlocked(other, parent.cookie)).toBe(10);
    const res = await admin('POST', `/api/admin/users/${parent.user.id}/grant-access`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription_type: 'admin_granted', subscription_status: 'active' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, parent.user.id));
    expect(sub).toMatchObject({ planType: 'admin_granted', status: 'active', subscriptionStartDate: t.clock.now() });
    const end = new Date(t.clock.now());
    end.setUTCMonth(end.getUTCMonth() + 12);
    expect(sub!.subscriptionEndDate!.getTime()).toBeCloseTo(end.getTime(), -6);
    expect(await unlocked(t.app, parent.cookie)).toBe(111);
    await other.syncSessionChanges();
    expect(await unlocked(other, parent.cookie)).toBe(111);
    const [entry] = await auditOf('user.access_granted');
    expect(entry).toMatchObject({
      targetId: String(parent.user.id),
      details: { plan_type: 'admin_granted', months: 12, previous_plan: 'trial' },
    });
  });

  it('gives a parent without a subscription one row, and granting twice keeps one row', async () => {
    const u = await createUser(t.db);
    expect((await admin('POST', `/api/admin/users/${u.id}/grant-access`, body)).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/users/${u.id}/grant-access`, body)).statusCode).toBe(200);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planType: 'admin_granted', status: 'active' });
  });

  it('refuses a professional (409), an unknown user (404) and any other body (400), writing nothing', async () => {
    const pro = await createUser(t.db);
    await t.db.insert(professionalProfiles).values({ userId: pro.id, role: 'professional' });
    const refused = await admin('POST', `/api/admin/users/${pro.id}/grant-access`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Contas de profissionais já são gratuitas: não há acesso para liberar.' });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, pro.id))).toEqual([]);
    expect((await admin('POST', '/api/admin/users/999999/grant-access', body)).statusCode).toBe(404);
    const u = await createUser(t.db);
    for (const [payload, error] of [
      [{ plan_type: 'annual', duration_months: 12 }, 'Plano inválido: use admin_granted.'],
      [{ plan_type: 'admin_granted', duration_months: 24 }, 'Duração inválida: o acesso gratuito é de 12 meses.'],
      [{ plan_type: 'admin_granted', duration_months: '12' }, 'Duração inválida: o acesso gratuito é de 12 meses.'],
      [{ plan_type: 'admin_granted' }, 'Duração inválida: o acesso gratuito é de 12 meses.'],
    ] as const) {
      const res = await admin('POST', `/api/admin/users/${u.id}/grant-access`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await admin('POST', `/api/admin/users/${u.id}/grant-access`, { ...body, extra: 1 })).statusCode).toBe(400);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, u.id))).toEqual([]);
  });
});

describe('suspend and reactivate (docs/product.md#suspension)', () => {
  const me = (app: App, cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const reason = { reason: 'Uso indevido relatado pela escola.' };
  const setSender = (fromEmail: string | null) =>
    t.db
      .insert(smtpSettings)
      .values({ id: SMTP_SETTINGS_ID, fromEmail })
      .onConflictDoUpdate({ target: smtpSettings.id, set: { fromEmail } });

  it('tells every session at once on every server and the sign-in; reactivating ends those sessions', async () => {
    const { cookie, user } = await signIn(t.app, { email: 'suspensa@example.com', name: 'Suspensa' });
    const second = await sessionCookie(t, user.id);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(other, second)).statusCode).toBe(200);
    await setSender('suporte@neurobridge.example');
    const res = await admin('POST', `/api/admin/users/${user.id}/suspend`, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, is_active: false });
    const notice = {
      error: accountSuspendedMessage('suporte@neurobridge.example'),
      code: ACCOUNT_SUSPENDED,
    };
    expect(notice.error).toMatch(/^Sua conta foi suspensa\. .*suporte@neurobridge\.example/);
    const open = await me(t.app, cookie);
    expect([open.statusCode, open.json()]).toEqual([403, notice]);
    await other.syncSessionChanges();
    expect((await me(other, second)).json()).toEqual(notice);
    // Any signed-in route, before the terms gate.
    const children = await t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } });
    expect([children.statusCode, children.json().code]).toEqual([403, ACCOUNT_SUSPENDED]);
    // The sign-in says it too (login-service).
    const flow = await runDevProviderLogin(t.app, { email: 'suspensa@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: { code: flow.code, state: flow.state },
    });
    expect([login.statusCode, login.json()]).toEqual([403, notice]);
    const [entry] = await auditOf('user.suspended');
    expect(entry).toMatchObject({ targetId: String(user.id), details: { was_active: true, ...reason } });

    // Suspending again is fine.
    const again = await admin('POST', `/api/admin/users/${user.id}/suspend`, reason);
    expect(again.statusCode).toBe(200);
    expect(again.json().is_active).toBe(false);

    const back = await admin('POST', `/api/admin/users/${user.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ is_active: true });
    // A session from before the suspension does not come back to life.
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
    expect((await admin('POST', `/api/admin/users/${user.id}/reactivate`)).statusCode).toBe(200);
    const { cookie: fresh } = await signIn(t.app, { email: 'suspensa@example.com' });
    expect((await me(t.app, fresh)).statusCode).toBe(200);
    const reactivated = (await auditOf('user.reactivated')).filter((e) => e.targetId === String(user.id));
    expect(reactivated.map((e) => (e.details as { sessions_ended: number }).sessions_ended)).toEqual([0, 2]);
  });

  it('without a sender address the notice says to contact support', async () => {
    await setSender(null);
    const { cookie, user } = await signIn(t.app, { email: 'sem-suporte@example.com' });
    await admin('POST', `/api/admin/users/${user.id}/suspend`, reason);
    expect((await me(t.app, cookie)).json()).toEqual({ error: accountSuspendedMessage(null), code: ACCOUNT_SUSPENDED });
  });

  it('needs a reason of at most 500 characters, named beside the field; nothing written', async () => {
    const { user } = await signIn(t.app, { email: 'motivo@example.com' });
    const before = (await auditOf('user.suspended')).length;
    const cases: [object | undefined, string][] = [
      [undefined, SUSPEND_REASON_REQUIRED],
      [{}, SUSPEND_REASON_REQUIRED],
      [{ reason: '   ' }, SUSPEND_REASON_REQUIRED],
      [{ reason: 'x'.repeat(SUSPEND_REASON_MAX + 1) }, SUSPEND_REASON_TOO_LONG],
    ];
    for (const [payload, error] of cases) {
      const res = await admin('POST', `/api/admin/users/${user.id}/suspend`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(payload === undefined ? res.json().error : error);
      if (payload && 'reason' in payload) expect(res.json().fields).toEqual({ reason: error });
    }
    expect(SUSPEND_REASON_TOO_LONG).toContain(String(SUSPEND_REASON_MAX));
    expect((await admin('POST', `/api/admin/users/${user.id}/suspend`, { ...reason, extra: 1 })).statusCode).toBe(400);
    expect((await auditOf('user.suspended')).length).toBe(before);
    const [row] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, user.id));
    expect(row!.isActive).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    for (const [action, body] of [
      ['suspend', reason],
      ['reactivate', undefined],
      ['revoke-access', undefined],
    ] as const) {
      const res = await admin('POST', `/api/admin/users/999999/${action}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Usuário não encontrado.' });
    }
  });
});

describe('POST /api/admin/users/:id/revoke-access (docs/product.md#admin-user-actions)', () => {
  it('ends an active grant now, locking the activities at once; audited', async () => {
    const parent = await createSignedInUser(t);
    const grant = { plan_type: 'admin_granted', duration_months: 12 };
    expect((await admin('POST', `/api/admin/users/${parent.user.id}/grant-access`, grant)).statusCode).toBe(200);
    const all = await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie: parent.cookie } });
    expect((all.json() as { is_locked: boolean }[]).every((a) => !a.is_locked)).toBe(true);

    const res = await admin('POST', `/api/admin/users/${parent.user.id}/revoke-access`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription_type: 'free', subscription_status: 'expired' });
    const after = await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie: parent.cookie } });
    expect((after.json() as { is_locked: boolean }[]).some((a) => a.is_locked)).toBe(true);
    const [entry] = await auditOf('user.access_revoked');
    expect(entry).toMatchObject({ targetId: String(parent.user.id), details: { plan_type: 'admin_granted' } });
    expect((entry!.details as { was_until: string }).was_until).toMatch(/^\d{4}-/);
  });

  it('refuses an account without an active grant (409), writing nothing', async () => {
    const parent = await createSignedInUser(t);
    await t.db
      .insert(subscriptions)
      .values({ parentUserId: parent.user.id, planType: 'trial', status: 'trial', ...trial(t.clock.now()) });
    const before = (await auditOf('user.access_revoked')).length;
    const res = await admin('POST', `/api/admin/users/${parent.user.id}/revoke-access`);
    expect([res.statusCode, res.json()]).toEqual([409, { error: NO_GRANT_TO_REVOKE }]);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, parent.user.id));
    expect(sub!.status).toBe('trial');
    expect((await auditOf('user.access_revoked')).length).toBe(before);
    const none = await createSignedInUser(t);
    expect((await admin('POST', `/api/admin/users/${none.user.id}/revoke-access`)).statusCode).toBe(409);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, none.user.id))).toEqual([]);
  });
});

describe('DELETE /api/admin/users/:id (docs/product.md#admin-user-actions)', () => {
  it('deletes the account with its children and sessions, audited with the e-mail; other users stay', async () => {
    const gone = await createSignedInUser(t, { email: 'apagar@example.com' });
    const stays = await createSignedInUser(t);
    const child = await createChild(t.db, gone.user.id);
    await createProgress(t.db, child.id);
    await createChild(t.db, stays.user.id);
    const res = await admin('DELETE', `/api/admin/users/${gone.user.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
    expect(await t.db.select().from(children).where(eq(children.parentUserId, gone.user.id))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: gone.cookie } });
    expect(me.statusCode).toBe(401);
    expect(await t.db.select().from(children).where(eq(children.parentUserId, stays.user.id))).toHaveLength(1);
    const [entry] = await auditOf('user.deleted');
    expect(entry).toMatchObject({ targetId: String(gone.user.id), details: { email: 'apagar@example.com' } });
    expect((await admin('DELETE', `/api/admin/users/${gone.user.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/users/${gone.user.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users/:id/progress (docs/product.md#admin-user-progress)', () => {
  it("answers the user's children with their summaries and newest entries, and the next pages", async () => {
    const u = await createUser(t.db, { fullName: 'Mãe da Lia' });
    const lia = await createChild(t.db, u.id, { name: 'Lia', birthDate: '2018-01-02' });
    const empty = await createChild(t.db, u.id, { name: 'Bia' });
    const start = t.clock.now().getTime() - 100 * 60_000;
    for (let i = 0; i < 25; i++) {
      await createProgress(t.db, lia.id, {
        status: i % 5 === 0 ? 'needs_help' : 'completed',
        score: i % 5 === 0 ? null : 50 + i,
        secondsSpent: 120,
        completionDate: new Date(start + i * 60_000),
        activityTitle: `Atividade ${i}`,
      });
    }
    const res = await get(`/api/admin/users/${u.id}/progress`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: u.id, full_name: 'Mãe da Lia', email: u.email });
    expect(body.children.map((c: { name: string }) => c.name)).toEqual(['Lia', 'Bia']);
    const [first, second] = body.children;
    expect(first.summary).toEqual({ completed: 20, average_score: 63, total_time: 50, total: 25 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toMatchObject({
      activity_title: 'Atividade 24',
      status: 'completed',
      score: 74,
      time_spent: 2,
    });
    expect(first.next_cursor).toBe(String(first.entries[19].id));
    expect(second).toMatchObject({
      id: empty.id,
      entries: [],
      next_cursor: null,
      summary: { completed: 0, average_score: null, total_time: 0, total: 0 },
    });

    const more = await get(`/api/admin/users/${u.id}/children/${lia.id}/progress?cursor=${first.next_cursor}`);
    expect(more.statusCode).toBe(200);
    expect(more.json().items.map((e: { activity_title: string }) => e.activity_title)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Atividade ${i}`),
    );
    expect(more.json().next_cursor).toBeNull();
  });

  it("answers 404 for an unknown user and for another user's child", async () => {
    expect((await get('/api/admin/users/999999/progress')).json()).toEqual({ error: 'Usuário não encontrado.' });
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const bChild = await createChild(t.db, b.id);
    const res = await get(`/api/admin/users/${a.id}/children/${bChild.id}/progress`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Criança não encontrada.' });
    expect((await get(`/api/admin/users/${a.id}/children/${bChild.id}/progress?limit=500`)).statusCode).toBe(400);
    const [row] = await t.db
      .select({ n: count() })
      .from(children)
      .where(and(eq(children.parentUserId, a.id)));
    expect(row!.n).toBe(0);
  });
});

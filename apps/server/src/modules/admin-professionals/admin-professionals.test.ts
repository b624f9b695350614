import {
  adminProfessionalsApi,
  END_ACCESS_REASON_MAX,
  END_ACCESS_REASON_REQUIRED,
  END_ACCESS_REASON_TOO_LONG,
  INVALID_LIST_LIMIT,
  INVALID_VERIFIED_FILTER,
  PROFESSIONAL_NOT_FOUND,
  PROFESSIONAL_SEARCH_TOO_LONG,
  type AdminProfessional,
  type AdminProfessionalsPage,
} from '@neurobridge/shared/api/admin-professionals';
import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { pathFor } from '@neurobridge/shared/api/contract';
import { professionalApi } from '@neurobridge/shared/api/professional';
import { AREA_FORBIDDEN } from '@neurobridge/shared/domain/admin-roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { invitations, professionalProfiles } from '../../db/schema/professionals';
import {
  accessOf,
  adminCookie,
  auditOf,
  createFamily,
  createProfessional,
  createProfessionalWorld,
  outboxTo,
} from './admin-professionals-testing';

// The back-office's professionals (docs/product.md#admin-professionals).
let t: TestApp;
let owner: { cookie: string; username: string };
let support: { cookie: string; username: string };
let content: { cookie: string; username: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t, 'owner');
  support = await adminCookie(t, 'support');
  content = await adminCookie(t, 'content');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db
    .update(emailTemplates)
    .set({ isEnabled: true })
    .where(eq(emailTemplates.templateType, 'professional_access_ended'));
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie = owner.cookie, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (query: string, cookie = owner.cookie) => {
  const res = await call('GET', `/api/admin/professionals?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProfessionalsPage>();
};
const verify = (id: number, cookie = owner.cookie) => call('POST', `/api/admin/professionals/${id}/verify`, cookie);
const unverify = (id: number, cookie = owner.cookie) => call('DELETE', `/api/admin/professionals/${id}/verify`, cookie);
const endAccess = (id: number, payload: unknown, cookie = owner.cookie) =>
  call('POST', `/api/admin/professionals/${id}/end-access`, cookie, payload);
const familyList = async (childId: number, cookie: string) => {
  const res = await call('GET', pathFor(childProfessionalsApi.list, { id: childId }), cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ professionals: { name: string; verified: boolean }[] }>().professionals;
};

describe('who may use the professionals area (docs/product.md#admin-team)', () => {
  const routes = Object.values(adminProfessionalsApi).map((e) => ({
    method: e.method as Method,
    url: pathFor(e, { id: 999_999 }),
    body: e.method === 'GET' ? undefined : e === adminProfessionalsApi.endAccess ? { reason: 'x' } : undefined,
  }));

  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401', async () => {
    const refused = await refusedAdminCallers(t);
    for (const r of routes) {
      for (const headers of refused) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers, payload: r.body });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('refuses a content admin with 403 on every route, and lets the owner and support through', async () => {
    for (const r of routes) {
      const refused = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { cookie: content.cookie },
        payload: r.body,
      });
      expect(refused.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(refused.json().error).toBe(AREA_FORBIDDEN);
      for (const who of [owner, support]) {
        const res = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: { cookie: who.cookie },
          payload: r.body,
        });
        // The id is nobody's: 404 (or 200 for the lists), never the area's refusal.
        expect([200, 404], `${r.method} ${r.url}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('writes nothing for a content admin', async () => {
    const { pro } = await createProfessionalWorld(t, 'conteudo');
    expect((await verify(pro.user.id, content.cookie)).statusCode).toBe(403);
    expect((await endAccess(pro.user.id, { reason: 'Registro vencido.' }, content.cookie)).statusCode).toBe(403);
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.user.id));
    expect(profile!.isVerified).toBe(false);
    expect((await accessOf(t, pro.user.id)).filter((a) => a.isActive)).toHaveLength(4);
    expect(await outboxTo(t, pro.user.email)).toEqual([]);
  });
});

describe('GET /api/admin/professionals', () => {
  it('lists professionals with their counts from active access, newest first', async () => {
    const { pro } = await createProfessionalWorld(t, 'contagem');
    const page = await list('q=contagem');
    expect(page).toEqual({
      professionals: [
        {
          id: pro.user.id,
          name: 'Profissional contagem',
          email: pro.user.email,
          professional_type: 'speech_therapist',
          organization_name: 'Clínica contagem',
          registration_number: 'CRFa contagem',
          // Ana, Bia and Caio: not the revoked access, not the removed child.
          children_count: 3,
          families_count: 2,
          since: pro.profile.createdAt.toISOString(),
          verified: false,
          verified_at: null,
          verified_by: null,
        },
      ],
      next_cursor: null,
    });
  });

  it('leaves out parents, and lists a parent who is also a professional', async () => {
    const parent = await createFamily(t, 'Família Parental', ['Gui']);
    await t.db.insert(professionalProfiles).values({ userId: parent.user.id, role: 'parent' });
    const both = await createSignedInUser(t, { fullName: 'Terapeuta Parental' });
    await t.db
      .insert(professionalProfiles)
      .values({ userId: both.user.id, role: 'parent', professionalType: 'psychologist' });
    const page = await list('q=parental');
    expect(page.professionals.map((p) => p.id)).toEqual([both.user.id]);
  });

  it('searches name (without accents), e-mail, organization and registration', async () => {
    const a = await createProfessional(
      t,
      'busca1',
      { organizationName: 'Espaço Conceição' },
      { fullName: 'Ângela Busca' },
    );
    const b = await createProfessional(t, 'busca2', { crefitoNumber: 'CRP 06/99881' }, { fullName: 'Beto Busca' });
    const c = await createProfessional(t, 'busca3', {}, { email: 'unico-busca3@consultorio.example' });
    expect((await list('q=angela busca')).professionals.map((p) => p.id)).toEqual([a.user.id]);
    expect((await list('q=CONCEICAO')).professionals.map((p) => p.id)).toEqual([a.user.id]);
    expect((await list('q=06%2F99881')).professionals.map((p) => p.id)).toEqual([b.user.id]);
    expect((await list('q=unico-busca3@')).professionals.map((p) => p.id)).toEqual([c.user.id]);
    // LIKE's own characters are plain.
    expect((await list('q=busca%25')).professionals).toEqual([]);
  });

  it('filters verified and not verified', async () => {
    const yes = await createProfessional(t, 'filtro1');
    const no = await createProfessional(t, 'filtro2');
    expect((await verify(yes.user.id)).statusCode).toBe(200);
    expect((await list('q=filtro&verified=yes')).professionals.map((p) => p.id)).toEqual([yes.user.id]);
    expect((await list('q=filtro&verified=no')).professionals.map((p) => p.id)).toEqual([no.user.id]);
    expect((await list('q=filtro')).professionals.map((p) => p.id)).toEqual([no.user.id, yes.user.id]);
  });

  it('pages by cursor without repeating or skipping anyone', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createProfessional(t, `pagina${i}`));
    const first = await list('q=pagina&limit=2');
    expect(first.professionals.map((p) => p.id)).toEqual([made[4]!.user.id, made[3]!.user.id]);
    const second = await list(`q=pagina&limit=2&cursor=${first.next_cursor}`);
    expect(second.professionals.map((p) => p.id)).toEqual([made[2]!.user.id, made[1]!.user.id]);
    const last = await list(`q=pagina&limit=2&cursor=${second.next_cursor}`);
    expect(last).toEqual({ professionals: [expect.objectContaining({ id: made[0]!.user.id })], next_cursor: null });
  });

  it('reads a page in one statement, however many rows and counts it holds (docs/decisions/014-fast-reads.md)', async () => {
    for (let i = 0; i < 3; i += 1) await createProfessionalWorld(t, `consulta${i}`);
    const count = async (query: string) => {
      await list(query);
      t.queries.length = 0;
      await list(query);
      return t.queries.length;
    };
    const none = await count('q=ninguem-com-este-nome');
    const many = await count('q=consulta');
    expect(many).toBe(none);
    // The admin's token lookup, then the page.
    expect(none).toBeLessThanOrEqual(2);
  });

  it('refuses bad input with a pt-BR 400', async () => {
    const cases: [string, string][] = [
      ['limit=0', INVALID_LIST_LIMIT],
      ['limit=101', INVALID_LIST_LIMIT],
      ['limit=dez', INVALID_LIST_LIMIT],
      [`q=${'a'.repeat(101)}`, PROFESSIONAL_SEARCH_TOO_LONG],
      ['verified=talvez', INVALID_VERIFIED_FILTER],
      ['cursor=-1', 'Cursor inválido.'],
      ['cursor=abc', 'Cursor inválido.'],
      ['page=2', 'Campo não permitido: page.'],
    ];
    for (const [query, error] of cases) {
      const res = await call('GET', `/api/admin/professionals?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(error);
    }
  });
});

describe('verify and unverify (docs/product.md#admin-professionals)', () => {
  it('marks them with the date and the admin, the family sees it, and a second mark keeps the first', async () => {
    const { pro, souza } = await createProfessionalWorld(t, 'verifica');
    expect((await familyList(souza.children[0]!.id, souza.cookie))[0]).toMatchObject({ verified: false });

    const res = await verify(pro.user.id, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const marked = res.json<AdminProfessional>();
    expect(marked).toMatchObject({
      id: pro.user.id,
      verified: true,
      verified_at: t.clock.now().toISOString(),
      verified_by: support.username,
    });
    expect((await familyList(souza.children[0]!.id, souza.cookie))[0]).toMatchObject({
      name: 'Profissional verifica',
      verified: true,
    });

    t.clock.advance(60_000);
    const again = await verify(pro.user.id, owner.cookie);
    expect(again.json()).toEqual(marked);

    const audits = await auditOf(t, 'professional.verified');
    expect(audits.slice(0, 2).map((a) => [a.actorLabel, a.targetId, a.details])).toEqual([
      [owner.username, String(pro.user.id), { email: pro.user.email, was_verified: true }],
      [support.username, String(pro.user.id), { email: pro.user.email, was_verified: false }],
    ]);
  });

  it('removes the mark; the family no longer sees it', async () => {
    const { pro, souza } = await createProfessionalWorld(t, 'desmarca');
    await verify(pro.user.id);
    const res = await unverify(pro.user.id, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified: false, verified_at: null, verified_by: null });
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.user.id));
    expect(profile).toMatchObject({ isVerified: false, verifiedAt: null, verifiedBy: null });
    expect((await familyList(souza.children[0]!.id, souza.cookie))[0]).toMatchObject({ verified: false });
    const [audit] = await auditOf(t, 'professional.unverified');
    expect(audit).toMatchObject({
      actorLabel: support.username,
      details: { email: pro.user.email, was_verified: true },
    });
  });

  it('is 404 for an account that is not a professional, and 400 for a bad id, writing nothing', async () => {
    const parent = await createFamily(t, 'Só Família', ['Lu']);
    await t.db.insert(professionalProfiles).values({ userId: parent.user.id, role: 'parent' });
    const before = (await auditOf(t, 'professional.verified')).length;
    for (const id of [parent.user.id, 999_999]) {
      const res = await verify(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PROFESSIONAL_NOT_FOUND);
      expect((await unverify(id)).statusCode).toBe(404);
    }
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const res = await call('POST', `/api/admin/professionals/${id}/verify`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toBe('Profissional inválido.');
    }
    expect(await auditOf(t, 'professional.verified')).toHaveLength(before);
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, parent.user.id));
    expect(profile!.isVerified).toBe(false);
  });
});

describe('end access (docs/product.md#admin-professionals)', () => {
  const reason = 'O número de registro informado não existe no conselho.\n\nFale conosco para regularizar.';

  it("ends every access as the family's revoke does, refuses their requests, e-mails them and each family", async () => {
    const w = await createProfessionalWorld(t, 'encerra');
    const res = await endAccess(w.pro.user.id, { reason: `  ${reason}  ` }, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      professional: expect.objectContaining({ id: w.pro.user.id, children_count: 0, families_count: 0 }),
      ended: 3,
    });

    // Every access row inactive, with when it ended; nothing deleted.
    const rows = await accessOf(t, w.pro.user.id);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => !r.isActive && r.accessRevokedAt !== null)).toBe(true);
    // The professional's next request sees no child; the families' lists no longer show them.
    const children = await call('GET', professionalApi.children.path, w.pro.cookie);
    expect(children.json()).toEqual([]);
    expect(await familyList(w.souza.children[0]!.id, w.souza.cookie)).toEqual([]);
    // The request waiting for a family is refused, as the family's refusal does.
    const [request] = await t.db.select().from(invitations).where(eq(invitations.id, w.request.id));
    expect(request).toMatchObject({ status: 'declined', declinedAt: t.clock.now(), requestInfo: null, linkEnc: null });

    const [toPro] = await outboxTo(t, w.pro.user.email);
    expect(toPro).toMatchObject({
      templateType: 'professional_access_ended',
      subject: 'Seu acesso às crianças no NeuroBridge foi encerrado',
      status: 'pending',
    });
    expect(toPro!.bodyText).toContain('Olá, Profissional encerra!');
    expect(toPro!.bodyText).toContain(`Motivo:\n${reason}`);
    expect(toPro!.bodyText).toContain('Os seus pedidos de acesso que aguardavam a resposta de uma família');
    expect(toPro!.bodyHtml).toContain('<p>Motivo:<br>O número de registro informado não existe no conselho.<br><br>');

    const [toSouza] = await outboxTo(t, w.souza.user.email);
    expect(toSouza).toMatchObject({
      templateType: 'professional_access_ended_family',
      subject: 'O acesso de Profissional encerra a Ana e Bia foi encerrado',
    });
    expect(toSouza!.bodyText).toContain('Olá, Marta Souza!');
    expect(toSouza!.bodyText).toContain(
      'A partir de agora, Profissional encerra não vê mais as crianças no NeuroBridge.',
    );
    // The reason is the professional's to read.
    expect(toSouza!.bodyText).not.toContain('registro');
    const [toLima] = await outboxTo(t, w.lima.user.email);
    expect(toLima!.subject).toBe('O acesso de Profissional encerra a Caio foi encerrado');
    expect(toLima!.bodyText).not.toContain('Removida');
    // The family whose access had ended before, and the one whose request was refused, get nothing.
    expect(await outboxTo(t, w.past.user.email)).toEqual([]);
    expect(await outboxTo(t, w.asked.user.email)).toEqual([]);

    const [audit] = await auditOf(t, 'professional.access_ended');
    expect(audit).toMatchObject({
      actorType: 'admin',
      actorLabel: support.username,
      targetType: 'user',
      targetId: String(w.pro.user.id),
      details: {
        email: w.pro.user.email,
        reason,
        accesses_ended: 4,
        children: 3,
        families: 2,
        requests_refused: 1,
        professional_emailed: true,
        families_emailed: 2,
      },
    });
  });

  it('ends nothing more the second time: no e-mail, no access row changed', async () => {
    const w = await createProfessionalWorld(t, 'duasvezes');
    expect((await endAccess(w.pro.user.id, { reason })).json().ended).toBe(3);
    const rows = await accessOf(t, w.pro.user.id);
    t.clock.advance(60_000);
    const again = await endAccess(w.pro.user.id, { reason });
    expect(again.statusCode).toBe(200);
    expect(again.json().ended).toBe(0);
    expect(await accessOf(t, w.pro.user.id)).toEqual(rows);
    expect(await outboxTo(t, w.pro.user.email)).toHaveLength(1);
    expect(await outboxTo(t, w.souza.user.email)).toHaveLength(1);
    expect((await auditOf(t, 'professional.access_ended'))[0]!.details).toMatchObject({
      accesses_ended: 0,
      professional_emailed: false,
      families_emailed: 0,
    });
  });

  it('two calls at once end each access once and e-mail once', async () => {
    const w = await createProfessionalWorld(t, 'juntos');
    const [a, b] = await Promise.all([endAccess(w.pro.user.id, { reason }), endAccess(w.pro.user.id, { reason })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().ended, b.json().ended].sort()).toEqual([0, 3]);
    expect(await outboxTo(t, w.pro.user.email)).toHaveLength(1);
    expect(await outboxTo(t, w.souza.user.email)).toHaveLength(1);
    expect(await outboxTo(t, w.lima.user.email)).toHaveLength(1);
  });

  it('still ends access with the template switched off, e-mailing nobody that template', async () => {
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'professional_access_ended'));
    const w = await createProfessionalWorld(t, 'semmodelo');
    expect((await endAccess(w.pro.user.id, { reason })).json().ended).toBe(3);
    expect(await outboxTo(t, w.pro.user.email)).toEqual([]);
    expect(await outboxTo(t, w.souza.user.email)).toHaveLength(1);
    expect((await auditOf(t, 'professional.access_ended'))[0]!.details).toMatchObject({ professional_emailed: false });
  });

  it('refuses a missing, blank, too long or mistyped reason and unknown fields, per field, writing nothing', async () => {
    const w = await createProfessionalWorld(t, 'motivo');
    const cases: [unknown, number, string, Record<string, string> | undefined][] = [
      [{}, 400, END_ACCESS_REASON_REQUIRED, { reason: END_ACCESS_REASON_REQUIRED }],
      [{ reason: '   ' }, 400, END_ACCESS_REASON_REQUIRED, { reason: END_ACCESS_REASON_REQUIRED }],
      [{ reason: 42 }, 400, END_ACCESS_REASON_REQUIRED, { reason: END_ACCESS_REASON_REQUIRED }],
      [
        { reason: 'x'.repeat(END_ACCESS_REASON_MAX + 1) },
        400,
        END_ACCESS_REASON_TOO_LONG,
        { reason: END_ACCESS_REASON_TOO_LONG },
      ],
      [{ reason, notify: false }, 400, 'Campo não permitido: notify.', undefined],
    ];
    for (const [payload, status, error, fields] of cases) {
      const res = await endAccess(w.pro.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(error);
      if (fields) expect(res.json().fields).toEqual(fields);
    }
    expect((await endAccess(999_999, { reason })).statusCode).toBe(404);
    expect((await accessOf(t, w.pro.user.id)).filter((a) => a.isActive)).toHaveLength(4);
    expect(await outboxTo(t, w.pro.user.email)).toEqual([]);
    const [request] = await t.db.select().from(invitations).where(eq(invitations.id, w.request.id));
    expect(request!.status).toBe('requested');
    expect((await auditOf(t, 'professional.access_ended')).filter((a) => a.targetId === String(w.pro.user.id))).toEqual(
      [],
    );
  });

  it('accepts a reason of exactly the limit', async () => {
    const w = await createProfessionalWorld(t, 'limite');
    const res = await endAccess(w.pro.user.id, { reason: 'x'.repeat(END_ACCESS_REASON_MAX) });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.pro.user.email));
    expect(mail!.bodyText).toContain('x'.repeat(END_ACCESS_REASON_MAX));
  });
});

describe('the e-mails of an ended access (docs/product.md#email-outbox)', () => {
  it('are templates the admin can switch off, with their names', async () => {
    const res = await call('GET', '/api/admin/email-templates');
    expect(res.statusCode).toBe(200);
    const templates = res.json<{ templates: { template_type: string; template_name: string }[] }>().templates;
    expect(templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          template_type: 'professional_access_ended',
          template_name: 'Acesso de profissional encerrado',
        }),
        expect.objectContaining({
          template_type: 'professional_access_ended_family',
          template_name: 'Acesso de profissional encerrado (família)',
        }),
      ]),
    );
  });
});

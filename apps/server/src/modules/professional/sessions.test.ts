import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { professionalAccess, professionalSessions } from '../../db/schema/professionals';
import { ACCESS_ENDED, ACCESS_ENDED_MESSAGE } from '@neurobridge/shared/api/professional';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { createAccount, createWorkspace, sessionBody } from './professional-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload: payload as object } : {}) });
const create = (cookie: string, payload: unknown, headers: Record<string, string> = keyed()) =>
  call('POST', '/api/professional/sessions', cookie, payload, headers);
const sessionsOf = async (userId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(professionalSessions)
      .where(eq(professionalSessions.professionalUserId, userId))
  )[0]!.n;

describe('POST /api/professional/sessions (docs/product.md#session-records)', () => {
  it('logs a session for a child the professional has access to, with the duration from the times', async () => {
    const w = await createWorkspace(t);
    const res = await create(w.pro.cookie, sessionBody(w.child.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      child_id: w.child.id,
      child_name: 'Lia',
      session_date: '2024-03-05',
      session_type: 'individual',
      start_time: '14:00',
      end_time: '14:50',
      duration_minutes: 50,
      activities_completed: 3,
      session_notes: 'Boa participação.',
      progress_summary: 'Avançou no reconhecimento de emoções.',
    });
    const [stored] = await t.db.select().from(professionalSessions).where(eq(professionalSessions.id, res.json().id));
    expect(stored).toMatchObject({ professionalUserId: w.pro.user.id, childId: w.child.id, durationMinutes: 50 });
  });

  it('trims the texts, stores empty ones as null, and counts no activities when none are sent', async () => {
    const w = await createWorkspace(t);
    const res = await create(
      w.pro.cookie,
      sessionBody(w.child.id, { session_notes: '   ', progress_summary: '  ok  ', activities_completed: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ session_notes: null, progress_summary: 'ok', activities_completed: 0 });
  });

  it('a repeated Idempotency-Key gives the first answer and one row', async () => {
    const w = await createWorkspace(t);
    const headers = { 'idempotency-key': 'sessao-12345678' };
    const first = await create(w.pro.cookie, sessionBody(w.child.id), headers);
    const again = await create(w.pro.cookie, sessionBody(w.child.id), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await sessionsOf(w.pro.user.id)).toBe(1);
  });

  it('refuses a child the professional never had access to: 404, nothing written', async () => {
    const w = await createWorkspace(t);
    const res = await create(w.otherPro.cookie, sessionBody(w.child.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Criança não encontrada.' });
    expect(await sessionsOf(w.otherPro.user.id)).toBe(0);
  });

  it('tells the professional whose access was ended: 403 ACCESS_ENDED, nothing written', async () => {
    const w = await createWorkspace(t);
    const res = await create(w.revoked.cookie, sessionBody(w.child.id, { session_notes: 'x'.repeat(200) }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ACCESS_ENDED_MESSAGE, code: ACCESS_ENDED });
    expect(await sessionsOf(w.revoked.user.id)).toBe(0);
    // A removed child is not found, even for someone who once had access.
    await t.db.update(children).set({ isActive: false }).where(eq(children.id, w.child.id));
    expect((await create(w.revoked.cookie, sessionBody(w.child.id))).statusCode).toBe(404);
  });

  it('refuses a removed child, or one that does not exist', async () => {
    const w = await createWorkspace(t);
    await t.db.update(children).set({ isActive: false }).where(eq(children.id, w.child.id));
    for (const childId of [w.child.id, w.child.id + 100_000]) {
      const res = await create(w.pro.cookie, sessionBody(childId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Criança não encontrada.' });
    }
    expect(await sessionsOf(w.pro.user.id)).toBe(0);
  });

  const today = () => new Date(t.clock.now());
  it('accepts tomorrow (São Paulo) and refuses the day after', async () => {
    const w = await createWorkspace(t);
    // 23:30 in São Paulo on 10 March 2025: tomorrow is the 11th, whatever the UTC date.
    t.clock.set(fromLocal(2025, 3, 10, 23, 30));
    expect(today().toISOString()).toBe('2025-03-11T02:30:00.000Z');
    expect((await create(w.pro.cookie, sessionBody(w.child.id, { session_date: '2025-03-11' }))).statusCode).toBe(201);
    const late = await create(w.pro.cookie, sessionBody(w.child.id, { session_date: '2025-03-12' }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: 'A data da sessão não pode ser depois de amanhã.' });
    expect(await sessionsOf(w.pro.user.id)).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a date in another format', { session_date: '05/03/2024' }, 'Data da sessão inválida.'],
    ['a day that does not exist', { session_date: '2024-02-30' }, 'Data da sessão inválida.'],
    ['a date before 2000', { session_date: '1999-12-31' }, 'A data da sessão não pode ser anterior a 2000.'],
    ['a number as date', { session_date: 20240305 }, 'Data da sessão inválida.'],
    ['a start time out of range', { start_time: '24:00' }, 'Horário de início inválido (use HH:MM).'],
    ['a start time with seconds', { start_time: '14:00:00' }, 'Horário de início inválido (use HH:MM).'],
    ['a missing end time', { end_time: undefined }, 'Horário de término inválido (use HH:MM).'],
    ['an end before the start', { end_time: '13:59' }, 'O horário de término deve ser depois do horário de início.'],
    ['an end equal to the start', { end_time: '14:00' }, 'O horário de término deve ser depois do horário de início.'],
    ['an unknown type', { session_type: 'home_visit' }, 'Tipo de sessão inválido.'],
    ['more than 50 activities', { activities_completed: 51 }, 'Atividades realizadas deve ser um número de 0 a 50.'],
    ['negative activities', { activities_completed: -1 }, 'Atividades realizadas deve ser um número de 0 a 50.'],
    ['fractional activities', { activities_completed: 1.5 }, 'Atividades realizadas deve ser um número de 0 a 50.'],
    ['text activities', { activities_completed: '3' }, 'Atividades realizadas deve ser um número de 0 a 50.'],
    ['notes too long', { session_notes: 'a'.repeat(5001) }, 'As anotações podem ter no máximo 5000 caracteres.'],
    [
      'a summary too long',
      { progress_summary: 'a'.repeat(2001) },
      'O resumo do progresso pode ter no máximo 2000 caracteres.',
    ],
    ['a child id as text', { child_id: '1' }, 'Criança inválida.'],
    ['a child id past 2^31-1', { child_id: 2 ** 31 }, 'Criança inválida.'],
    ['a NUL in the notes', { session_notes: 'a\u0000b' }, 'O texto enviado contém um caractere inválido.'],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, error) => {
    const w = await createWorkspace(t);
    const res = await create(w.pro.cookie, sessionBody(w.child.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await sessionsOf(w.pro.user.id)).toBe(0);
  });

  it('refuses unknown fields (no duration or owner from the body)', async () => {
    const w = await createWorkspace(t);
    for (const extra of [{ duration_minutes: 500 }, { professional_user_id: w.otherPro.user.id }]) {
      const res = await create(w.pro.cookie, sessionBody(w.child.id, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await sessionsOf(w.pro.user.id)).toBe(0);
  });

  it('accepts the limits: 5000 characters of notes, 2000 of summary, 50 activities', async () => {
    const w = await createWorkspace(t);
    const res = await create(
      w.pro.cookie,
      sessionBody(w.child.id, {
        session_notes: 'a'.repeat(5000),
        progress_summary: 'b'.repeat(2000),
        activities_completed: 50,
        session_date: '2000-01-01',
        start_time: '00:00',
        end_time: '23:59',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().duration_minutes).toBe(1439);
  });
});

describe('GET, PATCH and DELETE /api/professional/sessions/:id', () => {
  async function logged() {
    const w = await createWorkspace(t);
    const res = await create(w.pro.cookie, sessionBody(w.child.id));
    return { ...w, session: res.json() as { id: number } };
  }

  it('the professional reads, edits and removes their own session', async () => {
    const w = await logged();
    const url = `/api/professional/sessions/${w.session.id}`;
    expect((await call('GET', url, w.pro.cookie)).json()).toMatchObject({ id: w.session.id, child_name: 'Lia' });
    const edited = await call('PATCH', url, w.pro.cookie, { end_time: '15:30', session_type: 'assessment' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      start_time: '14:00',
      end_time: '15:30',
      duration_minutes: 90,
      session_type: 'assessment',
      session_notes: 'Boa participação.',
    });
    const cleared = await call('PATCH', url, w.pro.cookie, { session_notes: null });
    expect(cleared.json()).toMatchObject({
      session_notes: null,
      progress_summary: 'Avançou no reconhecimento de emoções.',
    });
    const removed = await call('DELETE', url, w.pro.cookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', url, w.pro.cookie)).statusCode).toBe(404);
    expect(await sessionsOf(w.pro.user.id)).toBe(0);
  });

  it('checks the times against the stored ones, and refuses an empty or unknown change', async () => {
    const w = await logged();
    const url = `/api/professional/sessions/${w.session.id}`;
    const before = await call('PATCH', url, w.pro.cookie, { start_time: '15:00' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ error: 'O horário de término deve ser depois do horário de início.' });
    expect((await call('PATCH', url, w.pro.cookie, {})).json()).toEqual({ error: 'Nada para alterar.' });
    expect((await call('PATCH', url, w.pro.cookie, { duration_minutes: 5 })).statusCode).toBe(400);
    const future = await call('PATCH', url, w.pro.cookie, { session_date: '2999-01-01' });
    expect(future.json()).toEqual({ error: 'A data da sessão não pode ser depois de amanhã.' });
    const [stored] = await t.db.select().from(professionalSessions).where(eq(professionalSessions.id, w.session.id));
    expect(stored).toMatchObject({ startTime: '14:00', durationMinutes: 50, sessionDate: '2024-03-05' });
  });

  it('moves a session only to another child the professional has access to', async () => {
    const w = await logged();
    const url = `/api/professional/sessions/${w.session.id}`;
    const refused = await call('PATCH', url, w.pro.cookie, { child_id: w.otherChild.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Criança não encontrada.' });
  });

  it("another professional's session is not found, for reading, editing or removing", async () => {
    const w = await logged();
    const url = `/api/professional/sessions/${w.session.id}`;
    for (const [method, payload] of [['GET'], ['PATCH', { activities_completed: 9 }], ['DELETE']] as const) {
      const res = await call(method, url, w.otherPro.cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Sessão não encontrada.' });
    }
    expect((await call('GET', url, w.pro.cookie)).json().activities_completed).toBe(3);
  });

  it('after the access is revoked, the professional can no longer read, edit or remove it, and is told why', async () => {
    const w = await logged();
    await t.db
      .update(professionalAccess)
      .set({ isActive: false, accessRevokedAt: t.clock.now() })
      .where(eq(professionalAccess.professionalUserId, w.pro.user.id));
    const url = `/api/professional/sessions/${w.session.id}`;
    for (const [method, payload] of [['GET'], ['PATCH', { session_notes: 'Texto novo' }], ['DELETE']] as const) {
      const res = await call(method, url, w.pro.cookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: ACCESS_ENDED_MESSAGE, code: ACCESS_ENDED });
      // Anyone else still learns nothing about the session.
      const other = await call(method, url, w.otherPro.cookie, payload);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'Sessão não encontrada.' });
    }
    const [stored] = await t.db.select().from(professionalSessions).where(eq(professionalSessions.id, w.session.id));
    expect(stored!.sessionNotes).not.toBe('Texto novo');
    expect(await sessionsOf(w.pro.user.id)).toBe(1);
    const list = await call('GET', '/api/professional/sessions', w.pro.cookie);
    expect(list.json()).toEqual({ sessions: [], next_cursor: null });
  });

  it('refuses an id that is not a database id', async () => {
    const w = await logged();
    for (const id of ['abc', '0', '1e2', '99999999999']) {
      const res = await call('GET', `/api/professional/sessions/${id}`, w.pro.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Identificador inválido.' });
    }
  });

  it('a parent account cannot use them', async () => {
    const w = await logged();
    const parent = await createAccount(t, 'parent');
    const res = await call('GET', `/api/professional/sessions/${w.session.id}`, parent.cookie);
    expect(res.statusCode).toBe(403);
  });
});

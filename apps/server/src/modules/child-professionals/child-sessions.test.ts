import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from './child-professionals-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function sessionsWorld() {
  const world = await createChildWorld(t);
  const { child, proWithAccess, proRevoked } = world;
  const mine = [
    await createSession(t.db, child.id, proWithAccess.user.id, { sessionDate: '2026-11-10' }),
    await createSession(t.db, child.id, proWithAccess.user.id, { sessionDate: '2026-11-18', sessionNotes: null }),
  ];
  // A professional whose access has ended: their sessions stay visible to the parent.
  const theirs = await createSession(t.db, child.id, proRevoked.user.id, {
    sessionDate: '2026-11-15',
    sessionType: 'assessment',
    progressSummary: 'Avanços na fala.',
  });
  const elsewhere = await createChild(t.db, world.otherParent.user.id);
  await createSession(t.db, elsewhere.id, proWithAccess.user.id);
  return { ...world, mine, theirs };
}

describe('GET /api/children/:id/sessions', () => {
  it('shows the parent every session of the child, newest first, with who logged it', async () => {
    const { child, owner, proWithAccess, proRevoked, mine, theirs } = await sessionsWorld();
    const res = await get(`/api/children/${child.id}/sessions`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next_cursor).toBeNull();
    expect(body.sessions.map((s: { id: number }) => s.id)).toEqual([mine[1]!.id, theirs.id, mine[0]!.id]);
    expect(body.sessions[1]).toEqual({
      id: theirs.id,
      session_date: '2026-11-15',
      session_type: 'assessment',
      duration_minutes: 50,
      activities_completed: 2,
      session_notes: 'Boa sessão.',
      progress_summary: 'Avanços na fala.',
      professional_name: proRevoked.user.fullName,
    });
    expect(body.sessions[0]).toMatchObject({ session_notes: null, professional_name: proWithAccess.user.fullName });
  });

  it('shows a professional with access only their own sessions of the child', async () => {
    const { child, proWithAccess, mine } = await sessionsWorld();
    const res = await get(`/api/children/${child.id}/sessions`, proWithAccess.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions.map((s: { id: number }) => s.id)).toEqual([mine[1]!.id, mine[0]!.id]);
  });

  it('names a professional without a name by their e-mail', async () => {
    const owner = await createSignedInUser(t);
    const child = await createChild(t.db, owner.user.id);
    const pro = await createSignedInUser(t, { fullName: null, email: 'at@example.com' });
    await createSession(t.db, child.id, pro.user.id);
    const res = await get(`/api/children/${child.id}/sessions`, owner.cookie);
    expect(res.json().sessions[0].professional_name).toBe('at@example.com');
  });

  it('pages through sessions of the same day without skipping or repeating one', async () => {
    const owner = await createSignedInUser(t);
    const pro = await createSignedInUser(t);
    const child = await createChild(t.db, owner.user.id);
    const ids: number[] = [];
    for (const day of ['2026-11-01', '2026-11-03', '2026-11-03', '2026-11-03', '2026-11-02']) {
      ids.push((await createSession(t.db, child.id, pro.user.id, { sessionDate: day })).id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/children/${child.id}/sessions?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await get(url, owner.cookie)).json();
      seen.push(...body.sessions.map((s: { id: number }) => s.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([ids[3], ids[2], ids[1], ids[4], ids[0]]);
  });

  it.each([
    ['limit=0', 'O limite deve ser um número de 1 a 100.'],
    ['limit=101', 'O limite deve ser um número de 1 a 100.'],
    ['limit=abc', 'O limite deve ser um número de 1 a 100.'],
    ['limit=1.5', 'O limite deve ser um número de 1 a 100.'],
    ['cursor=-1', 'Cursor inválido.'],
    ['cursor=2147483648', 'Cursor inválido.'],
  ])('refuses %s with a pt-BR message', async (query, error) => {
    const { child, owner } = await createChildWorld(t);
    const res = await get(`/api/children/${child.id}/sessions?${query}`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses an unknown query field', async () => {
    const { child, owner } = await createChildWorld(t);
    const res = await get(`/api/children/${child.id}/sessions?professional=1`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Campo não permitido: professional.' });
  });
});

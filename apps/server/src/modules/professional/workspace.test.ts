import { fromLocal } from '@neurobridge/shared/domain/time';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress, grantAccess } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { professionalAccess, professionalSessions } from '../../db/schema/professionals';
import { createAccount, createWorkspace } from './professional-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
async function logSession(
  proId: number,
  childId: number,
  date: string,
  minutes = 50,
  overrides: Partial<typeof professionalSessions.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(professionalSessions)
    .values({
      professionalUserId: proId,
      childId,
      sessionDate: date,
      sessionType: 'individual',
      startTime: '09:00',
      endTime: '10:00',
      durationMinutes: minutes,
      ...overrides,
    })
    .returning();
  return row!;
}

describe('GET /api/professional/children (docs/product.md#professional-workspace)', () => {
  it('lists the children with active access, with the least data', async () => {
    const w = await createWorkspace(t);
    const second = await createChild(t.db, w.otherPro.user.id, { name: 'Bia', avatarUrl: '/avatars/bia.svg' });
    await grantAccess(t.db, second, w.pro.user.id);
    const removed = await createChild(t.db, w.parent.user.id, { name: 'Removida', isActive: false });
    await grantAccess(t.db, removed, w.pro.user.id);
    // The professional plays with the child's own settings (docs/product.md#professional-workspace).
    await t.db
      .update(children)
      .set({ sensorySettings: { sound_effects: false } })
      .where(eq(children.id, w.child.id));
    const res = await get('/api/professional/children', w.pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: second.id,
        name: 'Bia',
        avatar_url: '/avatars/bia.svg',
        diagnosis_tea: 0,
        diagnosis_tdah: 0,
        birth_date: null,
        parent_name: expect.any(String),
        sensory_settings: DEFAULT_SENSORY_SETTINGS,
      },
      {
        id: w.child.id,
        name: 'Lia',
        avatar_url: null,
        diagnosis_tea: 1,
        diagnosis_tdah: 0,
        birth_date: '2018-05-04',
        parent_name: 'Marta Souza',
        sensory_settings: { ...DEFAULT_SENSORY_SETTINGS, sound_effects: false },
      },
    ]);
    expect(res.body).not.toContain('marta@example.com');
    expect(res.body).not.toMatch(/subscription|email|learning_preferences/);
    expect((await get('/api/professional/children', w.revoked.cookie)).json()).toEqual([]);
  });

  it('a revocation counts from the next request', async () => {
    const w = await createWorkspace(t);
    expect((await get('/api/professional/children', w.pro.cookie)).json()).toHaveLength(1);
    await t.db
      .update(professionalAccess)
      .set({ isActive: false })
      .where(eq(professionalAccess.professionalUserId, w.pro.user.id));
    expect((await get('/api/professional/children', w.pro.cookie)).json()).toEqual([]);
  });
});

describe('GET /api/professional/stats (docs/product.md#professional-stats)', () => {
  it('counts children, this week (Sunday to Saturday, São Paulo), the rounded average and the total', async () => {
    const w = await createWorkspace(t);
    // Wednesday 12 March 2025, 22:30 in São Paulo (already Thursday in UTC).
    t.clock.set(fromLocal(2025, 3, 12, 22, 30));
    const second = await createChild(t.db, w.parent.user.id, { name: 'Bia' });
    await grantAccess(t.db, second, w.pro.user.id);
    await logSession(w.pro.user.id, w.child.id, '2025-03-09', 40); // Sunday: the week's first day
    await logSession(w.pro.user.id, second.id, '2025-03-15', 45); // Saturday: its last
    await logSession(w.pro.user.id, w.child.id, '2025-03-08', 60); // the Saturday before
    await logSession(w.pro.user.id, w.child.id, '2025-03-16', 30); // next Sunday
    // Not counted: another professional's, and one of a child whose access was revoked.
    await logSession(w.otherPro.user.id, w.otherChild.id, '2025-03-11', 500);
    const gone = await createChild(t.db, w.parent.user.id);
    await grantAccess(t.db, gone, w.pro.user.id, { isActive: false });
    await logSession(w.pro.user.id, gone.id, '2025-03-11', 500);

    const res = await get('/api/professional/stats', w.pro.cookie);
    expect(res.statusCode).toBe(200);
    // Average of 40, 45, 60, 30 = 43.75 → 44.
    expect(res.json()).toEqual({ assignedChildren: 2, thisWeekSessions: 2, avgSessionDuration: 44, totalSessions: 4 });

    // Saturday 22:30 in São Paulo is Sunday in UTC: still the same week.
    t.clock.set(fromLocal(2025, 3, 15, 22, 30));
    expect((await get('/api/professional/stats', w.pro.cookie)).json()).toMatchObject({ thisWeekSessions: 2 });

    // On Sunday 00:00 a new week starts.
    t.clock.set(fromLocal(2025, 3, 16, 0, 0));
    const pro = await createAccount(t, 'professional');
    await grantAccess(t.db, w.child, pro.user.id);
    await logSession(pro.user.id, w.child.id, '2025-03-15', 45);
    await logSession(pro.user.id, w.child.id, '2025-03-16', 45);
    expect((await get('/api/professional/stats', pro.cookie)).json()).toMatchObject({ thisWeekSessions: 1 });
  });

  it('is all zeros for a professional with nothing yet', async () => {
    const pro = await createAccount(t, 'professional');
    expect((await get('/api/professional/stats', pro.cookie)).json()).toEqual({
      assignedChildren: 0,
      thisWeekSessions: 0,
      avgSessionDuration: 0,
      totalSessions: 0,
    });
  });

  it('is one query after the session lookup', async () => {
    const w = await createWorkspace(t);
    await get('/api/professional/stats', w.pro.cookie); // the session and the role are kept after this
    const before = t.queries.length;
    await get('/api/professional/stats', w.pro.cookie);
    expect(t.queries.slice(before)).toHaveLength(1);
  });
});

describe('GET /api/professional/sessions', () => {
  it('pages the sessions newest first (date, then start time), with filters by child and period', async () => {
    const w = await createWorkspace(t);
    const second = await createChild(t.db, w.parent.user.id, { name: 'Bia' });
    await grantAccess(t.db, second, w.pro.user.id);
    const made = [];
    for (let day = 1; day <= 12; day += 1) {
      const date = `2024-05-${String(day).padStart(2, '0')}`;
      made.push(await logSession(w.pro.user.id, day % 2 ? w.child.id : second.id, date, 30, { startTime: '16:00' }));
      made.push(await logSession(w.pro.user.id, w.child.id, date, 30, { startTime: '08:00' }));
    }
    await logSession(w.otherPro.user.id, w.otherChild.id, '2024-05-20');
    const first = (await get('/api/professional/sessions?limit=10', w.pro.cookie)).json();
    // Same day: the later start first, although it was logged first.
    expect(first.sessions.map((s: { id: number }) => s.id)).toEqual(
      [made[22], made[23], made[20], made[21], made[18], made[19], made[16], made[17], made[14], made[15]].map(
        (s) => s!.id,
      ),
    );
    expect(first.sessions[0]).toMatchObject({ child_name: 'Bia', session_date: '2024-05-12', start_time: '16:00' });
    expect(first.next_cursor).toBe(String(made[15]!.id));
    const second10 = (
      await get(`/api/professional/sessions?limit=10&cursor=${first.next_cursor}`, w.pro.cookie)
    ).json();
    const third = (
      await get(`/api/professional/sessions?limit=10&cursor=${second10.next_cursor}`, w.pro.cookie)
    ).json();
    const all = [...first.sessions, ...second10.sessions, ...third.sessions].map((s: { id: number }) => s.id);
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
    expect(third.next_cursor).toBeNull();

    const defaultPage = (await get('/api/professional/sessions', w.pro.cookie)).json();
    expect(defaultPage.sessions).toHaveLength(20);

    const bia = (await get(`/api/professional/sessions?child_id=${second.id}&limit=100`, w.pro.cookie)).json();
    expect(bia.sessions.map((s: { session_date: string }) => s.session_date)).toEqual([
      '2024-05-12',
      '2024-05-10',
      '2024-05-08',
      '2024-05-06',
      '2024-05-04',
      '2024-05-02',
    ]);
    const period = (await get('/api/professional/sessions?from=2024-05-03&to=2024-05-04', w.pro.cookie)).json();
    expect(period.sessions).toHaveLength(4);
    const both = (
      await get(`/api/professional/sessions?from=2024-05-03&to=2024-05-06&child_id=${second.id}`, w.pro.cookie)
    ).json();
    expect(both.sessions.map((s: { session_date: string }) => s.session_date)).toEqual(['2024-05-06', '2024-05-04']);
    // A child the professional cannot see gives nothing.
    const other = (await get(`/api/professional/sessions?child_id=${w.otherChild.id}`, w.pro.cookie)).json();
    expect(other).toEqual({ sessions: [], next_cursor: null });
    // Another professional's cursor does not page through this one's sessions.
    const foreign = await get(`/api/professional/sessions?cursor=${made[5]!.id}`, w.otherPro.cookie);
    expect(foreign.json()).toEqual({ sessions: [], next_cursor: null });
  });

  it.each<[string, string]>([
    ['limit=0', 'O limite deve ser um número de 1 a 100.'],
    ['limit=101', 'O limite deve ser um número de 1 a 100.'],
    ['limit=abc', 'O limite deve ser um número de 1 a 100.'],
    ['child_id=-1', 'Criança inválida.'],
    ['from=2024-13-01', 'Data do filtro inválida.'],
    ['to=ontem', 'Data do filtro inválida.'],
    ['from=2024-05-10&to=2024-05-01', 'Período inválido: a data inicial é depois da final.'],
    ['cursor=1e3', 'Cursor inválido.'],
  ])('refuses %s', async (query, error) => {
    const pro = await createAccount(t, 'professional');
    const res = await get(`/api/professional/sessions?${query}`, pro.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses unknown query fields', async () => {
    const pro = await createAccount(t, 'professional');
    expect((await get('/api/professional/sessions?professional_user_id=1', pro.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/professional/children/:id/summary', () => {
  it("answers the child, its progress numbers and this professional's sessions with it", async () => {
    const w = await createWorkspace(t);
    await createProgress(t.db, w.child.id, { score: 70 });
    await createProgress(t.db, w.child.id, { score: 91 });
    await createProgress(t.db, w.child.id, { status: 'in_progress', score: null });
    await logSession(w.pro.user.id, w.child.id, '2024-06-01');
    await logSession(w.pro.user.id, w.child.id, '2024-07-15');
    await logSession(w.revoked.user.id, w.child.id, '2024-08-01'); // another professional's
    const res = await get(`/api/professional/children/${w.child.id}/summary`, w.pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      child: {
        id: w.child.id,
        name: 'Lia',
        avatar_url: null,
        diagnosis_tea: 1,
        diagnosis_tdah: 0,
        birth_date: '2018-05-04',
        parent_name: 'Marta Souza',
        sensory_settings: DEFAULT_SENSORY_SETTINGS,
      },
      progress: { completed: 2, average_score: 81, total: 3 },
      sessions_count: 2,
      last_session_date: '2024-07-15',
    });
  });

  it('has no last session date before the first session', async () => {
    const w = await createWorkspace(t);
    const res = await get(`/api/professional/children/${w.child.id}/summary`, w.pro.cookie);
    expect(res.json()).toMatchObject({ sessions_count: 0, last_session_date: null, progress: { total: 0 } });
  });
});

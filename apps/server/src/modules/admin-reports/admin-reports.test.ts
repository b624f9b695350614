import { adminReportsApi } from '@neurobridge/shared/api/admin-reports';
import { pathFor } from '@neurobridge/shared/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import { createAdminToken, createUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { progressEntries } from '../../db/schema/activities';
import { createAdminReportsService } from './admin-reports-service';

/**
 * Sunday 15 March 2026, 12:00 in São Paulo (UTC-3). The last 7 days start on 9 March 00:00 there
 * (03:00 UTC); the last 30 on 14 February; the last 3 months on 16 December 2025.
 */
const NOW = new Date('2026-03-15T15:00:00.000Z');
const START_7 = new Date('2026-03-09T03:00:00.000Z');
const START_30 = new Date('2026-02-14T03:00:00.000Z');
const START_90 = new Date('2025-12-16T03:00:00.000Z');
const TOMORROW = new Date('2026-03-16T03:00:00.000Z');
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  token = await createAdminToken(t);
});
afterAll(() => t.close());

const bearer = (tk = token) => ({ cookie: `nb_admin=${tk}` });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer() });

describe('who may call the admin reports routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401', async () => {
    const refused = await refusedAdminCallers(t);
    for (const e of Object.values(adminReportsApi)) {
      for (const headers of refused) {
        const res = await t.app.inject({ method: 'GET', url: pathFor(e, {}), headers });
        expect(res.statusCode, `${e.path} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });
});

describe('GET /api/admin/reports (docs/product.md#admin-reports)', () => {
  beforeAll(async () => {
    // New accounts: one yesterday, one 40 days ago, one tomorrow (not yet).
    const parent = await createUser(t.db, { createdAt: ms(NOW, -24 * 3600_000) });
    await createUser(t.db, { createdAt: ms(START_30, -10 * 24 * 3600_000) });
    await createUser(t.db, { createdAt: TOMORROW });
    const maria = await createChild(t.db, parent.id, { name: 'Maria Clara Souza' });
    const joao = await createChild(t.db, parent.id, { name: 'João' });
    // The first instant of the last 7 days.
    await createProgress(t.db, maria.id, {
      activityTitle: 'Foco A',
      activityCategory: 'focus',
      score: 90,
      secondsSpent: 600,
      completionDate: START_7,
    });
    // One millisecond before it: 8 March, 23:59 in São Paulo.
    await createProgress(t.db, joao.id, {
      activityTitle: 'Emoções',
      activityCategory: 'social_skills',
      score: 50,
      secondsSpent: 240,
      completionDate: ms(START_7, -1),
    });
    // Not completed: in the export, not in the numbers.
    await createProgress(t.db, joao.id, { status: 'in_progress', score: null, completionDate: ms(NOW, -3600_000) });
    // Just before the last 30 days; and just before the last 3 months.
    await createProgress(t.db, joao.id, {
      activityTitle: 'Emoções',
      activityCategory: 'social_skills',
      score: 70,
      secondsSpent: 360,
      completionDate: ms(START_30, -1),
    });
    await createProgress(t.db, joao.id, { activityTitle: 'Velha', completionDate: ms(START_90, -1) });
    // Tomorrow in São Paulo: in no period.
    await createProgress(t.db, joao.id, { activityTitle: 'Amanhã', completionDate: TOMORROW });
  });

  it('counts the last 7 days, São Paulo days from the first instant, in two statements', async () => {
    const before = t.queries.length;
    const res = await get('/api/admin/reports?period=last_7_days');
    expect(res.statusCode).toBe(200);
    // The bearer check, then the aggregates and the latest entries.
    expect(t.queries.length - before).toBe(3);
    const body = res.json();
    expect(body).toMatchObject({
      period: 'last_7_days',
      from: '2026-03-09',
      to: '2026-03-15',
      summary: { totalUsers: 1, completedActivities: 1, avgScore: 90, avgTime: 10 },
      activityStats: [{ category: 'focus', completed: 1, avgScore: 90, avgTime: 10 }],
      topActivities: [{ title: 'Foco A', category: 'focus', completions: 1 }],
      recentProgress: [
        { child_name: 'Maria', activity_title: 'Foco A', score: 90, completion_date: START_7.toISOString() },
      ],
      bucketDays: 1,
    });
    expect(body.perDay).toHaveLength(7);
    expect(body.perDay[0]).toEqual({ date: '2026-03-09', completed: 1 });
    expect(body.perDay.slice(1).every((d: { completed: number }) => d.completed === 0)).toBe(true);
    expect(body.perDay[6].date).toBe('2026-03-15');
  });

  it('defaults to the last 30 days', async () => {
    const body = (await get('/api/admin/reports')).json();
    expect(body).toMatchObject({
      period: 'last_30_days',
      from: '2026-02-14',
      summary: { totalUsers: 1, completedActivities: 2, avgScore: 70, avgTime: 7 },
      activityStats: [
        { category: 'focus', completed: 1, avgScore: 90, avgTime: 10 },
        { category: 'social_skills', completed: 1, avgScore: 50, avgTime: 4 },
      ],
      topActivities: [
        { title: 'Emoções', category: 'social_skills', completions: 1 },
        { title: 'Foco A', category: 'focus', completions: 1 },
      ],
    });
    expect(body.recentProgress.map((r: { child_name: string }) => r.child_name)).toEqual(['Maria', 'João']);
    expect(body.perDay).toHaveLength(30);
    const days = Object.fromEntries(body.perDay.map((d: { date: string; completed: number }) => [d.date, d.completed]));
    expect(days['2026-03-08']).toBe(1);
    expect(days['2026-03-09']).toBe(1);
    expect(body.perDay.reduce((s: number, d: { completed: number }) => s + d.completed, 0)).toBe(2);
  });

  it('the last 3 months and the last year (7-day bars)', async () => {
    const three = (await get('/api/admin/reports?period=last_3_months')).json();
    expect(three.from).toBe('2025-12-16');
    expect(three.summary).toEqual({ totalUsers: 2, completedActivities: 3, avgScore: 70, avgTime: 7 });
    expect(three.topActivities[0]).toEqual({ title: 'Emoções', category: 'social_skills', completions: 2 });
    expect(three.perDay).toHaveLength(90);

    const year = (await get('/api/admin/reports?period=last_year')).json();
    expect(year.from).toBe('2025-03-16');
    expect(year.summary.completedActivities).toBe(4);
    expect(year.bucketDays).toBe(7);
    expect(year.perDay).toHaveLength(53);
    expect(year.perDay[0].date).toBe('2025-03-16');
    expect(year.perDay[52].date).toBe('2026-03-15');
    expect(year.perDay.reduce((s: number, d: { completed: number }) => s + d.completed, 0)).toBe(4);
  });

  it('an empty period: zeros, null averages and every day', async () => {
    t.clock.set(new Date('2030-01-01T15:00:00.000Z'));
    try {
      const later = await createAdminToken(t);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reports?period=last_7_days',
        headers: bearer(later),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.summary).toEqual({ totalUsers: 0, completedActivities: 0, avgScore: null, avgTime: null });
      expect(body.activityStats).toEqual([]);
      expect(body.topActivities).toEqual([]);
      expect(body.recentProgress).toEqual([]);
      expect(body.perDay).toHaveLength(7);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses another period, unknown fields and a repeated period with a pt-BR 400', async () => {
    for (const q of [
      'period=last_week',
      'period=',
      'period=LAST_7_DAYS',
      'foo=1',
      'period=last_7_days&period=last_year',
    ]) {
      const res = await get(`/api/admin/reports?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toMatch(/^(Período inválido|Campo)/);
    }
    expect((await get('/api/admin/reports?period=x')).json().error).toBe(
      'Período inválido: use last_7_days, last_30_days, last_3_months ou last_year.',
    );
  });
});

describe('GET /api/admin/reports/export (docs/product.md#admin-reports)', () => {
  it('streams the period entries as CSV, names the file and audits the export', async () => {
    const child = await createChild(t.db, (await createUser(t.db)).id, { name: '=cmd|x Silva' });
    await createProgress(t.db, child.id, {
      activityTitle: 'Diga "oi"; depois\nescreva',
      activityCategory: 'communication',
      completionDate: ms(NOW, -60_000),
      score: 75,
      secondsSpent: 180,
    });
    const res = await get('/api/admin/reports/export?type=csv&period=last_7_days');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_report_last_7_days_2026-03-15.csv"',
    );
    expect(res.body.startsWith('\uFEFFdata;criança;atividade;categoria;pontuação;minutos;situação\r\n')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[1]).toBe(`2026-03-15 11:59;'=cmd|x;"Diga ""oi""; depois\nescreva";Comunicação;75;3;Concluído`);
    expect(lines[2]).toMatch(/^2026-03-15 11:00;João;Reconhecendo emoções;Habilidades Sociais;;5;Em progresso$/);
    expect(lines[3]).toBe('2026-03-09 00:00;Maria;Foco A;Foco e Atenção;90;10;Concluído');
    expect(lines).toHaveLength(5); // header, 3 rows, the final empty string
    expect(res.body).not.toContain('@example.com');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reports.exported'))
      .orderBy(desc(auditLog.id));
    expect(entry?.actorType).toBe('admin');
    expect(entry?.details).toEqual({
      period: 'last_7_days',
      from: '2026-03-09',
      to: '2026-03-15',
      rows: 3,
      complete: true,
    });
  });

  it('writes every row across batches, newest first, none twice', async () => {
    const service = createAdminReportsService(
      { db: t.db, clock: t.clock, onBackgroundError: () => {} },
      { exportBatch: 2 },
    );
    const admin = { id: 1, username: 'x', role: 'owner' as const, tokenId: 1, scope: 'full' as const };
    const { stream } = service.exportCsv(
      { type: 'csv', period: 'last_year' },
      { admin, from: { ip: null, userAgent: null } },
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const rows = text.trimEnd().split('\r\n').slice(1);
    const inYear = await t.db.select({ id: progressEntries.id }).from(progressEntries);
    // Every entry but tomorrow's (the year reaches back past the oldest).
    expect(rows).toHaveLength(inYear.length - 1);
    const dates = rows.map((r) => r.slice(0, 16));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses another type or period with a pt-BR 400 and writes no audit entry', async () => {
    const before = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'reports.exported'))).length;
    const a = await get('/api/admin/reports/export?type=pdf&period=last_7_days');
    expect(a.statusCode).toBe(400);
    expect(a.json().error).toBe('Formato inválido: use csv.');
    const b = await get('/api/admin/reports/export?type=csv&period=forever');
    expect(b.statusCode).toBe(400);
    expect(b.json().error).toBe('Período inválido: use last_7_days, last_30_days, last_3_months ou last_year.');
    const after = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'reports.exported'))).length;
    expect(after).toBe(before);
  });
});

import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createProgress } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalActivities, goalObservations, goals } from '../../db/schema/goals';
import { pdfText } from './pdf/pdf-text';
import { childWithHistory } from './report-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Five goals of the child, one of each kind of state (see the test). */
async function childWithGoals() {
  const world = await childWithHistory(t, 'Caio Ávila');
  const { child, user } = world;
  const goal = (title: string, extra: Partial<typeof goals.$inferInsert>) => ({
    childId: child.id,
    createdBy: user.id,
    createdByRole: 'parent',
    createdByName: 'Marta Ávila',
    title,
    area: 'focus',
    criterionPercent: 80,
    criterionCount: 3,
    criterionUnit: 'sessions',
    measure: 'trials',
    startDate: '2031-02-01',
    ...extra,
  });
  const [noMeasure, observed, played, ended, newest] = await t.db
    .insert(goals)
    .values([
      goal('Sem medidas ainda', { createdAt: fromLocal(2031, 2, 1, 9) }),
      goal('Esperar a vez', {
        measure: 'observation',
        criterionPercent: 100,
        criterionCount: 1,
        area: 'social_skills',
        status: 'met',
        metAt: fromLocal(2031, 3, 10, 15),
      }),
      goal('Memória', { measure: 'game_score', status: 'paused', criterionUnit: 'days' }),
      goal('Encerrada', { status: 'ended' }),
      goal('A mais nova', { area: 'other', createdAt: fromLocal(2031, 3, 1, 9) }),
    ])
    .returning();
  await t.db.insert(goalObservations).values([
    { goalId: observed!.id, recorderName: 'Marta Ávila', observedOn: '2031-03-09', achieved: false },
    { goalId: observed!.id, recorderName: 'Marta Ávila', observedOn: '2031-03-10', achieved: true },
  ]);
  const activity = await createActivity(t.db, { title: 'Pares de cartas' });
  await t.db.insert(goalActivities).values({ goalId: played!.id, activityId: activity.id });
  await createProgress(t.db, child.id, {
    activityId: activity.id,
    score: 70,
    completionDate: fromLocal(2031, 3, 11, 9),
  });
  await createProgress(t.db, child.id, {
    activityId: activity.id,
    score: 95,
    completionDate: fromLocal(2031, 1, 5, 9),
  });
  return { ...world, ids: { noMeasure, observed, played, ended, newest } };
}

describe('the progress report’s goals', () => {
  it('the goals not ended: active (newest first), paused, met; the criterion in words, met_at and the last value', async () => {
    const { child, cookie, ids } = await childWithGoals();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress-report`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json() as ProgressReport;
    expect(report.goals).toEqual([
      {
        id: ids.newest!.id,
        title: 'A mais nova',
        area: 'other',
        status: 'active',
        criterion_text: '80 % de acerto em 3 sessões seguidas',
        start_date: '2031-02-01',
        met_at: null,
        last_value: null,
        created_by_name: 'Marta Ávila',
      },
      expect.objectContaining({ id: ids.noMeasure!.id, status: 'active', last_value: null }),
      // The game before the goal's start (95) does not count: the last value is 70.
      expect.objectContaining({
        id: ids.played!.id,
        status: 'paused',
        criterion_text: '80 % de acerto em 3 dias seguidos',
        last_value: 70,
      }),
      expect.objectContaining({
        id: ids.observed!.id,
        status: 'met',
        criterion_text: '100 % de observações “sim” em 1 observação',
        met_at: fromLocal(2031, 3, 10, 15).toISOString(),
        last_value: 100,
      }),
    ]);
  });

  it('the PDF’s "Metas": each goal with its status, criterion, "Meta alcançada em …" and last measure', async () => {
    const { child, cookie } = await childWithGoals();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress-report/pdf`,
      headers: { cookie },
    });
    const { text } = await pdfText(res.rawPayload);
    for (const line of [
      'Metas',
      'A mais nova Outra · Ativa · Criada por Marta Ávila Critério: 80 % de acerto em 3 sessões seguidas Ainda sem medidas',
      'Memória Foco e Atenção · Pausada',
      'Última medida: 70 %',
      'Esperar a vez Habilidades Sociais · Alcançada',
      'Meta alcançada em 10/03/2031 Última medida: 100 %',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Encerrada');
    expect(text.indexOf('Metas')).toBeLessThan(text.indexOf('Análise'));
  });

  it('a child without goals: an empty list, and the PDF says so', async () => {
    const { child, cookie } = await childWithHistory(t);
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress-report`,
      headers: { cookie },
    });
    expect(json.json().goals).toEqual([]);
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress-report/pdf`,
      headers: { cookie },
    });
    expect((await pdfText(pdf.rawPayload)).text).toContain('Metas Nenhuma meta definida ainda.');
  });
});

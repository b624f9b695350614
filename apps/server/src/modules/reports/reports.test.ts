import { CATEGORIES, CATEGORY_LABELS } from '@neurobridge/shared/domain/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { catalogueCategories, childWithHistory } from './report-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, childId: number) =>
  t.app.inject({ method: 'GET', url: `/api/children/${childId}/progress-report`, headers: { cookie } });

describe('GET /api/children/{id}/progress-report (docs/product.md#progress-report)', () => {
  it('totals, categories, the last 8 São Paulo weeks, strengths, areas and the text', async () => {
    const { child, cookie } = await childWithHistory(t);
    const res = await get(cookie, child.id);
    expect(res.statusCode).toBe(200);
    const { progress, reportText } = res.json();
    expect(progress).toMatchObject({
      completedActivities: 5,
      totalActivities: 6,
      averageScore: 68,
      totalTimeSpent: 35,
      totalSecondsSpent: 2100,
      categoryProgress: [
        { category: 'math', completed: 1, total: 2, avgScore: 50 },
        { category: 'language', completed: 2, total: 2, avgScore: 60 },
        { category: 'focus', completed: 2, total: 2, avgScore: 85 },
      ],
      weeklyProgress: [
        { week: '2031-01-19', completed: 1, avgScore: 70 },
        { week: '2031-01-26', completed: 0, avgScore: null },
        { week: '2031-02-02', completed: 0, avgScore: null },
        { week: '2031-02-09', completed: 0, avgScore: null },
        { week: '2031-02-16', completed: 0, avgScore: null },
        { week: '2031-02-23', completed: 0, avgScore: null },
        // Saturday 23:59 belongs to last week, Sunday 00:00 to this one.
        { week: '2031-03-02', completed: 1, avgScore: 80 },
        { week: '2031-03-09', completed: 2, avgScore: 70 },
      ],
      strengths: ['Foco e Atenção'],
    });
    // In the catalogue's order of categories (the seeded catalogue has all six).
    const inCatalogue = await catalogueCategories(t);
    const untried = CATEGORIES.filter((c) => inCatalogue.includes(c) && !['math', 'language', 'focus'].includes(c)).map(
      (c) => CATEGORY_LABELS[c],
    );
    expect(untried.length).toBeGreaterThan(0);
    expect(progress.areasForImprovement).toEqual(['Matemática', ...untried]);
    expect(progress.recommendations.length).toBeGreaterThan(0);
    expect(progress.recommendations.length).toBeLessThanOrEqual(5);
    expect(progress.recommendations[0]).toContain('Matemática');
    expect(reportText).toContain(
      'Lúcia concluiu 5 de 6 atividades registradas, com pontuação média de 68% e 35 min de prática',
    );
    expect(reportText).toContain('Nas últimas 8 semanas, praticou em 3 semanas');
    expect(reportText).toContain('Destaca-se em Foco e Atenção.');
    expect(reportText).toContain('Pode se desenvolver mais em Matemática.');
  });

  it('a child with no progress: zeros, 8 empty weeks, every catalogue category to explore', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Théo' });
    const { progress, reportText } = (await get(parent.cookie, child.id)).json();
    expect(progress).toMatchObject({
      completedActivities: 0,
      totalActivities: 0,
      averageScore: null,
      totalTimeSpent: 0,
      totalSecondsSpent: 0,
      categoryProgress: [],
      strengths: [],
    });
    expect(progress.weeklyProgress).toHaveLength(8);
    expect(progress.weeklyProgress.every((w: { completed: number }) => w.completed === 0)).toBe(true);
    expect(progress.areasForImprovement).toHaveLength((await catalogueCategories(t)).length);
    expect(reportText).toContain('Théo ainda não tem atividades registradas.');
  });

  it('costs the child check and five queries, whatever the history (six with goals)', async () => {
    const { child, cookie } = await childWithHistory(t);
    await get(cookie, child.id);
    t.queries.length = 0;
    expect((await get(cookie, child.id)).statusCode).toBe(200);
    // The categories and the weeks, the level moves of the weeks (docs/product.md#game-levels), the
    // stars per week with the balance (docs/product.md#stars-and-the-reward-shop), the goals
    // (docs/product.md#goals; their measures in one more query when there are some).
    expect(t.queries).toHaveLength(6);
  });
});

import { describe, expect, it } from 'vitest';
import { buildReport, joinPt, type ReportInput } from './report-rules';

const weeks = (counts: number[]) =>
  counts.map((completed, i) => ({ week: `2031-01-${String(i + 1).padStart(2, '0')}`, completed, avgScore: null }));

const input = (over: Partial<ReportInput> = {}): ReportInput => ({
  childName: 'Ana',
  totals: { completed: 4, total: 4, avgScore: 70, seconds: 125 * 60 },
  categories: [
    { category: 'focus', completed: 2, total: 2, avgScore: 80, seconds: 3600 },
    { category: 'math', completed: 2, total: 2, avgScore: 59, seconds: 65 * 60 },
  ],
  weeks: weeks([0, 0, 0, 0, 1, 1, 1, 1]),
  catalogueCategories: ['focus', 'math', 'routine'],
  ...over,
});

describe('the rule-based report (docs/product.md#progress-report)', () => {
  it('strength from 80, area below 60 and a catalogue category never practised', () => {
    const { progress } = buildReport(input());
    expect(progress.strengths).toEqual(['Foco e Atenção']);
    expect(progress.areasForImprovement).toEqual(['Matemática', 'Rotina']);
  });

  it('a category with no score is neither a strength nor an area', () => {
    const { progress } = buildReport(
      input({ categories: [{ category: 'focus', completed: 0, total: 1, avgScore: null, seconds: 300 }] }),
    );
    expect(progress.strengths).toEqual([]);
    expect(progress.areasForImprovement).toEqual(['Matemática', 'Rotina']);
  });

  it('recommendations follow the areas, the regularity and the strengths, at most 5', () => {
    const steady = buildReport(input()).progress.recommendations;
    expect(steady[0]).toContain('Matemática');
    expect(steady.some((r) => r.includes('Experimente atividades de Rotina'))).toBe(true);
    expect(steady.some((r) => r.startsWith('Mantenha uma rotina'))).toBe(false);
    expect(steady.some((r) => r.includes('pontos fortes de Ana'))).toBe(true);
    const irregular = buildReport(input({ weeks: weeks([0, 0, 0, 0, 0, 0, 1, 1]) })).progress.recommendations;
    expect(irregular.some((r) => r.startsWith('Mantenha uma rotina'))).toBe(true);
    expect(irregular.length).toBeLessThanOrEqual(5);
  });

  it('the text names the child, the numbers, the trend and the areas in pt-BR', () => {
    const { reportText } = buildReport(input());
    expect(reportText).toBe(
      'Ana concluiu 4 de 4 atividades registradas, com pontuação média de 70% e 2h 5min de prática. ' +
        'Nas últimas 8 semanas, praticou em 4 semanas, com mais atividades nas semanas recentes. ' +
        'Destaca-se em Foco e Atenção. Pode se desenvolver mais em Matemática. Ainda não praticou Rotina. ' +
        'Sessões curtas e regulares, com elogios a cada conquista, ajudam a manter o interesse.',
    );
    expect(buildReport(input({ weeks: weeks([1, 0, 0, 0, 0, 0, 0, 0]) })).reportText).toContain(
      'praticou em 1 semana, com menos atividades nas semanas recentes',
    );
  });

  it('reads the time summed in seconds, rounded once, and a play under a minute as "< 1 min"', () => {
    const report = (seconds: number) => buildReport(input({ totals: { ...input().totals, seconds } }));
    expect(report(10 * 60).progress).toMatchObject({ totalTimeSpent: 10, totalSecondsSpent: 600 });
    expect(report(10 * 60).reportText).toContain('70% e 10 min de prática.');
    expect(report(45).progress.totalTimeSpent).toBe(1);
    expect(report(45).reportText).toContain('70% e < 1 min de prática.');
  });

  it('joins lists in pt-BR', () => {
    expect(joinPt([])).toBe('');
    expect(joinPt(['A'])).toBe('A');
    expect(joinPt(['A', 'B', 'C'])).toBe('A, B e C');
  });
});

import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { CATEGORIES, categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDuration, minutesOf } from '@neurobridge/shared/domain/duration';

type Progress = ProgressReport['progress'];
export type CategoryProgress = Progress['categoryProgress'][number] & { seconds: number };
export type WeekProgress = Progress['weeklyProgress'][number];

/** docs/product.md#progress-report: a category averaging this much or more is a strength, below WEAK_BELOW an area to develop. */
export const STRONG_FROM = 80;
export const WEAK_BELOW = 60;
/** Weeks with practice, of the last 8, below which the report recommends a steadier routine. */
export const STEADY_WEEKS = 4;
export const MAX_RECOMMENDATIONS = 5;

export interface ReportInput {
  childName: string;
  totals: { completed: number; total: number; avgScore: number | null; seconds: number };
  categories: CategoryProgress[];
  /** The last 8 weeks, oldest first, empty ones included. */
  weeks: WeekProgress[];
  /** The categories of the active catalogue: one never practised is an area to develop. */
  catalogueCategories: readonly string[];
}

/** 'A', 'A e B', 'A, B e C'. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const byCatalogueOrder = (a: string, b: string) => {
  const ia = CATEGORIES.indexOf(a as (typeof CATEGORIES)[number]);
  const ib = CATEGORIES.indexOf(b as (typeof CATEGORIES)[number]);
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
};

/**
 * The rule-based report (docs/product.md#progress-report): strengths are the
 * categories averaging ≥ 80, areas for development those below 60 and the catalogue's categories
 * never practised; recommendations and the analysis text follow from them and from how regular
 * the last 8 weeks were.
 */
/** The report's analysis; its levels and stars are added by the service (reports-service.ts). */
export type RuleReport = Pick<ProgressReport, 'progress' | 'reportText'>;

export function buildReport(input: ReportInput): RuleReport {
  const name = input.childName;
  const categories = [...input.categories].sort((a, b) => byCatalogueOrder(a.category, b.category));
  const practised = new Set(categories.map((c) => c.category));
  const strong = categories.filter((c) => c.avgScore !== null && c.avgScore >= STRONG_FROM).map((c) => c.category);
  const weak = categories.filter((c) => c.avgScore !== null && c.avgScore < WEAK_BELOW).map((c) => c.category);
  const untried = [...new Set(input.catalogueCategories)].filter((c) => !practised.has(c)).sort(byCatalogueOrder);
  const activeWeeks = input.weeks.filter((w) => w.completed > 0).length;
  const labels = (list: string[]) => list.map(categoryLabel);

  const recommendations: string[] = [];
  if (input.totals.total === 0) {
    recommendations.push('Comece com atividades curtas, de 5 a 10 minutos, algumas vezes por semana.');
  }
  for (const category of weak) {
    recommendations.push(
      `Retome as atividades de ${categoryLabel(category)} em um nível mais fácil e aumente o desafio aos poucos.`,
    );
  }
  if (untried.length > 0 && input.totals.total > 0) {
    recommendations.push(`Experimente atividades de ${joinPt(labels(untried))} para explorar novas habilidades.`);
  }
  if (input.totals.total > 0 && activeWeeks < STEADY_WEEKS) {
    recommendations.push(
      'Mantenha uma rotina: poucas atividades em vários dias da semana ajudam mais do que muitas de uma vez.',
    );
  }
  if (strong.length > 0) {
    recommendations.push(`Continue com ${joinPt(labels(strong))}: são pontos fortes de ${name}.`);
  }
  recommendations.push('Use o Cronograma Semanal para planejar as atividades e comemorar cada conquista.');

  return {
    progress: {
      completedActivities: input.totals.completed,
      totalActivities: input.totals.total,
      averageScore: input.totals.avgScore,
      totalTimeSpent: minutesOf(input.totals.seconds),
      totalSecondsSpent: input.totals.seconds,
      categoryProgress: categories.map(({ category, completed, total, avgScore }) => ({
        category,
        completed,
        total,
        avgScore,
      })),
      weeklyProgress: input.weeks,
      recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS),
      strengths: labels(strong),
      areasForImprovement: labels([...weak, ...untried]),
    },
    reportText: analysisText(input, { strong, weak, untried, activeWeeks }),
  };
}

function analysisText(
  { childName: name, totals, weeks }: ReportInput,
  f: { strong: string[]; weak: string[]; untried: string[]; activeWeeks: number },
): string {
  if (totals.total === 0) {
    return `${name} ainda não tem atividades registradas. Quando as primeiras atividades forem feitas, este relatório mostrará o progresso por área e por semana.`;
  }
  const parts: string[] = [];
  const score = totals.avgScore === null ? 'ainda sem pontuação registrada' : `pontuação média de ${totals.avgScore}%`;
  parts.push(
    `${name} concluiu ${totals.completed} de ${totals.total} atividades registradas, com ${score} e ${formatDuration(totals.seconds)} de prática.`,
  );
  const recent = weeks.slice(-4).reduce((n, w) => n + w.completed, 0);
  const earlier = weeks.slice(0, -4).reduce((n, w) => n + w.completed, 0);
  const trend =
    recent > earlier
      ? 'com mais atividades nas semanas recentes'
      : recent < earlier
        ? 'com menos atividades nas semanas recentes'
        : 'em ritmo estável';
  parts.push(
    f.activeWeeks === 0
      ? 'Nas últimas 8 semanas não houve atividades concluídas.'
      : `Nas últimas 8 semanas, praticou em ${f.activeWeeks} ${f.activeWeeks === 1 ? 'semana' : 'semanas'}, ${trend}.`,
  );
  if (f.strong.length > 0) parts.push(`Destaca-se em ${joinPt(f.strong.map(categoryLabel))}.`);
  if (f.weak.length > 0) parts.push(`Pode se desenvolver mais em ${joinPt(f.weak.map(categoryLabel))}.`);
  if (f.untried.length > 0) parts.push(`Ainda não praticou ${joinPt(f.untried.map(categoryLabel))}.`);
  parts.push('Sessões curtas e regulares, com elogios a cada conquista, ajudam a manter o interesse.');
  return parts.join(' ');
}

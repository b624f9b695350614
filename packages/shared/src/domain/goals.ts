/**
 * Goals, the home programme and session trial data (docs/product.md#goals): the pure rules the
 * server and the screens share — when a goal's criterion is met, what a session's trials say, how
 * much two recorders agree, how 'n vezes por semana' lands in the week and how adherence counts.
 */
import { CATEGORIES, CATEGORY_LABELS } from './categories';
import { localDateString } from './time';

export const GOAL_STATUSES = ['active', 'met', 'paused', 'ended'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Ativa',
  met: 'Alcançada',
  paused: 'Pausada',
  ended: 'Encerrada',
};
/** The statuses a person may set; `met` is set only by the rule, when the criterion holds. */
export const SETTABLE_GOAL_STATUSES = ['active', 'paused', 'ended'] as const;

/** A goal's area: one of the catalogue's categories, or 'outra'. */
export const GOAL_AREAS = [...CATEGORIES, 'other'] as const;
export type GoalArea = (typeof GOAL_AREAS)[number];
export const GOAL_AREA_LABELS: Record<GoalArea, string> = { ...CATEGORY_LABELS, other: 'Outra' };

/** What a goal's criterion measures: linked games' scores, session trial data, or a yes/no observation. */
export const GOAL_MEASURES = ['game_score', 'trials', 'observation'] as const;
export type GoalMeasure = (typeof GOAL_MEASURES)[number];
export const GOAL_MEASURE_LABELS: Record<GoalMeasure, string> = {
  game_score: 'Pontuação nos jogos',
  trials: 'Tentativas nas sessões',
  observation: 'Observação (sim/não)',
};

/** Consecutive measures (`sessions`: each measure counts) or consecutive calendar days. */
export const CRITERION_UNITS = ['sessions', 'days'] as const;
export type CriterionUnit = (typeof CRITERION_UNITS)[number];

export interface Criterion {
  /** 1–100: each of the last `count` measures must reach it. */
  percent: number;
  /** 1–30. */
  count: number;
  unit: CriterionUnit;
  measure: GoalMeasure;
}

export const GOAL_TITLE_MAX = 120;
export const ACTIVE_GOALS_MAX = 20;
export const CRITERION_COUNT_MAX = 30;
export const GOAL_ACTIVITIES_MAX = 10;
export const GOAL_NOTE_MAX = 500;
export const OBSERVATION_NOTE_MAX = 300;
/** Trials one recorder keeps for one session (all goals together). */
export const SESSION_TRIALS_MAX = 200;

/** '80 % de acerto em 3 sessões seguidas', as the screens, the CSV and the PDF write a criterion. */
export function criterionText(c: Criterion): string {
  const what = c.measure === 'observation' ? 'de observações “sim”' : 'de acerto';
  const unit =
    c.unit === 'days'
      ? c.count === 1
        ? '1 dia'
        : `${c.count} dias seguidos`
      : c.measure === 'game_score'
        ? c.count === 1
          ? '1 jogo'
          : `${c.count} jogos seguidos`
        : c.count === 1
          ? c.measure === 'observation'
            ? '1 observação'
            : '1 sessão'
          : c.measure === 'observation'
            ? `${c.count} observações seguidas`
            : `${c.count} sessões seguidas`;
  return `${c.percent} % ${what} em ${unit}`;
}

/** One measure of a goal: when (ISO date-time) and its value, 0–100. */
export interface MeasurePoint {
  at: string;
  value: number;
}

/** The São Paulo calendar day of an ISO instant (YYYY-MM-DD); a bare date is its own day. */
export function saoPauloDay(at: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) return at;
  return localDateString(new Date(at));
}

function dayNumber(day: string): number {
  return Math.round(new Date(`${day}T12:00:00Z`).getTime() / 86_400_000);
}

/**
 * The values the criterion is judged on, oldest first: each measure (`sessions`), or each São
 * Paulo day's mean of its measures (`days`), with the day it belongs to.
 */
export function criterionSeries(
  unit: CriterionUnit,
  points: readonly MeasurePoint[],
): { day: string; value: number }[] {
  const sorted = [...points].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (unit === 'sessions') return sorted.map((p) => ({ day: saoPauloDay(p.at), value: p.value }));
  const byDay = new Map<string, number[]>();
  for (const p of sorted) {
    const day = saoPauloDay(p.at);
    byDay.set(day, [...(byDay.get(day) ?? []), p.value]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, values]) => ({ day, value: values.reduce((s, v) => s + v, 0) / values.length }));
}

/**
 * The criterion holds when the last `count` values of the series all reach `percent` — and, for
 * days, those days follow one another on the calendar.
 */
export function criterionHolds(
  c: Pick<Criterion, 'percent' | 'count' | 'unit'>,
  points: readonly MeasurePoint[],
): boolean {
  const series = criterionSeries(c.unit, points);
  if (series.length < c.count) return false;
  const last = series.slice(-c.count);
  if (!last.every((s) => s.value >= c.percent)) return false;
  if (c.unit === 'days') {
    for (let i = 1; i < last.length; i++) if (dayNumber(last[i]!.day) - dayNumber(last[i - 1]!.day) !== 1) return false;
  }
  return true;
}

/** A session's trials for one goal, as recorded: the response and the help it needed. */
export const TRIAL_RESULTS = ['correct', 'prompted', 'incorrect', 'no_response'] as const;
export type TrialResult = (typeof TRIAL_RESULTS)[number];
export const TRIAL_RESULT_LABELS: Record<TrialResult, string> = {
  correct: 'Correto',
  prompted: 'Com ajuda',
  incorrect: 'Incorreto',
  no_response: 'Sem resposta',
};

export const PROMPT_LEVELS = [
  'independent',
  'gestural',
  'verbal',
  'model',
  'partial_physical',
  'full_physical',
] as const;
export type PromptLevel = (typeof PROMPT_LEVELS)[number];
export const PROMPT_LEVEL_LABELS: Record<PromptLevel, string> = {
  independent: 'Independente',
  gestural: 'Gestual',
  verbal: 'Verbal',
  model: 'Modelo',
  partial_physical: 'Físico parcial',
  full_physical: 'Físico total',
};

export interface Trial {
  result: TrialResult;
  prompt: PromptLevel;
}

export interface TrialSummary {
  total: number;
  /** Trials `correct`, in whole percent of all; null without trials. */
  correct_percent: number | null;
  /** Trials `correct` with the prompt `independent`, in whole percent of all; null without trials. */
  independent_percent: number | null;
}

export function trialSummary(trials: readonly Trial[]): TrialSummary {
  const total = trials.length;
  if (total === 0) return { total, correct_percent: null, independent_percent: null };
  const correct = trials.filter((t) => t.result === 'correct').length;
  const independent = trials.filter((t) => t.result === 'correct' && t.prompt === 'independent').length;
  return {
    total,
    correct_percent: Math.round((correct * 100) / total),
    independent_percent: Math.round((independent * 100) / total),
  };
}

/**
 * Trial-by-trial agreement of two recorders of the same session and goal: trial i of one against
 * trial i of the other agrees when both the response and the prompt level are the same; a trial
 * only one of them recorded disagrees. Whole percent of the longer list; null when neither has any.
 */
export function trialAgreement(a: readonly Trial[], b: readonly Trial[]): number | null {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return null;
  let agree = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]!.result === b[i]!.result && a[i]!.prompt === b[i]!.prompt) agree++;
  }
  return Math.round((agree * 100) / longest);
}

/**
 * The days of the week (0 Sunday … 6 Saturday) an assignment of 'n vezes por semana' lands on,
 * spread over the week with weekdays first: 1 → Wednesday; 2 → Tuesday, Thursday; 3 → Monday,
 * Wednesday, Friday; 4 → Monday, Tuesday, Thursday, Friday; 5 → Monday to Friday; 6 → Monday to
 * Saturday; 7 → every day.
 */
export function spreadDays(timesPerWeek: number): number[] {
  const table: Record<number, number[]> = {
    1: [3],
    2: [2, 4],
    3: [1, 3, 5],
    4: [1, 2, 4, 5],
    5: [1, 2, 3, 4, 5],
    6: [1, 2, 3, 4, 5, 6],
    7: [0, 1, 2, 3, 4, 5, 6],
  };
  const days = table[timesPerWeek];
  if (!days) throw new Error(`spreadDays: ${timesPerWeek} is not 1–7`);
  return days;
}

/** Activities one assignment may carry. */
export const ASSIGNMENT_ACTIVITIES_MAX = 5;

/**
 * One week of an assignment: each of its activities is to be played `timesPerWeek` times; a
 * finished result of that activity in the week counts as done, at most `timesPerWeek` each.
 */
export function assignmentWeek(
  timesPerWeek: number,
  finishedPerActivity: readonly number[],
): { assigned: number; done: number } {
  return {
    assigned: timesPerWeek * finishedPerActivity.length,
    done: finishedPerActivity.reduce((sum, n) => sum + Math.min(n, timesPerWeek), 0),
  };
}

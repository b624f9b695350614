import { z } from 'zod';
import { GAME_KINDS } from '../domain/game-levels';
import { GOAL_AREAS, GOAL_STATUSES } from '../domain/goals';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { starsWeek } from './stars';

/**
 * A move of the child's level in a game kind within the report's weeks (docs/product.md#game-levels),
 * from the result that moved it.
 */
export const reportLevelChange = z.object({
  kind: z.enum(GAME_KINDS),
  /** The kind's pt-BR name (`GAME_KIND_LABELS`). */
  label: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  /** When the result that moved it was played (ISO date-time). */
  date: z.string(),
});
export type ReportLevelChange = z.infer<typeof reportLevelChange>;

/** A goal as the report lists it (docs/product.md#goals). */
export const reportGoal = z.object({
  id: z.number().int(),
  title: z.string(),
  area: z.enum(GOAL_AREAS),
  status: z.enum(GOAL_STATUSES),
  criterion_text: z.string(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  met_at: z.string().nullable(),
  /** The latest value of its measure (0–100), null before the first. */
  last_value: z.number().int().nullable(),
  created_by_name: z.string(),
});
export type ReportGoal = z.infer<typeof reportGoal>;

/** The progress report (docs/product.md#progress-report). */
export const progressReport = z.object({
  progress: z.object({
    completedActivities: z.number().int(),
    totalActivities: z.number().int(),
    /** Rounded; null when nothing was scored. */
    averageScore: z.number().int().nullable(),
    /** Minutes: the seconds of every entry summed, then rounded once (docs/product.md#score-and-time). */
    totalTimeSpent: z.number().int(),
    /** The same total in seconds, for '< 1 min'. */
    totalSecondsSpent: z.number().int(),
    categoryProgress: z.array(
      z.object({
        category: z.string(),
        completed: z.number().int(),
        total: z.number().int(),
        avgScore: z.number().int().nullable(),
      }),
    ),
    /** The last 8 São Paulo weeks, oldest first; `week` is the Sunday as YYYY-MM-DD. */
    weeklyProgress: z.array(
      z.object({ week: z.string(), completed: z.number().int(), avgScore: z.number().int().nullable() }),
    ),
    recommendations: z.array(z.string()),
    strengths: z.array(z.string()),
    areasForImprovement: z.array(z.string()),
  }),
  reportText: z.string(),
  /** The level moves of the report's 8 weeks, oldest first. */
  level_changes: z.array(reportLevelChange),
  /** Stars earned and spent and rewards received in each of the same 8 weeks, oldest first. */
  stars_weeks: z.array(starsWeek),
  /** The child's stars now (docs/product.md#stars-and-the-reward-shop). */
  stars_balance: z.number().int(),
  /** The child's goals that are not ended, active first (docs/product.md#goals). */
  goals: z.array(reportGoal),
});
export type ProgressReport = z.infer<typeof progressReport>;

export const reportsApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/children/:id/progress-report',
    access: 'user',
    child: 'read',
    tag: 'reports',
    params: childIdParams,
    status: 200,
    response: progressReport,
  }),
  /** The same report as a PDF, named neurobridge_report_<child>_<date>.pdf. */
  pdf: endpoint({
    method: 'POST',
    path: '/api/children/:id/progress-report/pdf',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'reports',
    params: childIdParams,
    status: 200,
  }),
  /** Every progress entry as CSV for therapists (cells starting with = + - @ escaped). */
  progressCsv: endpoint({
    method: 'GET',
    path: '/api/children/:id/progress.csv',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'reports',
    params: childIdParams,
    status: 200,
  }),
};

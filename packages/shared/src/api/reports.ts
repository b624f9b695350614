import { z } from 'zod';
import { childIdParams } from './children';
import { endpoint } from './contract';

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

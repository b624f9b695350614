import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * The administration's reports (docs/product.md#admin-reports): the numbers of one period and
 * its progress entries as CSV. For an administrator's bearer token only
 * (docs/decisions/010-route-access.md).
 */

export const REPORT_PERIODS = ['last_7_days', 'last_30_days', 'last_3_months', 'last_year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'last_30_days';

/** São Paulo days in each period, today included (docs/product.md#admin-reports). */
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = {
  last_7_days: 7,
  last_30_days: 30,
  last_3_months: 90,
  last_year: 365,
};

/** The chart's bars: one per day, one per 7 days over the last year. */
export const REPORT_BUCKET_DAYS: Record<ReportPeriod, number> = {
  last_7_days: 1,
  last_30_days: 1,
  last_3_months: 1,
  last_year: 7,
};

export const REPORT_TOP_ACTIVITIES = 10;
export const REPORT_RECENT_PROGRESS = 10;

export const INVALID_REPORT_PERIOD = userMessage(
  'Período inválido: use last_7_days, last_30_days, last_3_months ou last_year.',
);
export const INVALID_EXPORT_TYPE = userMessage('Formato inválido: use csv.');

const period = z.enum(REPORT_PERIODS, { error: INVALID_REPORT_PERIOD }).default(DEFAULT_REPORT_PERIOD);

export const adminReportQuery = z.strictObject({ period });
export type AdminReportQuery = z.input<typeof adminReportQuery>;

export const adminReportExportQuery = z.strictObject({
  type: z.literal('csv', { error: INVALID_EXPORT_TYPE }).default('csv'),
  period,
});
export type AdminReportExportQuery = z.input<typeof adminReportExportQuery>;

/**
 * One period's numbers (docs/product.md#admin-reports). "Completed" is a progress entry with status
 * `completed` whose completion date falls in the period; averages are over those entries, rounded.
 */
export const adminReport = z.object({
  period: z.enum(REPORT_PERIODS),
  /** First and last São Paulo day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  summary: z.object({
    /** Accounts created in the period (new users). */
    totalUsers: z.number().int(),
    completedActivities: z.number().int(),
    /** Average score (%) of the completed entries with a score; null without any. */
    avgScore: z.number().int().nullable(),
    /** Average minutes of the completed entries; null without any. */
    avgTime: z.number().int().nullable(),
  }),
  activityStats: z.array(
    z.object({
      category: z.string(),
      completed: z.number().int(),
      avgScore: z.number().int().nullable(),
      avgTime: z.number().int(),
    }),
  ),
  /** The most completed activities, at most 10. */
  topActivities: z.array(z.object({ title: z.string(), category: z.string(), completions: z.number().int() })),
  /** The latest completed entries, at most 10; the child's first name only. */
  recentProgress: z.array(
    z.object({
      child_name: z.string(),
      activity_title: z.string(),
      score: z.number().int().nullable(),
      completion_date: z.string(),
    }),
  ),
  /** Days (or 7-day spans for last_year) from the first to the last, zeros included. */
  bucketDays: z.number().int(),
  perDay: z.array(z.object({ date: z.string(), completed: z.number().int() })),
});
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportsApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    area: 'reports',
    tag: 'admin',
    query: adminReportQuery,
    status: 200,
    response: adminReport,
  }),
  /** CSV (text/csv, UTF-8 with BOM), streamed: the period's progress entries. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/reports/export',
    answer: 'file',
    access: 'admin',
    area: 'reports',
    tag: 'admin',
    query: adminReportExportQuery,
    status: 200,
  }),
};

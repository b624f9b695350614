import {
  REPORT_RECENT_PROGRESS,
  REPORT_TOP_ACTIVITIES,
  type AdminReport,
  type adminReportExportQuery,
  type adminReportQuery,
} from '@neurobridge/shared/api/admin-reports';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { PROGRESS_STATUS_LABELS, type ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import { localDateString } from '@neurobridge/shared/domain/time';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { recordAudit } from '../audit/audit-log';
import type { Acting } from '../../lib/actor';
import { aggregate, bucketDates, exportBatch, recent, reportRange, type ExportKey } from './admin-reports-queries';

type ReportQuery = z.output<typeof adminReportQuery>;
type ExportQuery = z.output<typeof adminReportExportQuery>;

/** Rows per select of the export: the file is written batch by batch, never held whole. */
export const REPORT_EXPORT_BATCH = 5000;

/** The export's columns (docs/product.md#admin-reports): no e-mail, no diagnosis, the child's first name. */
export const REPORT_CSV_HEADER = ['data', 'criança', 'atividade', 'categoria', 'pontuação', 'minutos', 'situação'];

/**
 * The administration's reports (docs/product.md#admin-reports): two statements per report (the
 * period's aggregates in one pass, the latest entries), never one per row.
 */
export function createAdminReportsService(
  { db, clock, onBackgroundError }: Pick<AppDeps, 'db' | 'clock' | 'onBackgroundError'>,
  { exportBatch: batchSize = REPORT_EXPORT_BATCH } = {},
) {
  return {
    async report({ period }: ReportQuery): Promise<AdminReport> {
      const range = reportRange(period, clock.now());
      const [rows, latest] = await Promise.all([aggregate(db, range), recent(db, range, REPORT_RECENT_PROGRESS)]);
      const total = rows.find((r) => r.gCategory && r.gTitle && r.gBucket);
      const perBucket = new Map<number, number>();
      for (const r of rows) if (!r.gBucket && r.bucket !== null) perBucket.set(Number(r.bucket), r.completed);
      const activityStats = rows
        .filter((r) => !r.gCategory && r.gTitle && r.gBucket)
        .map((r) => ({ category: r.category!, completed: r.completed, avgScore: r.avgScore, avgTime: r.avgTime ?? 0 }))
        .sort((a, b) => b.completed - a.completed || a.category.localeCompare(b.category));
      const topActivities = rows
        .filter((r) => !r.gTitle)
        .map((r) => ({ title: r.title!, category: r.category!, completions: r.completed }))
        .sort((a, b) => b.completions - a.completions || a.title.localeCompare(b.title, 'pt-BR'))
        .slice(0, REPORT_TOP_ACTIVITIES);
      const completed = total?.completed ?? 0;
      return {
        period,
        from: range.from,
        to: range.to,
        summary: {
          totalUsers: total?.newUsers ?? 0,
          completedActivities: completed,
          avgScore: completed ? total!.avgScore : null,
          avgTime: completed ? total!.avgTime : null,
        },
        activityStats,
        topActivities,
        recentProgress: latest.map((r) => ({
          child_name: r.childName,
          activity_title: r.title,
          score: r.score,
          completion_date: r.completionDate.toISOString(),
        })),
        bucketDays: range.bucketDays,
        perDay: bucketDates(range).map((date, i) => ({ date, completed: perBucket.get(i) ?? 0 })),
      };
    },

    /**
     * The period's progress entries as CSV (docs/product.md#admin-reports), for Brazilian spreadsheets
     * (docs/product.md#csv-files), written batch by batch; audited when the stream ends.
     */
    exportCsv({ period }: ExportQuery, acting: Acting): { stream: Readable; filename: string } {
      const now = clock.now();
      const range = reportRange(period, now);
      const filename = `neurobridge_report_${period}_${localDateString(now)}.csv`;
      async function* lines() {
        let rows = 0;
        let complete = false;
        try {
          yield CSV_BOM + csvRow(REPORT_CSV_HEADER);
          let before: ExportKey | null = null;
          for (;;) {
            const batch = await exportBatch(db, range, before, batchSize);
            if (batch.length === 0) break;
            let chunk = '';
            for (const r of batch) {
              const status = PROGRESS_STATUS_LABELS[r.status as ProgressStatus] ?? r.status;
              chunk += csvRow([r.date, r.childName, r.title, categoryLabel(r.category), r.score, r.minutes, status]);
            }
            rows += batch.length;
            yield chunk;
            if (batch.length < batchSize) break;
            const last = batch[batch.length - 1]!;
            before = { at: last.at, id: last.id };
          }
          complete = true;
        } finally {
          await recordAudit(db, clock, {
            actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
            from: acting.from,
            action: 'reports.exported',
            details: { period, from: range.from, to: range.to, rows, complete },
          }).catch((err: unknown) => onBackgroundError(err, 'report export not audited'));
        }
      }
      return { stream: Readable.from(lines()), filename };
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;

import type { ProgressReport, ReportLevelChange } from '@neurobridge/shared/api/reports';
import { GAME_KIND_LABELS, isLevelledKind, LEVEL_UP_AT } from '@neurobridge/shared/domain/game-levels';
import { addWeeks, localDateString, localMidnight, weekOf } from '@neurobridge/shared/domain/time';
import type { AppDeps } from '../../app-deps';
import type { ChildRow } from '../children/child-access';
import { kindOfContent } from '../levels/activity-kind';
import { ledgerWeeks } from '../stars/stars-weeks';
import { progressCsv } from './progress-csv';
import { reportGoals } from './report-goals';
import { fileSlug, firstName } from './pdf/file-name';
import { categoryQuery, levelMovesQuery, weeklyQuery } from './report-queries';
import { buildReport } from './report-rules';
import { reportPdf } from './pdf/report-pdf';

/** The report covers this many São Paulo weeks, this one included (docs/product.md#progress-report). */
export const REPORT_WEEKS = 8;

/**
 * A level move as the report lists it: a result moves one level, up only at 80 % or more and down
 * only below 40 % (docs/product.md#game-levels), so its score tells where it came from. A move of
 * an activity no longer in the database, or of a kind without levels, is left out.
 */
function levelChange(move: {
  date: Date;
  score: number | null;
  newLevel: number | null;
  content: string | null;
  category: string;
}): ReportLevelChange | null {
  const kind = kindOfContent(move);
  if (!kind || !isLevelledKind(kind) || move.newLevel === null) return null;
  const from = (move.score ?? 0) >= LEVEL_UP_AT ? move.newLevel - 1 : move.newLevel + 1;
  return { kind, label: GAME_KIND_LABELS[kind], from, to: move.newLevel, date: move.date.toISOString() };
}

/**
 * The progress report, its PDF and the progress CSV (docs/product.md#progress-report,
 * docs/product.md#progress-csv), computed from the child's progress entries in three queries
 * whatever their number, its stars from the ledger in one and its goals in one (two when there are some).
 */
export function createReportsService({
  db,
  clock,
  catalogue,
  writeText,
}: Pick<AppDeps, 'db' | 'clock' | 'catalogue'> & {
  /** The AI's text from the aggregates, or null to keep the rule-based one (modules/ai/report-writer.ts). */
  writeText?: (progress: ProgressReport['progress']) => Promise<string | null>;
}) {
  async function report(child: ChildRow): Promise<ProgressReport> {
    const built = await ruleReport(child);
    const text = writeText ? await writeText(built.progress) : null;
    return text ? { ...built, reportText: text } : built;
  }

  async function ruleReport(child: ChildRow): Promise<ProgressReport> {
    const thisWeek = weekOf(clock.now());
    const weeks = Array.from({ length: REPORT_WEEKS }, (_, i) => addWeeks(thisWeek, i - REPORT_WEEKS + 1));
    const period = {
      childId: child.id,
      since: localMidnight(weeks[0]!).toISOString(),
      until: localMidnight(addWeeks(thisWeek, 1)).toISOString(),
    };
    const [categoryRows, weekRows, moves, stars, activities, goals] = await Promise.all([
      categoryQuery(db).execute({ childId: child.id }),
      weeklyQuery(db).execute(period),
      levelMovesQuery(db).execute(period),
      ledgerWeeks(db, child.id, weeks),
      catalogue.rows(),
      reportGoals(db, child.id),
    ]);
    const total = categoryRows.find((r) => r.isTotal === 1);
    const byWeek = new Map(weekRows.map((r) => [r.week, r]));
    const levelsAndStars = {
      level_changes: moves.map(levelChange).filter((c) => c !== null),
      stars_weeks: stars.weeks,
      stars_balance: stars.balance,
    };
    const built = buildReport({
      childName: firstName(child.name),
      totals: {
        completed: total?.completed ?? 0,
        total: total?.total ?? 0,
        avgScore: total?.average ?? null,
        seconds: total?.seconds ?? 0,
      },
      categories: categoryRows
        .filter((r) => r.isTotal === 0)
        .map((r) => ({
          category: r.category,
          completed: r.completed,
          total: r.total,
          avgScore: r.average,
          seconds: r.seconds,
        })),
      weeks: weeks.map((week) => {
        const row = byWeek.get(week);
        return { week, completed: row?.completed ?? 0, avgScore: row?.average ?? null };
      }),
      catalogueCategories: activities.map((a) => a.category),
    });
    return { ...built, ...levelsAndStars, goals };
  }

  return {
    report,

    /** The report as a PDF named after the child and today's São Paulo date. */
    async pdf(child: ChildRow): Promise<{ filename: string; body: Buffer }> {
      const now = clock.now();
      const body = await reportPdf({ childName: child.name, report: await report(child), now });
      return { filename: `neurobridge_report_${fileSlug(child.name)}_${localDateString(now)}.pdf`, body };
    },

    /** Every entry, newest first, as CSV for therapists. */
    async csv(child: ChildRow): Promise<{ filename: string; body: string }> {
      const now = clock.now();
      const body = await progressCsv(db, child.id);
      return { filename: `neurobridge_progresso_${fileSlug(child.name)}_${localDateString(now)}.csv`, body };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

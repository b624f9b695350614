import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { PROGRESS_STATUS_LABELS, type ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';

export const CSV_HEADER = ['data', 'atividade', 'categoria', 'pontuação', 'minutos', 'situação', 'observações'];

/** Leading characters a spreadsheet would read as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet would take for a formula gets a leading apostrophe, and a
 * cell with a separator, a quote or a line break is quoted with its quotes doubled (RFC 4180;
 * docs/product.md#progress-csv).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

/**
 * Every progress entry of the child, newest first, as CSV: the date and time in São Paulo, the
 * activity, its category and status in pt-BR, score, minutes and the parent's notes. Lines end in
 * CRLF and the text starts with a byte-order mark, so spreadsheet programs read the accents as UTF-8.
 */
export async function progressCsv(db: Db, childId: number): Promise<string> {
  const rows = await db
    .select({
      date: sql<string>`to_char(${p.completionDate} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI')`,
      title: p.activityTitle,
      category: p.activityCategory,
      score: p.score,
      minutes: p.timeSpent,
      status: p.status,
      notes: p.parentNotes,
    })
    .from(p)
    .where(eq(p.childId, childId))
    .orderBy(desc(p.completionDate), desc(p.id));
  const lines = [csvLine(CSV_HEADER)];
  for (const r of rows) {
    const status = PROGRESS_STATUS_LABELS[r.status as ProgressStatus] ?? r.status;
    lines.push(csvLine([r.date, r.title, categoryLabel(r.category), r.score, r.minutes, status, r.notes]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

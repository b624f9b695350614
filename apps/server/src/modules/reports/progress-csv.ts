import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { PROGRESS_STATUS_LABELS, type ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { playedAtText } from '../progress/progress-rules';

/** '5', '0,5', '12,3': minutes in pt-BR, to a tenth. */
const tenthsOfMinute = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, useGrouping: false });

export const CSV_HEADER = ['data', 'atividade', 'categoria', 'pontuação', 'minutos', 'situação', 'observações'];

/**
 * Every progress entry of the child, newest first, as CSV: the date and time in São Paulo, the
 * activity, its category and status in pt-BR, score, minutes to a tenth (from the seconds recorded,
 * so a spreadsheet's sum stays close to the real time: docs/product.md#score-and-time) and the
 * parent's notes, written for Brazilian spreadsheets (docs/product.md#csv-files).
 */
export async function progressCsv(db: Db, childId: number): Promise<string> {
  const rows = await db
    .select({
      date: playedAtText(),
      title: p.activityTitle,
      category: p.activityCategory,
      score: p.score,
      seconds: p.secondsSpent,
      status: p.status,
      notes: p.parentNotes,
    })
    .from(p)
    .where(eq(p.childId, childId))
    .orderBy(desc(p.completionDate), desc(p.id));
  let text = CSV_BOM + csvRow(CSV_HEADER);
  for (const r of rows) {
    const status = PROGRESS_STATUS_LABELS[r.status as ProgressStatus] ?? r.status;
    text += csvRow([
      r.date,
      r.title,
      categoryLabel(r.category),
      r.score,
      tenthsOfMinute.format(r.seconds / 60),
      status,
      r.notes,
    ]);
  }
  return text;
}

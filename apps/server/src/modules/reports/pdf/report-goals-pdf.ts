import type { ReportGoal } from '@neurobridge/shared/api/reports';
import { formatDate } from '@neurobridge/shared/domain/format';
import { GOAL_AREA_LABELS, GOAL_STATUS_LABELS } from '@neurobridge/shared/domain/goals';
import { ensureRoom, heading } from './charts';
import { COLORS, type Pdf } from './document';

/**
 * 'Metas' (docs/product.md#report-pdf): each goal that is not ended, as the report lists them, with
 * its area, status, criterion, 'Meta alcançada em …' when met and the latest value of its measure.
 */
export function goalsSection(doc: Pdf, goals: readonly ReportGoal[]): void {
  heading(doc, 'Metas');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (goals.length === 0) {
    doc.font('regular').fontSize(11).fillColor(COLORS.muted).text('Nenhuma meta definida ainda.', left);
    doc.fillColor(COLORS.text);
    return;
  }
  for (const goal of goals) {
    ensureRoom(doc, 80);
    doc.font('bold').fontSize(11).fillColor(COLORS.text).text(goal.title, left, doc.y, { width });
    doc.font('regular').fontSize(11);
    doc.text(
      `${GOAL_AREA_LABELS[goal.area]} · ${GOAL_STATUS_LABELS[goal.status]} · Criada por ${goal.created_by_name}`,
      { width },
    );
    doc.text(`Critério: ${goal.criterion_text}`, { width });
    if (goal.met_at) {
      doc
        .font('bold')
        .fillColor(COLORS.good)
        .text(`Meta alcançada em ${formatDate(goal.met_at)}`, { width });
      doc.font('regular').fillColor(COLORS.text);
    }
    doc.text(goal.last_value === null ? 'Ainda sem medidas' : `Última medida: ${goal.last_value} %`, { width });
    doc.moveDown(0.5);
  }
}

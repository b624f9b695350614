import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDuration } from '@neurobridge/shared/domain/duration';
import { formatDate } from '@neurobridge/shared/domain/format';
import { bullets, columnChart, heading, horizontalBars, table } from './charts';
import { COLORS, createPdf, type Pdf } from './document';
import { goalsSection } from './report-goals-pdf';

export const REPORT_PDF_TITLE = 'Relatório de Progresso';

/** Day and month, as the week columns are labelled. */
const dayMonth = (date: string) => formatDate(date).slice(0, 5);

const starsText = (n: number) => `${n} ${n === 1 ? 'estrela' : 'estrelas'}`;

/** 'Níveis e estrelas': the period's level moves and each week's stars (docs/product.md#report-pdf). */
function levelsAndStars(doc: Pdf, report: ProgressReport): void {
  heading(doc, 'Níveis e estrelas');
  doc.font('bold').fontSize(11).text('Mudanças de nível');
  doc.moveDown(0.2);
  table(doc, {
    columns: [
      ['Data', 70],
      ['Jogo', 200],
      ['Nível', 120],
    ],
    rows: report.level_changes.map((c) => [dayMonth(c.date), c.label, `${c.from} → ${c.to}`]),
    empty: 'Nenhuma mudança de nível no período.',
  });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor(COLORS.text).text('Estrelas por semana');
  doc.moveDown(0.2);
  table(doc, {
    columns: [
      ['Semana', 80],
      ['Estrelas ganhas', 130],
      ['Estrelas gastas', 130],
      ['Recompensas recebidas', 175],
    ],
    rows: report.stars_weeks.map((w) => [
      dayMonth(w.week_start),
      String(w.earned),
      String(w.spent),
      String(w.rewards_received),
    ]),
    empty: '',
  });
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(11)
    .text(`Saldo atual: ${starsText(report.stars_balance)}`);
}

function summaryCards(doc: Pdf, cards: [string, string][]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const gap = 10;
  const cardWidth = (width - gap * (cards.length - 1)) / cards.length;
  const top = doc.y + 6;
  cards.forEach(([label, value], i) => {
    const x = left + i * (cardWidth + gap);
    doc.roundedRect(x, top, cardWidth, 54, 6).fill(COLORS.brandLight);
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(COLORS.brand)
      .text(value, x + 10, top + 8, { width: cardWidth - 20 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(label, x + 10, top + 32, { width: cardWidth - 20 });
  });
  doc.x = left;
  doc.y = top + 64;
}

/**
 * The progress report as a PDF (docs/product.md#progress-report): the same numbers and texts as
 * the modal, with the category averages and the last 8 weeks drawn as bar charts.
 */
export function reportPdf({ childName, report, now }: { childName: string; report: ProgressReport; now: Date }) {
  const { doc, bytes } = createPdf({ title: `${REPORT_PDF_TITLE} — ${childName}`, now });
  const p = report.progress;
  doc.font('bold').fontSize(10).fillColor(COLORS.brand).text('NeuroBridge');
  doc.font('bold').fontSize(20).fillColor(COLORS.text).text(REPORT_PDF_TITLE);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(`${childName} · gerado em ${formatDate(now)}`);
  doc.moveDown(0.5);

  summaryCards(doc, [
    ['Atividades concluídas', String(p.completedActivities)],
    ['Total de atividades', String(p.totalActivities)],
    ['Pontuação média', p.averageScore === null ? '—' : `${p.averageScore}%`],
    ['Tempo total', formatDuration(p.totalSecondsSpent)],
  ]);

  heading(doc, 'Progresso por área');
  if (p.categoryProgress.length === 0) {
    doc.fillColor(COLORS.muted).text('Nenhuma atividade registrada ainda.').fillColor(COLORS.text);
  }
  horizontalBars(
    doc,
    p.categoryProgress.map((c) => ({
      label: categoryLabel(c.category),
      value: c.avgScore,
      caption: `${c.avgScore === null ? '—' : `${c.avgScore}%`} · ${c.completed} de ${c.total} concluídas`,
    })),
  );

  heading(doc, 'Atividades concluídas nas últimas 8 semanas');
  columnChart(
    doc,
    p.weeklyProgress.map((w) => ({ label: dayMonth(w.week), value: w.completed })),
  );
  levelsAndStars(doc, report);
  goalsSection(doc, report.goals);

  heading(doc, 'Análise');
  doc.text(report.reportText, { align: 'left' });
  heading(doc, 'Recomendações');
  bullets(doc, p.recommendations, 'Nenhuma recomendação no momento.');
  heading(doc, 'Pontos fortes');
  bullets(doc, p.strengths, 'Ainda não há áreas com média de 80% ou mais.');
  heading(doc, 'Áreas para desenvolver');
  bullets(doc, p.areasForImprovement, 'Nenhuma área abaixo de 60%.');
  doc.end();
  return bytes;
}

import { formatDate } from '@neurobridge/shared/domain/format';
import { GOAL_AREA_LABELS, GOAL_STATUS_LABELS } from '@neurobridge/shared/domain/goals';
import { SESSION_TYPE_LABELS, type SessionType } from '@neurobridge/shared/domain/professionals';
import { localMidnight, addDays } from '@neurobridge/shared/domain/time';
import { ensureRoom, heading, table } from '../../reports/pdf/charts';
import { COLORS, createPdf, type Pdf } from '../../reports/pdf/document';
import { assignmentDays } from '../plan-csv';
import type { PlanData, PlanGoal } from '../plan-data';
import { measureChart, type ChartSeries } from './measure-chart';

export const PLAN_PDF_TITLE = 'Plano terapêutico';

/** A chart shows at most the last 200 measures of each kind (docs/decisions/026-goals-home-programme-trials.md). */
const CHART_POINTS_MAX = 200;

const MUTED = (doc: Pdf, text: string) =>
  doc.font('regular').fontSize(11).fillColor(COLORS.muted).text(text, doc.page.margins.left).fillColor(COLORS.text);

/** Room for a table's title, header and first rows, so a header never ends a page alone. */
const tableRoom = (doc: Pdf, rows: number) => ensureRoom(doc, 40 + 20 * Math.min(rows, 3));

/** A cell cut to `max` characters so a table row stays one line. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const sessionTypeLabel = (type: string) => SESSION_TYPE_LABELS[type as SessionType] ?? type;

const middayOf = (day: string) => localMidnight(day).getTime() + 12 * 3_600_000;

function goalSection(doc: Pdf, plan: PlanData, goal: PlanGoal, range: { since: number; until: number }): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  ensureRoom(doc, 120);
  doc.moveDown(0.6).font('bold').fontSize(12).fillColor(COLORS.text).text(goal.title, left, doc.y, { width });
  doc.font('regular').fontSize(10.5);
  doc.text(`Área: ${GOAL_AREA_LABELS[goal.area]} · Situação: ${GOAL_STATUS_LABELS[goal.status]}`, { width });
  doc.text(`Critério: ${goal.criterionText}`, { width });
  const review = goal.reviewDate ? ` · Revisão: ${formatDate(goal.reviewDate)}` : '';
  doc.text(`Início: ${formatDate(goal.startDate)}${review} · Criada por ${goal.createdByName}`, { width });
  if (goal.activities.length > 0) doc.text(`Atividades: ${goal.activities.join(', ')}`, { width });
  if (goal.metAt) {
    doc
      .font('bold')
      .fillColor(COLORS.good)
      .text(`Meta alcançada em ${formatDate(goal.metAt)}`, { width });
    doc.font('regular').fillColor(COLORS.text);
  }

  const sessions = plan.sessionMeasures.filter((m) => m.goalId === goal.id);
  const games = plan.games.filter((g) => g.goalIds.includes(goal.id));
  const observations = plan.observations.filter((o) => o.goalId === goal.id);
  const series: ChartSeries[] = [
    {
      label: 'Sessões (% correto)',
      color: COLORS.brand,
      marker: 'circle' as const,
      points: sessions.map((m) => ({ at: middayOf(m.session.date), value: m.correctPercent })),
    },
    {
      label: 'Jogos (pontuação)',
      color: '#c2410c',
      marker: 'square' as const,
      points: games.map((g) => ({ at: g.at.getTime(), value: g.score ?? 0 })),
    },
    {
      label: 'Observações (sim = 100 %)',
      color: '#7e22ce',
      marker: 'diamond' as const,
      points: observations.map((o) => ({ at: middayOf(o.date), value: o.achieved ? 100 : 0 })),
    },
  ]
    .map((s) => ({ ...s, points: s.points.slice(-CHART_POINTS_MAX) }))
    .filter((s) => s.points.length > 0);
  doc.moveDown(0.3);
  if (series.length === 0) MUTED(doc, 'Nenhuma medida no período.');
  else measureChart(doc, { ...range, from: plan.from, to: plan.to, series, criterion: goal.criterion.percent });

  if (sessions.length > 0 || goal.criterion.measure === 'trials') {
    tableRoom(doc, sessions.length);
    doc.moveDown(0.2).font('bold').fontSize(11).fillColor(COLORS.text).text('Sessões no período', left);
    doc.moveDown(0.2);
    table(doc, {
      columns: [
        ['Data', 85],
        ['Profissional', 150],
        ['Tentativas', 80],
        ['% correto', 80],
        ['% independente', 120],
      ],
      rows: sessions.map((m) => [
        formatDate(m.session.date),
        cut(m.session.professionalName, 22),
        String(m.trials),
        `${m.correctPercent} %`,
        `${m.independentPercent} %`,
      ]),
      empty: 'Nenhuma sessão com tentativas no período.',
    });
  }
}

function homeProgramme(doc: Pdf, plan: PlanData): void {
  heading(doc, 'Programa em casa');
  if (plan.assignments.length === 0) {
    MUTED(doc, 'Nenhuma prática atribuída no período.');
    return;
  }
  const left = doc.page.margins.left;
  const width = doc.page.width - left * 2 - 6;
  doc.font('regular').fontSize(10.5).fillColor(COLORS.text);
  for (const a of plan.assignments) {
    ensureRoom(doc, 30);
    const goal = a.goalTitle ? ` · Meta: ${a.goalTitle}` : '';
    const text = `${a.activities.join(', ')} — ${assignmentDays(a)} · ${a.professionalName} (${a.professionalType})${goal}`;
    doc.text(`•  ${text}`, left + 6, doc.y, { width });
    doc.moveDown(0.2);
  }
  doc.x = left;
  const weeks = new Map<string, { assigned: number; done: number }>();
  for (const w of plan.assignments.flatMap((a) => a.weeks)) {
    const sum = weeks.get(w.week_start) ?? { assigned: 0, done: 0 };
    weeks.set(w.week_start, { assigned: sum.assigned + w.assigned, done: sum.done + w.done });
  }
  doc.moveDown(0.4);
  tableRoom(doc, weeks.size);
  table(doc, {
    columns: [
      ['Semana de', 110],
      ['Previstas', 100],
      ['Feitas', 100],
      ['Adesão', 100],
    ],
    rows: [...weeks.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([week, w]) => [
        formatDate(week),
        String(w.assigned),
        String(w.done),
        w.assigned === 0 ? '—' : `${Math.round((w.done * 100) / w.assigned)} %`,
      ]),
    empty: '',
  });
}

function sessionNotes(doc: Pdf, plan: PlanData): void {
  heading(doc, 'Anotações das sessões');
  const noted = plan.sessions.filter((s) => s.notes || s.summary);
  if (noted.length === 0) {
    MUTED(doc, 'Nenhuma anotação de sessão no período.');
    return;
  }
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const s of noted) {
    ensureRoom(doc, 50);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(`${formatDate(s.date)} · ${sessionTypeLabel(s.type)} · ${s.professionalName}`, left, doc.y, { width });
    doc.font('regular');
    if (s.notes) doc.text(s.notes, { width });
    if (s.summary) doc.text(`Resumo do progresso: ${s.summary}`, { width });
    doc.moveDown(0.5);
  }
}

function observationList(doc: Pdf, plan: PlanData): void {
  heading(doc, 'Observações');
  if (plan.observations.length === 0) {
    MUTED(doc, 'Nenhuma observação no período.');
    return;
  }
  const titleOf = new Map(plan.goals.map((g) => [g.id, g.title]));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('regular').fontSize(10.5).fillColor(COLORS.text);
  for (const o of plan.observations) {
    ensureRoom(doc, 30);
    const note = o.note ? ` — ${o.note}` : '';
    doc.text(
      `${formatDate(o.date)} · ${titleOf.get(o.goalId)} · ${o.achieved ? 'Sim' : 'Não'}${note} (${o.recorderName})`,
      left,
      doc.y,
      { width },
    );
    doc.moveDown(0.2);
  }
}

/**
 * The plan's summary for a review meeting (docs/product.md#plan-export): A4 portrait, each goal with
 * its criterion, status, chart and sessions, then the home programme's weeks, the session notes the
 * caller may read and the observations.
 */
export function planPdf(plan: PlanData, now: Date): Promise<Buffer> {
  const { doc, bytes } = createPdf({ title: `${PLAN_PDF_TITLE} de ${plan.childName}`, now });
  doc.font('bold').fontSize(10).fillColor(COLORS.brand).text('NeuroBridge');
  doc.font('bold').fontSize(20).fillColor(COLORS.text).text(`${PLAN_PDF_TITLE} de ${plan.childName}`);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(`Período: ${formatDate(plan.from)} a ${formatDate(plan.to)} · gerado em ${formatDate(now)}`);
  const range = { since: localMidnight(plan.from).getTime(), until: localMidnight(addDays(plan.to, 1)).getTime() };
  heading(doc, 'Metas');
  if (plan.goals.length === 0) MUTED(doc, 'Nenhuma meta definida ainda.');
  for (const goal of plan.goals) goalSection(doc, plan, goal, range);
  homeProgramme(doc, plan);
  sessionNotes(doc, plan);
  observationList(doc, plan);
  doc.end();
  return bytes;
}

import { DAY_LABELS } from '@neurobridge/shared/domain/calendar';
import {
  GOAL_AREA_LABELS,
  GOAL_STATUS_LABELS,
  PROMPT_LEVEL_LABELS,
  TRIAL_RESULT_LABELS,
} from '@neurobridge/shared/domain/goals';
import { SESSION_TYPE_LABELS, type SessionType } from '@neurobridge/shared/domain/professionals';
import { localDateString, localParts } from '@neurobridge/shared/domain/time';
import { CSV_BOM, csvRow } from '../../lib/csv';
import type { PlanAssignment, PlanData } from './plan-data';

/** The plan CSV's columns, in order (docs/product.md#plan-export): each record fills those it has. */
export const PLAN_CSV_HEADER = [
  'registro',
  'data',
  'meta',
  'área',
  'critério',
  'situação',
  'revisão',
  'alcançada em',
  'profissional',
  'tipo de sessão',
  'duração (min)',
  '% correto',
  '% independente',
  'tentativas',
  'nº',
  'resposta',
  'nível de ajuda',
  'atividade',
  'pontuação',
  'observado',
  'anotação',
  'resumo da sessão',
  'registrado por',
  'dias',
  'previstas',
  'feitas',
] as const;
type Column = (typeof PLAN_CSV_HEADER)[number];
type Cell = string | number | null;

/** The first column's values. */
export const PLAN_RECORDS = {
  goal: 'Meta',
  session: 'Sessão',
  trial: 'Tentativa',
  game: 'Jogo',
  observation: 'Observação',
  home: 'Programa em casa',
} as const;

function line(record: string, cells: Partial<Record<Column, Cell>>): string {
  return csvRow(PLAN_CSV_HEADER.map((column) => (column === 'registro' ? record : (cells[column] ?? null))));
}

/** 'YYYY-MM-DD HH:MM' in São Paulo, as every CSV of the product writes a moment. */
function localDateTime(at: Date): string {
  const p = localParts(at);
  return `${localDateString(at)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** Several values in one cell ('Memória | Contagem'). */
const joined = (values: readonly string[]) => values.join(' | ');

/** 'Segunda, Quarta, Sexta' for chosen days; '3 vezes por semana' otherwise. */
export function assignmentDays(a: Pick<PlanAssignment, 'daysOfWeek' | 'timesPerWeek'>): string {
  if (a.daysOfWeek)
    return [...a.daysOfWeek]
      .sort()
      .map((d) => DAY_LABELS[d])
      .join(', ');
  return a.timesPerWeek === 1 ? '1 vez por semana' : `${a.timesPerWeek} vezes por semana`;
}

/**
 * The plan as one CSV for Brazilian spreadsheets (docs/product.md#csv-files): one line per record,
 * its kind in the first column — the goals, then the period's sessions (one line per goal measured
 * in it, or one without a goal), every trial, the linked games' results, the observations and each
 * week of the home programme.
 */
export function planCsv(plan: PlanData): string {
  const titleOf = new Map(plan.goals.map((g) => [g.id, g.title]));
  let text = CSV_BOM + csvRow([...PLAN_CSV_HEADER]);
  for (const g of plan.goals) {
    text += line(PLAN_RECORDS.goal, {
      data: g.startDate,
      meta: g.title,
      área: GOAL_AREA_LABELS[g.area],
      critério: g.criterionText,
      situação: GOAL_STATUS_LABELS[g.status],
      revisão: g.reviewDate,
      'alcançada em': g.metAt && localDateTime(g.metAt),
      atividade: joined(g.activities),
      'registrado por': g.createdByName,
    });
  }
  for (const s of plan.sessions) {
    const session = {
      data: s.date,
      profissional: s.professionalName,
      'tipo de sessão': SESSION_TYPE_LABELS[s.type as SessionType] ?? s.type,
      'duração (min)': s.durationMinutes,
      anotação: s.notes,
      'resumo da sessão': s.summary,
    };
    const measures = plan.sessionMeasures.filter((m) => m.session.id === s.id);
    if (measures.length === 0) text += line(PLAN_RECORDS.session, session);
    for (const m of measures) {
      text += line(PLAN_RECORDS.session, {
        ...session,
        meta: titleOf.get(m.goalId),
        '% correto': m.correctPercent,
        '% independente': m.independentPercent,
        tentativas: m.trials,
        'registrado por': m.recorderName,
      });
    }
  }
  const sessionOf = new Map(plan.sessions.map((s) => [s.id, s]));
  for (const t of plan.trials) {
    const session = sessionOf.get(t.sessionId)!;
    text += line(PLAN_RECORDS.trial, {
      data: session.date,
      meta: titleOf.get(t.goalId),
      profissional: session.professionalName,
      nº: t.position + 1,
      resposta: TRIAL_RESULT_LABELS[t.result],
      'nível de ajuda': PROMPT_LEVEL_LABELS[t.prompt],
      'registrado por': t.recorderName,
    });
  }
  for (const r of plan.games) {
    text += line(PLAN_RECORDS.game, {
      data: r.atText,
      meta: joined(r.goalIds.flatMap((id) => titleOf.get(id) ?? [])),
      atividade: r.activityTitle,
      pontuação: r.score,
    });
  }
  for (const o of plan.observations) {
    text += line(PLAN_RECORDS.observation, {
      data: o.date,
      meta: titleOf.get(o.goalId),
      observado: o.achieved ? 'sim' : 'não',
      anotação: o.note,
      'registrado por': o.recorderName,
    });
  }
  for (const a of plan.assignments) {
    for (const w of a.weeks) {
      text += line(PLAN_RECORDS.home, {
        data: w.week_start,
        meta: a.goalTitle,
        profissional: `${a.professionalName} (${a.professionalType})`,
        atividade: joined(a.activities),
        dias: assignmentDays(a),
        previstas: w.assigned,
        feitas: w.done,
      });
    }
  }
  return text;
}

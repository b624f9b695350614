import type { Goal, GoalDetail } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { onFirstUse } from '@neurobridge/shared/domain/on-first-use';
import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import {
  GOAL_AREA_LABELS,
  GOAL_MEASURE_LABELS,
  GOAL_STATUS_LABELS,
  type GoalArea,
  type GoalMeasure,
  type GoalStatus,
} from '@neurobridge/shared/domain/goals';
import { fmt } from '../../locales/pt-BR/messages';
import { goalsMessages } from './messages';

/** The status badge's colour: calm, and green only for a goal met (docs/product.md#goals). */
export const STATUS_TONES = { active: 'info', met: 'success', paused: 'warning', ended: 'neutral' } as const;

/** 'Criada por Maria Lima · Fonoaudiólogo(a)', or '· Responsável' for the parent. */
export function createdByText(createdBy: Goal['created_by']): string {
  const t = goalsMessages.card;
  const type = createdBy.role === 'parent' ? t.parent : (createdBy.professional_type ?? t.professional);
  return fmt(t.createdBy, { name: createdBy.name, type });
}

/** 'Última medida: 75 %', or 'Ainda sem medidas'. */
export function lastValueText(goal: Pick<Goal, 'last_value'>): string {
  const t = goalsMessages.card;
  return goal.last_value === null ? t.noMeasures : fmt(t.lastValue, { value: goal.last_value });
}

export type GoalEvent = GoalDetail['history'][number];

const SNAKE = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A stored value in words: an area's, a measure's or a status's label, a date, a unit, a percentage. */
function valueText(field: string, value: unknown): string {
  const t = goalsMessages.history;
  if (value === null || value === undefined || value === '') return t.noDate;
  const s = String(value);
  switch (field) {
    case 'area':
      return GOAL_AREA_LABELS[s as GoalArea] ?? s;
    case 'measure':
      return GOAL_MEASURE_LABELS[s as GoalMeasure] ?? s;
    case 'criterion_percent':
      return `${s} %`;
    case 'criterion_unit':
      return s === 'days' ? goalsMessages.form.units.days : 'sessões seguidas';
    case 'start_date':
    case 'review_date':
      return formatDate(s);
    case 'title':
      return `“${s}”`;
    default:
      return s;
  }
}

function statusText(who: string, [before, after]: readonly unknown[]): string {
  const t = goalsMessages.history;
  const to = after as GoalStatus;
  if (to === 'paused') return fmt(t.paused, { who });
  if (to === 'ended') return fmt(t.ended, { who });
  if (to === 'met') return t.met;
  return fmt(before === 'paused' ? t.resumed : t.reactivated, { who });
}

/**
 * What a history event says, one sentence per change: 'Maria alterou o critério de 70 % para 80 %',
 * 'Ana pausou a meta', and 'Meta alcançada' when the rule met it (docs/product.md#goals).
 */
export function eventSentences(event: GoalEvent): string[] {
  const t = goalsMessages.history;
  const who = event.actor_name ?? t.someone;
  const changes = Object.entries(event.changes ?? {}).map(([k, v]) => [SNAKE(k), v] as const);
  switch (event.action) {
    case 'created':
      return [fmt(t.created, { who })];
    case 'met':
      return [t.met];
    case 'observation': {
      // Recorded: [null, value]; removed: [value, null].
      const [dayBefore, dayAfter] = changes.find(([k]) => k === 'observed_on')?.[1] ?? [null, null];
      const achieved = changes.find(([k]) => k === 'achieved')?.[1][1];
      if (dayAfter === null && typeof dayBefore === 'string')
        return [fmt(t.observationRemoved, { who, date: formatDate(dayBefore) })];
      if (typeof achieved !== 'boolean' || typeof dayAfter !== 'string') return [fmt(t.observation, { who })];
      const answer = (achieved ? goalsMessages.observations.yes : goalsMessages.observations.no).toLowerCase();
      return [fmt(t.observationAnswer, { who, date: formatDate(dayAfter), answer })];
    }
    case 'status':
    case 'updated': {
      const sentences = changes.map(([field, pair]) => {
        if (field === 'status') return statusText(who, pair);
        if (field === 'activity_ids') {
          const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
          return fmt(t.changedActivities, { who, from: count(pair[0]), to: count(pair[1]) });
        }
        const what = (t.fields as Record<string, string>)[field];
        if (!what) return fmt(t.changedOther, { who });
        return fmt(t.changed, { who, what, from: valueText(field, pair[0]), to: valueText(field, pair[1]) });
      });
      return sentences.length ? [...new Set(sentences)] : [fmt(t.changedOther, { who })];
    }
  }
}

/** The goal's status label ('Ativa', 'Alcançada', 'Pausada', 'Encerrada'). */
export const statusLabel = (status: GoalStatus) => GOAL_STATUS_LABELS[status];

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, timeStyle: 'short' }));

/** When an event happened, in São Paulo: '24/11/2026 às 15:30'. */
export function eventWhen(at: string): string {
  return fmt(goalsMessages.history.at, { date: formatDate(at), time: timeFormat().format(new Date(at)) });
}

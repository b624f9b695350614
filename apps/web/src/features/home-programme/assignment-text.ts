import type { AdherenceWeek, HomeAssignment } from '@neurobridge/shared/api/home-programme';
import { DAY_NAMES, TIME_SLOT_LABELS } from '@neurobridge/shared/domain/calendar';
import { fmt } from '../../locales/pt-BR/messages';
import { homeProgrammeMessages } from './messages';

/** 0 Sunday … 6 Saturday, as the card lists chosen days: 'seg, qua, sex'. */
export const DAY_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** 'seg, qua, sex' — the days in the week's order. */
export function daysText(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => DAY_SHORT[d] ?? String(d))
    .join(', ');
}

/** '1 vez por semana', '3 vezes por semana'. */
export function timesText(n: number): string {
  const t = homeProgrammeMessages.card;
  return n === 1 ? t.timesOne : fmt(t.times, { n });
}

/** When the family practises: 'seg, qua, sex · Tarde' or '3 vezes por semana · Manhã'. */
export function whenText(a: Pick<HomeAssignment, 'days_of_week' | 'times_per_week' | 'time_slot'>): string {
  const days = a.days_of_week ? daysText(a.days_of_week) : timesText(a.times_per_week);
  return fmt(homeProgrammeMessages.card.whenText, { days, slot: TIME_SLOT_LABELS[a.time_slot] });
}

/** 'YYYY-MM-DD' (or an ISO instant's date part) as 'dd/mm'. */
export function dayMonth(date: string): string {
  const [, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}`;
}

/** The share done, rounded; null for a week with nothing assigned. */
export function weekPercent(week: Pick<AdherenceWeek, 'assigned' | 'done'>): number | null {
  if (week.assigned <= 0) return null;
  return Math.round((Math.min(week.done, week.assigned) * 100) / week.assigned);
}

/** 'Semana de 22/11: 2 de 6', or 'Semana de 22/11: nada atribuído'. */
export function weekLine(week: AdherenceWeek): string {
  const t = homeProgrammeMessages.weeks;
  const date = dayMonth(week.week_start);
  return week.assigned > 0 ? fmt(t.line, { date, done: week.done, assigned: week.assigned }) : fmt(t.nothing, { date });
}

/** 'A família removeu Memória de quarta-feira: “Ela fica cansada à noite”'. */
export function removalText(r: HomeAssignment['removals'][number]): string {
  return fmt(homeProgrammeMessages.card.removal, {
    title: r.activity_title,
    day: DAY_NAMES[r.day_of_week] ?? String(r.day_of_week),
    reason: r.reason,
  });
}

/** Weeks summed: what was assigned and done over them. */
export function weeksTotal(weeks: readonly AdherenceWeek[]): { assigned: number; done: number } {
  return weeks.reduce((sum, w) => ({ assigned: sum.assigned + w.assigned, done: sum.done + w.done }), {
    assigned: 0,
    done: 0,
  });
}

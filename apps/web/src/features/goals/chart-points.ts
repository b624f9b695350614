import type { GoalDetail } from '@neurobridge/shared/api/goals';
import { saoPauloDay } from '@neurobridge/shared/domain/goals';
import { fmt } from '../../locales/pt-BR/messages';
import { goalsMessages } from './messages';

export type SeriesKey = 'sessions' | 'games' | 'observations';

export interface ChartPoint {
  /** The São Paulo day, YYYY-MM-DD. */
  day: string;
  /** Where on the time axis: the instant, or noon of a bare day. */
  time: number;
  value: number;
  /** What the table says it is: 'Sessão', 'Jogo: Memória', 'Observação'. */
  label: string;
}

export interface ChartSeries {
  key: SeriesKey;
  points: ChartPoint[];
}

function timeOf(at: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(at) ? new Date(`${at}T12:00:00-03:00`).getTime() : new Date(at).getTime();
}

const byTime = (a: ChartPoint, b: ChartPoint) => a.time - b.time;

/**
 * The goal's measures as the chart's series, oldest first (docs/product.md#goals): the sessions'
 * % correct, the linked games' scores and, when there are any, the observations ('sim' 100, 'não' 0).
 * A series without points is left out.
 */
export function chartSeries(measures: GoalDetail['measures']): ChartSeries[] {
  const t = goalsMessages.chart;
  const point = (at: string, value: number, label: string): ChartPoint => ({
    day: saoPauloDay(at),
    time: timeOf(at),
    value,
    label,
  });
  const all: ChartSeries[] = [
    { key: 'sessions', points: measures.sessions.map((m) => point(m.at, m.value, t.kindSession)) },
    {
      key: 'games',
      points: measures.game.map((m) => point(m.at, m.value, fmt(t.kindGame, { title: m.activity_title }))),
    },
    { key: 'observations', points: measures.observations.map((m) => point(m.at, m.value, t.kindObservation)) },
  ];
  return all.filter((s) => s.points.length > 0).map((s) => ({ ...s, points: [...s.points].sort(byTime) }));
}

/** Up to `max` evenly spread ticks of the time axis, as their days (without repeats). */
export function timeTicks(min: number, max: number, max_ = 5): { time: number; day: string }[] {
  if (max <= min) return [{ time: min, day: saoPauloDay(new Date(min).toISOString()) }];
  const ticks = Array.from({ length: max_ }, (_, i) => min + ((max - min) * i) / (max_ - 1));
  const seen = new Set<string>();
  return ticks.flatMap((time) => {
    const day = saoPauloDay(new Date(time).toISOString());
    if (seen.has(day)) return [];
    seen.add(day);
    return [{ time, day }];
  });
}

/** dd/mm of a YYYY-MM-DD day. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

import { addDays } from '@neurobridge/shared/domain/time';
import { planExportMessages as t } from './messages';

/** The default period: the last 90 days, today included (docs/product.md#goals). */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, -89), to: today };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (day: string) => new Date(`${day}T12:00:00Z`).getTime();

/**
 * What is wrong with a period before it is sent, in the contract's words (planExportQuery of
 * packages/shared/src/api/goals.ts): a day that is not a date, 'from' after 'to', more than 2 years.
 */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!DAY.test(from) || Number.isNaN(dayMs(from)) || from < '2000-01-01')
    return { field: 'from', message: t.dateInvalid };
  if (!DAY.test(to) || Number.isNaN(dayMs(to)) || to < '2000-01-01') return { field: 'to', message: t.dateInvalid };
  if (from > to) return { field: 'to', message: t.periodInvalid };
  if (dayMs(to) - dayMs(from) > 731 * 86_400_000) return { field: 'from', message: t.periodTooLong };
  return null;
}

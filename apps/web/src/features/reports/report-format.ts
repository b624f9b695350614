import { fmt } from '../../locales/pt-BR/messages';
import { reportsMessages } from './messages';

/** Minutes as 'Xh Ymin' (docs/product.md#progress-report). */
export function hoursAndMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return fmt(reportsMessages.summary.hours, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A week's Sunday (YYYY-MM-DD) as 'dd/mm'. */
export function weekLabel(sunday: string): string {
  const [, month, day] = sunday.split('-');
  return month && day ? `${day}/${month}` : sunday;
}

/** A score as the report shows it: '72%', or '—' when nothing was scored. */
export function scoreLabel(score: number | null): string {
  return score === null ? reportsMessages.summary.noAverage : `${score}%`;
}

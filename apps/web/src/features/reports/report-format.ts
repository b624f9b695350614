import { localDateString } from '@neurobridge/shared/domain/time';
import { reportsMessages } from './messages';

/** A week's Sunday (YYYY-MM-DD) as 'dd/mm'. */
export function weekLabel(sunday: string): string {
  const [, month, day] = sunday.split('-');
  return month && day ? `${day}/${month}` : sunday;
}

/** An instant (ISO) as its São Paulo day, 'dd/mm'. */
export function dayLabel(instant: string): string {
  return weekLabel(localDateString(new Date(instant)));
}

/** A score as the report shows it: '72%', or '—' when nothing was scored. */
export function scoreLabel(score: number | null): string {
  return score === null ? reportsMessages.summary.noAverage : `${score}%`;
}

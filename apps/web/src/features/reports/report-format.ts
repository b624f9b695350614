import { reportsMessages } from './messages';

/** A week's Sunday (YYYY-MM-DD) as 'dd/mm'. */
export function weekLabel(sunday: string): string {
  const [, month, day] = sunday.split('-');
  return month && day ? `${day}/${month}` : sunday;
}

/** A score as the report shows it: '72%', or '—' when nothing was scored. */
export function scoreLabel(score: number | null): string {
  return score === null ? reportsMessages.summary.noAverage : `${score}%`;
}

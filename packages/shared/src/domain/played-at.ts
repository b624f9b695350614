/**
 * When something was done on a device (docs/product.md#recording-progress,
 * docs/product.md#offline-play): the device stamps the moment a game ended (`played_at`) or an
 * entry of the week was ticked (`completed_at`), and that moment dates it everywhere (the list, the
 * reports, the week it counts for, the day of the quota), so a game played offline yesterday counts
 * for yesterday. A device's clock may run fast: a moment ahead of the server's clock is recorded as
 * the server's now, so a result kept on such a device is never refused for it. A moment more than 30
 * days back is refused: kept that long on a device, it is stale.
 */
import { DAY_MS } from './time';

/** Kept longer than this on a device, a result or a tick is refused. */
export const PLAYED_AT_MAX_AGE_DAYS = 30;
const MAX_AGE_MS = PLAYED_AT_MAX_AGE_DAYS * DAY_MS;

export const PLAYED_AT_INVALID = 'Data em que a atividade foi jogada inválida.';
export const PLAYED_AT_TOO_OLD = `Resultados jogados há mais de ${PLAYED_AT_MAX_AGE_DAYS} dias não podem mais ser registrados.`;
export const COMPLETED_AT_INVALID = 'Data em que a atividade foi marcada inválida.';
export const COMPLETED_AT_TOO_OLD = `Atividades marcadas há mais de ${PLAYED_AT_MAX_AGE_DAYS} dias não podem mais ser registradas.`;

/** The date to record, or why the device's moment cannot date anything. */
export type DeviceDate = { date: Date; problem?: undefined } | { problem: 'invalid' | 'too_old'; date?: undefined };

/**
 * The date to record for a moment `at` stamped by a device, saved at `now` (the server's clock):
 * `at` itself, or `now` when `at` is ahead of it (a fast device clock); a problem when `at` is not a
 * date or more than 30 days back (exactly 30 days is accepted).
 */
export function deviceDateToRecord(at: Date, now: Date): DeviceDate {
  const ahead = at.getTime() - now.getTime();
  if (Number.isNaN(ahead)) return { problem: 'invalid' };
  if (-ahead > MAX_AGE_MS) return { problem: 'too_old' };
  return { date: ahead > 0 ? now : at };
}

/** `deviceDateToRecord` for a result's `played_at`, the problem as its pt-BR refusal. */
export function playedAtToRecord(playedAt: Date, now: Date): { date: Date } | { problem: string } {
  const d = deviceDateToRecord(playedAt, now);
  if (d.date) return { date: d.date };
  return { problem: d.problem === 'invalid' ? PLAYED_AT_INVALID : PLAYED_AT_TOO_OLD };
}

/** `deviceDateToRecord` for a tick's `completed_at`, the problem as its pt-BR refusal. */
export function completedAtToRecord(completedAt: Date, now: Date): { date: Date } | { problem: string } {
  const d = deviceDateToRecord(completedAt, now);
  if (d.date) return { date: d.date };
  return { problem: d.problem === 'invalid' ? COMPLETED_AT_INVALID : COMPLETED_AT_TOO_OLD };
}

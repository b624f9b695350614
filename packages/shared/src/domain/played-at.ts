/**
 * When a result was played (docs/product.md#recording-progress): the device stamps the moment the
 * game ended, and that moment dates the result everywhere (the list, the reports, the week it
 * counts for, the day of the quota), so a game played offline yesterday counts for yesterday.
 */
import { DAY_MS } from './time';

/** A device's clock may run a little ahead of the server's: up to 5 minutes is accepted. */
export const PLAYED_AT_MAX_AHEAD_MS = 5 * 60 * 1000;
/** A result played more than 30 days ago is refused: kept that long on a device, it is stale. */
export const PLAYED_AT_MAX_AGE_DAYS = 30;
const MAX_AGE_MS = PLAYED_AT_MAX_AGE_DAYS * DAY_MS;

export const PLAYED_AT_INVALID = 'Data em que a atividade foi jogada inválida.';
export const PLAYED_AT_IN_FUTURE = 'A data em que a atividade foi jogada não pode estar no futuro.';
export const PLAYED_AT_TOO_OLD = `Resultados jogados há mais de ${PLAYED_AT_MAX_AGE_DAYS} dias não podem mais ser registrados.`;

/**
 * Why `playedAt` cannot date a result saved at `now` (the server's clock), or null when it can:
 * at most 5 minutes ahead, at most 30 days back (both limits included).
 */
export function playedAtProblem(playedAt: Date, now: Date): string | null {
  const ahead = playedAt.getTime() - now.getTime();
  if (Number.isNaN(ahead)) return PLAYED_AT_INVALID;
  if (ahead > PLAYED_AT_MAX_AHEAD_MS) return PLAYED_AT_IN_FUTURE;
  if (-ahead > MAX_AGE_MS) return PLAYED_AT_TOO_OLD;
  return null;
}

/** What every game reports (docs/product.md#score-and-time): a score 0–100 and whole minutes spent. */
export interface GameResult {
  score: number;
  minutes: number;
}

/** Time is reported in whole minutes (docs/product.md#score-and-time); a short game still counts as one. */
export function wholeMinutes(ms: number): number {
  return Math.max(1, Math.round(ms / 60_000));
}

export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)));
}

// docs/product.md#completion: 'Parabéns!' from 80 %, 'Muito bem!' from 40 %, below that an
// invitation to try again with the replay button first; no game says 'Parabéns!' at 0 %.
export const PRAISE_FROM = 80;
export const WELL_DONE_FROM = 40;

export type CompletionTone = 'praise' | 'well_done' | 'try_again';

export function completionTone(score: number): CompletionTone {
  if (score >= PRAISE_FROM) return 'praise';
  return score >= WELL_DONE_FROM ? 'well_done' : 'try_again';
}

import type { ProgressEntry } from '@neurobridge/shared/api/progress';

/** The child page lists this many entries until 'Ver todas as atividades'. */
export const RECENT_LIMIT = 10;

/**
 * The child's page numbers (docs/product.md#reading-progress): completed, average score (of scored
 * completions), total.
 */
export function progressSummary(entries: ProgressEntry[]) {
  const completed = entries.filter((e) => e.status === 'completed');
  const scores = completed.map((e) => e.score).filter((s): s is number => s !== null);
  return {
    completed: completed.length,
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    total: entries.length,
  };
}

/** Every entry, newest first. */
export function newestFirst(entries: ProgressEntry[]): ProgressEntry[] {
  return [...entries].sort((a, b) => b.completion_date.localeCompare(a.completion_date));
}

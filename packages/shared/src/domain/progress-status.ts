/** Progress statuses and how they are shown (docs/product.md#progress-statuses). */
export const PROGRESS_STATUSES = ['completed', 'in_progress', 'needs_help', 'not_started'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const PROGRESS_STATUS_LABELS: Record<ProgressStatus, string> = {
  completed: 'Concluído',
  in_progress: 'Em progresso',
  needs_help: 'Precisa de ajuda',
  not_started: 'Não iniciado',
};

import { goalsApi } from '@neurobridge/shared/api/goals';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api';

export type PlanFormat = 'csv' | 'pdf';

export interface PlanDownload {
  format: PlanFormat;
  /** Inclusive São Paulo days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/**
 * 'Baixar CSV' / 'Baixar PDF' of the child's plan (docs/product.md#goals): one mutation for both,
 * so one download runs at a time; saved under the server's file name.
 */
export function usePlanDownload(childId: number) {
  return useMutation({
    mutationFn: ({ format, from, to }: PlanDownload) =>
      downloadApi(format === 'csv' ? goalsApi.planCsv : goalsApi.planPdf, {
        params: { id: childId },
        query: { from, to },
        fallbackName: `plano.${format}`,
      }),
  });
}

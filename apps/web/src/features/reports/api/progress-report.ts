import { reportsApi } from '@neurobridge/shared/api/reports';
import { useMutation } from '@tanstack/react-query';
import { apiQuery, downloadApi } from '../../../lib/api';

/** The child's progress report, computed on the server (docs/product.md#progress-report). */
export const progressReportQueryOptions = (id: number) => ({
  ...apiQuery(reportsApi.report, { params: { id } }),
  // A report is read when the modal opens: an old one is not shown again as current.
  staleTime: 0,
});

/** 'Baixar PDF': the same report as a PDF, saved under the server's file name. */
export function useReportPdf(childId: number, fallbackName: string) {
  return useMutation({
    mutationFn: () => downloadApi(reportsApi.pdf, { params: { id: childId }, fallbackName }),
  });
}

/** 'Exportar CSV': every progress entry, for therapists (progress.csv). */
export function useProgressCsv(childId: number, fallbackName: string) {
  return useMutation({
    mutationFn: () => downloadApi(reportsApi.progressCsv, { params: { id: childId }, fallbackName }),
  });
}

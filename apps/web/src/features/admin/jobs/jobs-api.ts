import { adminJobsApi, type BackgroundJob, type JobState } from '@neurobridge/shared/api/admin-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminKey, adminPages } from '../api/admin-client';

/** Every page of the list, whatever the filter: what a retry invalidates. */
export const JOBS_KEY = adminKey(adminJobsApi.list);

/** The background work in pages of 50, by job then item (docs/decisions/023-one-job-runner.md). */
export function jobsPagesQuery(state: JobState | undefined) {
  return adminPages(adminJobsApi.list, { query: state ? { state } : {} });
}

/** A failed queued item back to its queue (audited); every page of the list reloads after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: BackgroundJob) =>
      adminCall(adminJobsApi.retry, { params: { job: job.job, key: job.id.slice(job.job.length + 1) } }),
    // Also after a refusal (another admin retried it first): the list shows where it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

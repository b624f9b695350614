import { adminJobsApi, type JobState } from '@neurobridge/shared/api/admin-jobs';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { adminCall } from '../api/admin-client';

/** The background work in pages of 50, by job then item (docs/decisions/023-one-job-runner.md). */
export function jobsPagesQuery(state: JobState | undefined) {
  const query = state ? { state } : {};
  return infiniteQueryOptions({
    queryKey: ['admin', adminJobsApi.list.path, query] as const,
    queryFn: ({ pageParam, signal }) =>
      adminCall(adminJobsApi.list, { query: pageParam ? { ...query, cursor: pageParam } : query, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

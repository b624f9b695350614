import { professionalApi } from '@neurobridge/shared/api/professional';
import type { QueryClient } from '@tanstack/react-query';

/** A session changed: every list, number and summary that counts sessions is read again. */
export function invalidateSessionReads(queryClient: QueryClient) {
  for (const e of [professionalApi.sessions, professionalApi.stats, professionalApi.childSummary]) {
    void queryClient.invalidateQueries({ queryKey: [e.path] });
  }
}

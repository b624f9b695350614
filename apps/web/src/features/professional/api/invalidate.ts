import { professionalApi } from '@neurobridge/shared/api/professional';
import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '../../../lib/api';
import { isAccessEnded } from '../session-save-error';

/** A session changed: every list, number and summary that counts sessions is read again. */
export function invalidateSessionReads(queryClient: QueryClient) {
  for (const e of [professionalApi.sessions, professionalApi.stats, professionalApi.childSummary]) {
    void queryClient.invalidateQueries({ queryKey: apiKey(e) });
  }
}

/** A save refused because the family ended the access: the child leaves every list from now on. */
export function invalidateIfAccessEnded(queryClient: QueryClient, error: unknown) {
  if (!isAccessEnded(error)) return;
  void queryClient.invalidateQueries({ queryKey: apiKey(professionalApi.children) });
  invalidateSessionReads(queryClient);
}

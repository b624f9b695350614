import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export interface AppInfo {
  devSignIn: boolean;
  production: boolean;
}

/** Which stand-ins are in use, so the interface can label them (DECISIONS §1). */
export const appInfoQueryOptions = queryOptions({
  queryKey: ['app-info'],
  queryFn: () => apiFetch<AppInfo>(api.appInfo),
  staleTime: Infinity,
});

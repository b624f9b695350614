import type { DashboardStats } from '@neurobridge/shared/api/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: () => apiFetch<DashboardStats>(api.dashboardStats),
});

import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { apiQuery } from '../../../lib/api';

export const dashboardStatsQueryOptions = apiQuery(dashboardApi.stats, {});

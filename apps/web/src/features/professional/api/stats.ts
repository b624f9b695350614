import { professionalApi } from '@neurobridge/shared/api/professional';
import { apiQuery } from '../../../lib/api';

export const professionalStatsQueryOptions = apiQuery(professionalApi.stats, {});

import { professionalApi } from '@neurobridge/shared/api/professional';
import { apiQuery } from '../../../lib/api';

export const professionalChildSummaryQueryOptions = (id: number) =>
  apiQuery(professionalApi.childSummary, { params: { id } });

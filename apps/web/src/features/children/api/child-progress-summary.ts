import { progressApi } from '@neurobridge/shared/api/progress';
import { apiQuery } from '../../../lib/api';

/** The child page's three numbers, counted by the server over every entry (docs/product.md#reading-progress). */
export const childProgressSummaryQueryOptions = (id: number) => apiQuery(progressApi.summary, { params: { id } });

import { professionalApi } from '@neurobridge/shared/api/professional';
import { apiQuery } from '../../../lib/api';

export const sessionQueryOptions = (id: number) => apiQuery(professionalApi.session, { params: { id } });

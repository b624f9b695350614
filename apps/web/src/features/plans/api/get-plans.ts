import { plansApi } from '@neurobridge/shared/api/plans';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const plansQueryOptions = queryOptions({ ...apiQuery(plansApi.list, {}), staleTime: 5 * 60_000 });

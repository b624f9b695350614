import { systemApi } from '@neurobridge/shared/api/system';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/** Which stand-ins are in use, so the interface can label them (docs/product.md#stand-ins). */
export const appInfoQueryOptions = queryOptions({ ...apiQuery(systemApi.appInfo, {}), staleTime: Infinity });

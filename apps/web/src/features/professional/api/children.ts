import { professionalApi } from '@neurobridge/shared/api/professional';
import { apiQuery } from '../../../lib/api';

/** The children this professional has access to (docs/product.md#professional-screens). */
export const professionalChildrenQueryOptions = apiQuery(professionalApi.children, {});

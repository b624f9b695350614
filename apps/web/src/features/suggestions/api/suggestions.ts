import { suggestionsApi } from '@neurobridge/shared/api/suggestions';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/**
 * The child's suggestions for today (docs/product.md#suggestions). The list stays the same all
 * day, so it is read again only after a few minutes; it is kept on the device (KEPT_READS).
 */
export const suggestionsQueryOptions = (childId: number) =>
  queryOptions({ ...apiQuery(suggestionsApi.today, { params: { id: childId } }), staleTime: 5 * 60_000 });

import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { apiQuery } from '../../../lib/api';

/** Who sees the child: professionals with access and pending invitations (docs/product.md#professionals-of-a-child). */
export const childProfessionalsQueryOptions = (id: number) => apiQuery(childProfessionalsApi.list, { params: { id } });

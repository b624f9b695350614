import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { apiPages } from '../../../lib/api';

/** The child page reads the sessions this many at a time (docs/product.md#sessions-on-the-child-page). */
export const SESSIONS_PAGE = 10;

/** The sessions logged for a child, newest first, each next page after the previous `next_cursor`. */
export const childSessionsQueryOptions = (id: number) =>
  apiPages(childProfessionalsApi.sessions, { params: { id }, query: { limit: String(SESSIONS_PAGE) } });

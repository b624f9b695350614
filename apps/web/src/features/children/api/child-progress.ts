import { progressApi } from '@neurobridge/shared/api/progress';
import { apiPages } from '../../../lib/api';

/** The child page reads "Atividades recentes" this many at a time (docs/product.md#reading-progress). */
export const RECENT_LIMIT = 10;

/**
 * A child's progress, newest first, a page of `RECENT_LIMIT` at a time: each next page starts at
 * the previous page's `next_cursor`, and there is none after a page whose cursor is null
 * (docs/product.md#reading-progress).
 */
export const childProgressQueryOptions = (id: number) =>
  apiPages(progressApi.list, { params: { id }, query: { limit: String(RECENT_LIMIT) } });

import type { ActivitiesQuery } from '@neurobridge/shared/api/activities';
import type { Category } from '@neurobridge/shared/domain/categories';

export interface LibraryFilters {
  category: 'all' | Category;
  specialization: 'all' | 'tea' | 'tdah';
  level: 'all' | 1 | 2 | 3;
}

export const ALL_FILTERS: LibraryFilters = { category: 'all', specialization: 'all', level: 'all' };

/** docs/product.md#library-filters: changing the specialization resets the level to all. */
export function withSpecialization(
  filters: LibraryFilters,
  specialization: LibraryFilters['specialization'],
): LibraryFilters {
  return { ...filters, specialization, level: 'all' };
}

/** The support level is disabled while the specialization is all. */
export function levelEnabled(filters: LibraryFilters): boolean {
  return filters.specialization !== 'all';
}

/** docs/product.md#library-filters: the level is sent only with a specialization and when it is not all. */
export function toQuery(filters: LibraryFilters, childId?: number): ActivitiesQuery {
  const query: ActivitiesQuery = {};
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.specialization === 'tea') {
    query.for_tea = 'true';
    if (filters.level !== 'all') query.tea_level = filters.level;
  }
  if (filters.specialization === 'tdah') {
    query.for_tdah = 'true';
    if (filters.level !== 'all') query.tdah_level = filters.level;
  }
  if (childId) query.child = String(childId);
  return query;
}

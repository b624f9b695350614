import type { ActivitiesQuery, Activity } from '@neurobridge/shared/api/activities';
import type { Category } from '@neurobridge/shared/domain/categories';
import type { AgeGroup } from '@neurobridge/shared/domain/time';

export interface LibraryFilters {
  category: 'all' | Category;
  specialization: 'all' | 'tea' | 'tdah';
  level: 'all' | 1 | 2 | 3;
  /** Applied in the browser (`byAge`), never sent. */
  age: 'all' | AgeGroup;
}

export const ALL_FILTERS: LibraryFilters = { category: 'all', specialization: 'all', level: 'all', age: 'all' };

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

/** The ages of each age group (docs/product.md#age-groups), for the library's age filter. */
export const AGE_GROUP_AGES: Record<AgeGroup, { min: number; max: number }> = {
  child: { min: 0, max: 8 },
  pre_teen: { min: 9, max: 12 },
  teen: { min: 13, max: Number.POSITIVE_INFINITY },
};

/** An activity suits an age group when its ages (`min_age`–`max_age`) reach into the group's. */
export function suitsAgeGroup(activity: Pick<Activity, 'min_age' | 'max_age'>, group: AgeGroup): boolean {
  const ages = AGE_GROUP_AGES[group];
  return activity.min_age <= ages.max && activity.max_age >= ages.min;
}

/**
 * docs/product.md#library-filters: the age filter works on the list in the browser (the whole
 * catalogue comes in one answer); the child's age group comes first, after the rule that locked
 * cards come last.
 */
export function byAge<A extends Pick<Activity, 'min_age' | 'max_age' | 'is_locked'>>(
  list: A[],
  age: 'all' | AgeGroup,
  childGroup: AgeGroup | undefined,
): A[] {
  const shown = age === 'all' ? list : list.filter((a) => suitsAgeGroup(a, age));
  if (!childGroup) return shown;
  const rank = (a: A) => (a.is_locked ? 2 : 0) + (suitsAgeGroup(a, childGroup) ? 0 : 1);
  return [...shown].sort((a, b) => rank(a) - rank(b));
}

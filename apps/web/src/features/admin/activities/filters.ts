import type { AdminActivity } from '@neurobridge/shared/api/admin-activities';

/** The list's filters (docs/product.md#activity-editor); '' is 'Todos'. */
export interface ActivityFilters {
  search: string;
  category: string;
  type: string;
  tea: '' | 'yes' | 'no';
  tdah: '' | 'yes' | 'no';
  showDeleted: boolean;
}

export const NO_FILTERS: ActivityFilters = {
  search: '',
  category: '',
  type: '',
  tea: '',
  tdah: '',
  showDeleted: false,
};

/** The filters as the URL's search params keep them (docs/product.md#admin-tables). */
export const FILTER_PARAMS = ['search', 'category', 'type', 'tea', 'tdah', 'deleted'] as const;
type FilterParams = Record<(typeof FILTER_PARAMS)[number], string>;

const flag = (v: string): ActivityFilters['tea'] => (v === 'yes' || v === 'no' ? v : '');

export function filtersFromParams(p: FilterParams): ActivityFilters {
  return { ...p, tea: flag(p.tea), tdah: flag(p.tdah), showDeleted: p.deleted === '1' };
}

export function paramsFromFilters({ showDeleted, ...f }: ActivityFilters): FilterParams {
  return { ...f, deleted: showDeleted ? '1' : '' };
}

/** Lower case without accents, so 'emocoes' finds 'Emoções'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const flagMatches = (want: ActivityFilters['tea'], flag: 0 | 1) => want === '' || (want === 'yes') === (flag === 1);

export function filterActivities(activities: readonly AdminActivity[], f: ActivityFilters): AdminActivity[] {
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  return activities.filter((a) => {
    if (!f.showDeleted && !a.is_active) return false;
    if (f.category && a.category !== f.category) return false;
    if (f.type && a.activity_type !== f.type) return false;
    if (!flagMatches(f.tea, a.for_tea) || !flagMatches(f.tdah, a.for_tdah)) return false;
    const haystack = fold(`${a.title} ${a.description}`);
    return words.every((w) => haystack.includes(w));
  });
}

export function hasFilters(f: ActivityFilters): boolean {
  return Boolean(f.search.trim() || f.category || f.type || f.tea || f.tdah || f.showDeleted);
}

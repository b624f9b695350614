import { ADD_DIALOG_FIRST } from '@neurobridge/shared/domain/calendar';
import { normalize } from '../../lib/search-text';

/**
 * What the add dialog lists (docs/product.md#calendar): only activities the family can play (not
 * locked), those whose title holds the search, the first `ADD_DIALOG_FIRST` of them.
 */
export function searchActivities<T extends { title: string; is_locked: boolean }>(all: readonly T[], search: string) {
  const unlocked = all.filter((a) => !a.is_locked);
  const q = normalize(search);
  const matches = q ? unlocked.filter((a) => normalize(a.title).includes(q)) : unlocked;
  return { shown: matches.slice(0, ADD_DIALOG_FIRST), total: matches.length, locked: all.length - unlocked.length };
}

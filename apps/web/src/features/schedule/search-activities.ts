import { ADD_DIALOG_FIRST } from '@neurobridge/shared/domain/calendar';

/** Lower case without accents: 'Respiração' is found by 'respiracao'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

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

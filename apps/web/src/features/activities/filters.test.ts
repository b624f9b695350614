import { describe, expect, it } from 'vitest';
import { activitiesApi } from '@neurobridge/shared/api/activities';
import { urlFor } from '../../lib/api';
import { ALL_FILTERS, levelEnabled, toQuery, withSpecialization } from './filters';

describe('library filters (docs/product.md#library-filters)', () => {
  it('sends nothing for all', () => {
    expect(toQuery(ALL_FILTERS)).toEqual({});
  });

  it('sends the category', () => {
    expect(toQuery({ ...ALL_FILTERS, category: 'math' })).toEqual({ category: 'math' });
  });

  it('sends for_tea=true and the level only with the TEA specialization', () => {
    expect(toQuery({ ...ALL_FILTERS, specialization: 'tea' })).toEqual({ for_tea: 'true' });
    expect(toQuery({ category: 'routine', specialization: 'tea', level: 2 })).toEqual({
      category: 'routine',
      for_tea: 'true',
      tea_level: 2,
    });
    expect(toQuery({ ...ALL_FILTERS, specialization: 'tdah', level: 3 })).toEqual({ for_tdah: 'true', tdah_level: 3 });
  });

  it('never sends a level without a specialization', () => {
    expect(toQuery({ ...ALL_FILTERS, level: 2 })).toEqual({});
  });

  it('disables the level while the specialization is all, and resets it when the specialization changes', () => {
    expect(levelEnabled(ALL_FILTERS)).toBe(false);
    const tea = withSpecialization(ALL_FILTERS, 'tea');
    expect(levelEnabled(tea)).toBe(true);
    expect(withSpecialization({ ...tea, level: 3 }, 'tdah')).toEqual({
      category: 'all',
      specialization: 'tdah',
      level: 'all',
    });
  });

  it('carries the child and builds the query string of the contract', () => {
    expect(urlFor(activitiesApi.list, undefined, toQuery({ ...ALL_FILTERS, specialization: 'tea', level: 1 }, 7))).toBe(
      '/api/activities?for_tea=true&tea_level=1&child=7',
    );
  });
});

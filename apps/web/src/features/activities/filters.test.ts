import { describe, expect, it } from 'vitest';
import { activitiesApi } from '@neurobridge/shared/api/activities';
import { urlFor } from '../../lib/api';
import { ALL_FILTERS, byAge, levelEnabled, suitsAgeGroup, toQuery, withSpecialization } from './filters';

describe('library filters (docs/product.md#library-filters)', () => {
  it('sends nothing for all', () => {
    expect(toQuery(ALL_FILTERS)).toEqual({});
  });

  it('sends the category', () => {
    expect(toQuery({ ...ALL_FILTERS, category: 'math' })).toEqual({ category: 'math' });
  });

  it('sends for_tea=true and the level only with the TEA specialization', () => {
    expect(toQuery({ ...ALL_FILTERS, specialization: 'tea' })).toEqual({ for_tea: 'true' });
    expect(toQuery({ ...ALL_FILTERS, category: 'routine', specialization: 'tea', level: 2 })).toEqual({
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
      age: 'all',
    });
  });

  it('carries the child and builds the query string of the contract', () => {
    expect(urlFor(activitiesApi.list, undefined, toQuery({ ...ALL_FILTERS, specialization: 'tea', level: 1 }, 7))).toBe(
      '/api/activities?for_tea=true&tea_level=1&child=7',
    );
  });

  it('never sends the age: it is applied to the list in the browser', () => {
    expect(toQuery({ ...ALL_FILTERS, age: 'teen' })).toEqual({});
  });
});

describe('the age filter and the suggestion by age (docs/product.md#library-filters)', () => {
  const item = (id: number, min_age: number, max_age: number, is_locked = false) => ({
    id,
    min_age,
    max_age,
    is_locked,
  });
  const threeToSix = item(1, 3, 6);
  const nineToTwelve = item(2, 9, 12);
  const fourToTen = item(3, 4, 10);
  const teens = item(4, 13, 17);
  const lockedPreTeen = item(5, 10, 12, true);
  const list = [threeToSix, nineToTwelve, lockedPreTeen, fourToTen, teens];
  const ids = (l: { id: number }[]) => l.map((a) => a.id);

  it('an activity suits the age groups its ages reach into', () => {
    expect(suitsAgeGroup(fourToTen, 'child')).toBe(true);
    expect(suitsAgeGroup(fourToTen, 'pre_teen')).toBe(true);
    expect(suitsAgeGroup(fourToTen, 'teen')).toBe(false);
    expect(suitsAgeGroup(item(0, 8, 8), 'child')).toBe(true);
    expect(suitsAgeGroup(item(0, 8, 8), 'pre_teen')).toBe(false);
    expect(suitsAgeGroup(item(0, 12, 13), 'teen')).toBe(true);
  });

  it("filters by a group, and puts the child's group first (locked cards still last)", () => {
    expect(ids(byAge(list, 'pre_teen', 'pre_teen'))).toEqual([2, 3, 5]);
    expect(ids(byAge(list, 'all', 'pre_teen'))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(byAge(list, 'child', 'pre_teen'))).toEqual([3, 1]);
    // Without a child the catalogue keeps its own order.
    expect(ids(byAge(list, 'all', undefined))).toEqual([1, 2, 5, 3, 4]);
  });
});

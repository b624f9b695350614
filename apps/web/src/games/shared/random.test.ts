import { describe, expect, it } from 'vitest';
import { drawInOrder, seededRandom } from './random';

describe('drawInOrder', () => {
  const list = ['a', 'b', 'c', 'd', 'e'];

  it('keeps every item, in order, when there are no more than asked', () => {
    expect(drawInOrder(list, 5, seededRandom(1))).toEqual(list);
    expect(drawInOrder(list, 9, seededRandom(1))).toEqual(list);
  });

  it('draws that many distinct items, kept in the list’s order, differently with the random source', () => {
    const draws = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const drawn = drawInOrder(list, 3, seededRandom(seed));
      expect(drawn).toHaveLength(3);
      expect(drawn).toEqual(list.filter((item) => drawn.includes(item)));
      draws.add(drawn.join());
    }
    expect(draws.size).toBeGreaterThan(1);
  });
});

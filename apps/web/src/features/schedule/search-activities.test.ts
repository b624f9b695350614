import { describe, expect, it } from 'vitest';
import { searchActivities } from './search-activities';

const act = (title: string, is_locked = false) => ({ title, is_locked });
const many = Array.from({ length: 12 }, (_, i) => act(`Atividade ${i + 1}`));

describe('searchActivities', () => {
  it('lists the first 8 unlocked activities and counts the rest', () => {
    const r = searchActivities([act('Trancada', true), ...many], '');
    expect(r.shown.map((a) => a.title)).toEqual(many.slice(0, 8).map((a) => a.title));
    expect(r.total).toBe(12);
    expect(r.locked).toBe(1);
  });

  it('finds the rest by a part of the title, without case or accents, never a locked one', () => {
    const all = [...many, act('Respiração do balão'), act('Respiração trancada', true)];
    expect(searchActivities(all, 'RESPIRACAO').shown.map((a) => a.title)).toEqual(['Respiração do balão']);
    expect(searchActivities(all, 'atividade 12').shown.map((a) => a.title)).toEqual(['Atividade 12']);
    expect(searchActivities(all, 'nada disso').total).toBe(0);
  });
});

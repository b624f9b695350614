import { describe, expect, it } from 'vitest';
import { slotNames, streakLabel } from './week-labels';

describe('week labels', () => {
  it('names a slot by its day and time of day', () => {
    expect(slotNames(0, 'morning')).toEqual({ day: 'Domingo', slot: 'Manhã' });
    expect(slotNames(6, 'evening')).toEqual({ day: 'Sábado', slot: 'Noite' });
  });

  it('says the streak in words, and nothing before the first week', () => {
    expect(streakLabel(0)).toBeNull();
    expect(streakLabel(1)).toBe('1 semana seguida');
    expect(streakLabel(3)).toBe('3 semanas seguidas');
  });
});

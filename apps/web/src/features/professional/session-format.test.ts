import { describe, expect, it } from 'vitest';
import { childAge, diagnosisBadges, formatDuration, sessionTypeLabel } from './session-format';

describe('session formatting', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1h'],
    [90, '1h 30min'],
    [125, '2h 5min'],
  ])('%i minutes read "%s"', (n, text) => {
    expect(formatDuration(n)).toBe(text);
  });

  it('labels the session types, and shows an unknown one as stored', () => {
    expect(sessionTypeLabel('follow_up')).toBe('Acompanhamento');
    expect(sessionTypeLabel('legacy')).toBe('legacy');
  });

  it('counts the age in São Paulo, and has none without a birth date', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(childAge({ birth_date: '2019-03-10' }, now)).toBe('7 anos');
    expect(childAge({ birth_date: '2025-11-24' }, now)).toBe('1 ano');
    expect(childAge({ birth_date: null }, now)).toBeNull();
  });

  it('shows TEA and TDAH badges for the diagnoses marked', () => {
    expect(diagnosisBadges({ diagnosis_tea: 1, diagnosis_tdah: 1 })).toEqual(['TEA', 'TDAH']);
    expect(diagnosisBadges({ diagnosis_tea: 0, diagnosis_tdah: 0 })).toEqual([]);
  });
});

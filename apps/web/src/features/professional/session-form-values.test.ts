import type { ProfessionalSession } from '@neurobridge/shared/api/professional';
import { describe, expect, it } from 'vitest';
import { changedFields, emptySessionForm, sessionFormErrors, sessionFormFrom } from './session-form-values';

const now = new Date('2026-11-24T12:00:00Z');
const filled = { ...emptySessionForm(10, now), start_time: '09:00', end_time: '09:45' };

const stored: ProfessionalSession = {
  id: 5,
  child_id: 10,
  child_name: 'Lia',
  session_date: '2026-11-20',
  session_type: 'individual',
  start_time: '09:00',
  end_time: '10:00',
  duration_minutes: 60,
  activities_completed: 2,
  session_notes: 'Boa sessão',
  progress_summary: null,
};

describe('the session form', () => {
  it('starts on today in São Paulo, an individual session and no activities', () => {
    // 01:30 UTC is still the 23rd in São Paulo.
    expect(emptySessionForm(undefined, new Date('2026-11-24T01:30:00Z'))).toMatchObject({
      child_id: '',
      session_date: '2026-11-23',
      session_type: 'individual',
      activities_completed: '0',
    });
  });

  it('accepts a complete session', () => {
    expect(sessionFormErrors(filled, now)).toEqual({});
  });

  it("refuses with the contract's texts", () => {
    expect(sessionFormErrors({ ...filled, end_time: '08:00' }, now).end_time).toBe(
      'O horário de término deve ser depois do horário de início.',
    );
    expect(sessionFormErrors({ ...filled, child_id: '' }, now).child_id).toBe('Criança inválida.');
    expect(sessionFormErrors({ ...filled, activities_completed: '51' }, now).activities_completed).toBe(
      'Atividades realizadas deve ser um número de 0 a 50.',
    );
    expect(sessionFormErrors({ ...filled, session_notes: 'a'.repeat(5001) }, now).session_notes).toBe(
      'As anotações podem ter no máximo 5000 caracteres.',
    );
    expect(sessionFormErrors({ ...filled, start_time: '' }, now).start_time).toBe(
      'Horário de início inválido (use HH:MM).',
    );
  });

  it('allows tomorrow but not the day after (São Paulo)', () => {
    expect(sessionFormErrors({ ...filled, session_date: '2026-11-25' }, now)).toEqual({});
    expect(sessionFormErrors({ ...filled, session_date: '2026-11-26' }, now).session_date).toBe(
      'A data da sessão não pode ser depois de amanhã.',
    );
  });

  it('an edit sends only what changed; clearing a text sends null', () => {
    const values = { ...sessionFormFrom(stored), end_time: '10:30', session_notes: '  ' };
    expect(changedFields(stored, values)).toEqual({ end_time: '10:30', session_notes: null });
    expect(changedFields(stored, sessionFormFrom(stored))).toEqual({});
  });
});

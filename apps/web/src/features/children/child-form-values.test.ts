import { describe, expect, it } from 'vitest';
import { childBody, childFormErrors, EMPTY_CHILD_FORM } from './child-form-values';
import { ageLabel } from './child-labels';

describe('child form rules (docs/product.md#child-fields)', () => {
  it("needs a non-blank name: the server's own rule and text", () => {
    expect(childFormErrors({ ...EMPTY_CHILD_FORM, name: '   ' })).toEqual({ name: 'Nome é obrigatório' });
    expect(childFormErrors({ ...EMPTY_CHILD_FORM, name: 'Lia' })).toEqual({});
  });

  it('refuses what the server refuses: a birth date before 1900, preferences over 500 characters', () => {
    const errors = childFormErrors({
      ...EMPTY_CHILD_FORM,
      name: 'Lia',
      birth_date: '1899-12-31',
      learning_preferences: 'x'.repeat(501),
    });
    expect(errors).toEqual({
      birth_date: 'Data de nascimento inválida.',
      learning_preferences: 'As preferências podem ter no máximo 500 caracteres.',
    });
  });

  it('sends level 1 for a diagnosis that is not checked, and the chosen level when it is', () => {
    const body = childBody({
      ...EMPTY_CHILD_FORM,
      name: ' Lia ',
      diagnosis_tea: true,
      tea_level: 3,
      diagnosis_tdah: false,
      tdah_level: 2,
    });
    expect(body).toMatchObject({ name: 'Lia', diagnosis_tea: 1, tea_level: 3, diagnosis_tdah: 0, tdah_level: 1 });
  });

  it('sends no birth date and no preferences when left empty', () => {
    expect(childBody({ ...EMPTY_CHILD_FORM, name: 'Lia' })).toMatchObject({
      birth_date: null,
      learning_preferences: null,
    });
  });
});

describe('ageLabel (whole years, São Paulo time)', () => {
  const now = new Date('2026-03-10T12:00:00-03:00');
  it('counts the birthday when it has passed today', () => {
    expect(ageLabel({ birth_date: '2019-03-10' }, now)).toBe('7 anos');
  });
  it('does not count it the day before', () => {
    expect(ageLabel({ birth_date: '2019-03-11' }, now)).toBe('6 anos');
  });
  it('says "1 ano" in the singular and nothing without a birth date', () => {
    expect(ageLabel({ birth_date: '2025-01-01' }, now)).toBe('1 ano');
    expect(ageLabel({ birth_date: null }, now)).toBeNull();
  });
});

import { createChildBody } from '@neurobridge/shared/api/children';
import { inviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { describe, expect, it } from 'vitest';
import { formErrors, hasErrors } from './form-errors';

describe('formErrors', () => {
  it('is empty for a body the schema takes', () => {
    const errors = formErrors(createChildBody, { name: 'Lia' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("gives each field its schema's first message", () => {
    const errors = formErrors(inviteProfessionalBody, { professional_email: 'x', child_ids: [] });
    expect(errors).toEqual({ professional_email: 'Email inválido', child_ids: 'Selecione ao menos uma criança' });
    expect(hasErrors(errors)).toBe(true);
  });

  it("keeps an issue about the whole body under ''", () => {
    expect(formErrors(createChildBody, { name: 'Lia', extra: 1 })).toHaveProperty('');
  });
});

import { mercadoPagoSaveBody } from '@neurobridge/shared/api/admin-payment-settings';
import { createChildBody } from '@neurobridge/shared/api/children';
import { inviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import { describe, expect, it } from 'vitest';
import { formErrors, formErrorsByPath, hasErrors } from './form-errors';

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

describe('formErrorsByPath', () => {
  const plan = { name: 'Plano Anual', price: 396, billing_cycle: 'anual', description: '', enabled: true };

  it('is empty for a body the schema takes', () => {
    expect(formErrorsByPath(mercadoPagoSaveBody, { settings: { success_url: '' }, plans: { annual: plan } })).toEqual(
      {},
    );
  });

  it('names each nested field by its whole path, as a refusal names it', () => {
    const errors = formErrorsByPath(mercadoPagoSaveBody, {
      settings: { success_url: 'não é endereço' },
      plans: { annual: { ...plan, price: Number.NaN }, quarterly: { ...plan, name: ' ' } },
    });
    expect(errors).toEqual({
      'settings.success_url': 'Informe um endereço completo começando com http:// ou https:// (até 500 caracteres).',
      'plans.annual.price': 'O preço deve ser um número de 0 a 100000 com no máximo 2 casas decimais.',
      'plans.quarterly.name': 'O nome do plano deve ter de 1 a 60 caracteres.',
    });
  });

  it("keeps an issue about the whole body under ''", () => {
    expect(formErrorsByPath(createChildBody, { name: 'Lia', extra: 1 })).toHaveProperty('');
  });
});

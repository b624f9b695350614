import { describe, expect, it } from 'vitest';
import { inviteErrors } from './invite-form';

describe('invite rules (spec part 1 §5)', () => {
  it("needs a valid e-mail: 'Email inválido'", () => {
    expect(inviteErrors({ email: '', childIds: [1], message: '' }).email).toBe('Email inválido');
    expect(inviteErrors({ email: '   ', childIds: [1], message: '' }).email).toBe('Email inválido');
    expect(inviteErrors({ email: 'ana@', childIds: [1], message: '' }).email).toBe('Email inválido');
    expect(inviteErrors({ email: 'ana@clinica.com', childIds: [1], message: '' }).email).toBeUndefined();
  });
  it("needs at least one child: 'Selecione ao menos uma criança'", () => {
    expect(inviteErrors({ email: 'ana@clinica.com', childIds: [], message: '' }).children).toBe(
      'Selecione ao menos uma criança',
    );
  });
});

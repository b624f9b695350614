import { describe, expect, it } from 'vitest';
import { initialInviteValues, inviteErrors } from './invite-form';

const valid = { email: 'ana@clinica.com', childIds: [1], message: '' };

describe('invite rules (docs/product.md#sending-an-invitation, the server schema)', () => {
  it("needs a valid e-mail: 'Email inválido'", () => {
    for (const email of [
      '',
      '   ',
      'ana@',
      'ana@clinica',
      'a b@clinica.com',
      '.ana@clinica.com',
      'ana..b@clinica.com',
    ]) {
      expect(inviteErrors({ ...valid, email }).email, email).toBe('Email inválido');
    }
    expect(inviteErrors({ ...valid, email: ' Ana@Clinica.com ' })).toEqual({});
  });

  it('refuses an address longer than the server takes', () => {
    expect(inviteErrors({ ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }).email).toBe('Email inválido');
  });

  it("needs at least one child: 'Selecione ao menos uma criança'", () => {
    expect(inviteErrors({ ...valid, childIds: [] }).children).toBe('Selecione ao menos uma criança');
  });

  it("refuses the parent's own e-mail, whatever its case", () => {
    expect(inviteErrors({ ...valid, email: 'Ana@Example.com' }, 'ana@example.com').email).toBe(
      'Você não pode convidar o seu próprio e-mail.',
    );
    expect(inviteErrors(valid, 'ana@example.com')).toEqual({});
  });

  it('limits the message to 1000 characters', () => {
    expect(inviteErrors({ ...valid, message: 'x'.repeat(1001) }).message).toBe(
      'A mensagem pode ter no máximo 1000 caracteres.',
    );
  });

  it('chooses an only child at the start, and none of several', () => {
    expect(initialInviteValues([7]).childIds).toEqual([7]);
    expect(initialInviteValues([7, 8]).childIds).toEqual([]);
  });
});

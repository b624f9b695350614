import type { AccountResponse } from '@neurobridge/shared/api/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const account: AccountResponse = {
  profile: {
    full_name: 'Bruna Lima',
    email: 'bruna@example.com',
    picture: null,
    phone_number: null,
    birth_date: null,
    location: null,
    language_preference: 'pt-BR',
    timezone: 'America/Sao_Paulo',
    created_at: '2026-11-01T12:00:00.000Z',
    role: 'professional',
  },
  consents: [],
  recipients: [],
};
const stored = { professional_type: 'speech_therapist', organization_name: 'Clínica Sol', crefito_number: null };
const PROFILE = 'GET /api/professional/profile';

describe("'Dados profissionais' on /minha-conta (docs/product.md#professional-profile)", () => {
  it('shows the type, organization and registration number; edits them once, with the same checks', async () => {
    const { gate, release } = gated();
    let current = stored;
    const { calls } = stubSignedInProfessional({
      'GET /api/account': () => ({ body: account }),
      [PROFILE]: () => ({ body: current }),
      'PUT /api/professional/profile': async (init) => {
        await gate;
        current = { ...current, ...(JSON.parse(String(init!.body)) as object) };
        return { body: current };
      },
    });
    const { container } = renderRoute('/minha-conta');
    const section = await screen.findByRole('region', { name: 'Dados profissionais' });
    expect(await within(section).findByText('Fonoaudiólogo(a)')).toBeInTheDocument();
    expect(section).toHaveTextContent('OrganizaçãoClínica Sol');
    expect(section).toHaveTextContent('Número de registroNão informado');
    await expectNoSeriousA11yViolations(container);

    await userEvent.click(within(section).getByRole('button', { name: 'Editar dados profissionais' }));
    expect(within(section).getByLabelText('Tipo de profissional')).toHaveValue('speech_therapist');
    const organization = within(section).getByLabelText('Organização (opcional)');
    await userEvent.clear(organization);
    await userEvent.click(organization);
    await userEvent.paste('a'.repeat(201));
    await userEvent.click(within(section).getByRole('button', { name: 'Salvar dados profissionais' }));
    expect(within(section).getByText('O nome da organização pode ter no máximo 200 caracteres.')).toBeInTheDocument();
    expect(organization).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await expectNoSeriousA11yViolations(container);

    await userEvent.clear(organization);
    await userEvent.type(organization, 'Instituto Lua');
    await userEvent.type(within(section).getByLabelText(/Número de registro/), 'CRFa 9');
    await userEvent.selectOptions(within(section).getByLabelText('Tipo de profissional'), 'psychologist');
    await userEvent.dblClick(within(section).getByRole('button', { name: 'Salvar dados profissionais' }));
    release();
    expect(await within(section).findByRole('status')).toHaveTextContent('Dados profissionais salvos.');
    expect(section).toHaveTextContent('Psicólogo(a)');
    expect(section).toHaveTextContent('Instituto Lua');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      professional_type: 'psychologist',
      organization_name: 'Instituto Lua',
      crefito_number: 'CRFa 9',
    });
  });

  it("shows the server's refusal and keeps the form; a failed read offers a retry", async () => {
    let fail = true;
    stubSignedInProfessional({
      'GET /api/account': () => ({ body: account }),
      [PROFILE]: () =>
        fail ? { status: 429, body: { error: 'Muitas tentativas. Tente novamente em instantes.' } } : { body: stored },
      'PUT /api/professional/profile': () => ({
        status: 400,
        body: { error: 'Por favor, selecione o tipo de profissional.' },
      }),
    });
    renderRoute('/minha-conta');
    const section = await screen.findByRole('region', { name: 'Dados profissionais' });
    expect(await within(section).findByText('Muitas tentativas. Tente novamente em instantes.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Editar dados profissionais' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Salvar dados profissionais' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Por favor, selecione o tipo de profissional.');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancelar' }));
    expect(within(section).getByText('Fonoaudiólogo(a)')).toBeInTheDocument();
  });

  it('a parent-only account has no such section and asks nothing about it', async () => {
    const { calls } = stubSignedInParent({ 'GET /api/account': () => ({ body: account }) });
    renderRoute('/minha-conta');
    expect(await screen.findByRole('region', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dados profissionais' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/professional/profile')).toBe(false);
  });
});

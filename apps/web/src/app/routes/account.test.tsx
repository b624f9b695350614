import type { AccountResponse } from '@neurobridge/shared/api/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleUser, stubFetch, stubSignedInParent, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sampleAccount: AccountResponse = {
  profile: {
    full_name: 'Ana Souza',
    email: 'ana@example.com',
    picture: null,
    phone_number: null,
    birth_date: '1990-04-02',
    location: 'Recife',
    language_preference: 'pt-BR',
    timezone: 'America/Sao_Paulo',
    created_at: '2026-11-01T12:00:00.000Z',
    role: 'parent',
  },
  consents: [
    {
      terms_version: '1.0',
      accepted_at: '2026-11-20T15:07:00.000Z',
      ip_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0 Teste',
      text_hash: 'a'.repeat(64),
    },
  ],
  recipients: [
    {
      kind: 'identity_provider',
      name: 'Login de desenvolvimento (nenhum dado sai deste servidor)',
      purpose: 'Confirma quem você é ao entrar.',
      external: false,
      email: null,
      children: [],
    },
    {
      kind: 'payment_provider',
      name: 'Mercado Pago',
      purpose: 'Processa o pagamento da assinatura.',
      external: true,
      email: null,
      children: [],
    },
    {
      kind: 'professional',
      name: 'Dra. Marta Lima',
      purpose: 'Acompanha a criança.',
      external: true,
      email: 'marta@example.com',
      children: ['Lia', 'Caio'],
    },
  ],
};

function stubAccount(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({ 'GET /api/account': () => ({ body: sampleAccount }), ...overrides });
}

describe('/minha-conta', () => {
  it('shows the profile, the consent history and who receives the data', async () => {
    stubAccount();
    const { container } = renderRoute('/minha-conta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();

    const profile = await screen.findByRole('region', { name: 'Perfil' });
    expect(within(profile).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(profile).getByText('02/04/1990')).toBeInTheDocument();
    expect(within(profile).getByText('Responsável')).toBeInTheDocument();
    expect(within(profile).getAllByText('Não informado')).toHaveLength(1);

    const consents = screen.getByRole('region', { name: 'Histórico de consentimento' });
    const [, row] = within(consents).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.0', '20/11/2026 12:07', '203.0.113.9', 'Mozilla/5.0 Teste']);

    const recipients = screen.getByRole('region', { name: 'Quem recebe seus dados' });
    const items = within(recipients).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Login de desenvolvimento (nenhum dado sai deste servidor)');
    expect(items[2]).toHaveTextContent('Dra. Marta Lima');
    expect(items[2]).toHaveTextContent('marta@example.com');
    expect(items[2]).toHaveTextContent('Crianças: Lia, Caio');

    // The top bar links here.
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/minha-conta');
    await expectNoSeriousA11yViolations(container);
  });

  it('a professional reaches it too, from the top bar', async () => {
    stubFetch({
      'GET /api/users/me': () => ({ body: { ...sampleUser, role: 'professional', is_professional: true } }),
      'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
      'GET /api/account': () => ({
        body: { ...sampleAccount, profile: { ...sampleAccount.profile, role: 'professional' }, recipients: [] },
      }),
    });
    renderRoute('/minha-conta');
    expect(await screen.findByText('Profissional')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('aria-current', 'page');
  });

  it('without consents: the empty text', async () => {
    stubAccount({ 'GET /api/account': () => ({ body: { ...sampleAccount, consents: [] } }) });
    renderRoute('/minha-conta');
    expect(await screen.findByText('Nenhum aceite registrado.')).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    stubAccount({
      'GET /api/account': () => (fail ? { status: 500, body: { error: 'x' } } : { body: sampleAccount }),
    });
    renderRoute('/minha-conta');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Não foi possível carregar sua conta.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Perfil' })).toBeInTheDocument();
  }, 10_000);

  it('downloads the data as a file, with a busy state, and says when it fails', async () => {
    const { fn } = stubAccount({
      'GET /api/account/export': () => ({ status: 429, body: { error: 'Muitas tentativas.' } }),
    });
    renderRoute('/minha-conta');
    const button = await screen.findByRole('button', { name: 'Baixar meus dados' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas.');

    let release!: () => void;
    const routes = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/account/export') return routes(input, init);
      await new Promise<void>((resolve) => (release = resolve));
      return new Response('{"format":"neurobridge-meus-dados"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="neurobridge_meus_dados_2026-11-24.json"',
        },
      });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:dados'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Preparando o arquivo...' })).toBeDisabled();
    release();
    await waitFor(() => expect(clicked).toEqual(['neurobridge_meus_dados_2026-11-24.json blob:dados']));
    expect(await screen.findByText('Arquivo neurobridge_meus_dados_2026-11-24.json baixado.')).toBeInTheDocument();
    const call = fn.mock.calls.filter(([u]) => String(u) === '/api/account/export').at(-1);
    expect(call?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('deletes the account only after EXCLUIR is typed, then signs out to the home page', async () => {
    const { calls } = stubAccount({
      'DELETE /api/account': () => ({ status: 204 }),
      'POST /api/logout': () => ({ body: { ok: true } }),
    });
    const { router, container } = renderRoute('/minha-conta');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir sua conta?' });
    expect(dialog).toHaveTextContent('registros de pagamento');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir definitivamente' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Para confirmar, digite EXCLUIR');
    await userEvent.type(input, 'excluir');
    expect(confirm).toBeDisabled();
    await expectNoSeriousA11yViolations(container);

    // Escape closes it without deleting.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await userEvent.type(screen.getByLabelText('Para confirmar, digite EXCLUIR'), 'EXCLUIR{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/account', body: { confirmation: 'EXCLUIR' } },
    ]);
    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubAccount({
      'DELETE /api/account': () => ({ status: 500, body: { error: 'x' } }),
    });
    renderRoute('/minha-conta');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'), 'EXCLUIR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível excluir sua conta. Tente novamente.',
    );
  });
});

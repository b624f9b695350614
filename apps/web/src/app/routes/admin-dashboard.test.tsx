import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_REQUIRED_ANSWER,
  sampleAdminMe,
  stubAdminArea,
  stubAdminSignedOut,
} from '../../features/admin/shell/admin-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin layout (docs/product.md#admin-screens)', () => {
  it('asks the server, and sends a browser it does not know as signed in to /admin/login', async () => {
    const { calls } = stubAdminSignedOut();
    const view = renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Entrar na administração' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/login'));
    // Only `me` was asked: no screen loaded its data.
    expect(new Set(calls.filter((c) => c.path.startsWith('/api/admin/')).map((c) => c.path))).toEqual(
      new Set(['/api/admin/me']),
    );
  });

  it('a 401 anywhere ends the sign-in and goes to /admin/login', async () => {
    // The token was revoked after `me` answered: from then on every admin route says 401.
    let revoked = false;
    stubAdminArea({
      'GET /api/admin/me': () => (revoked ? ADMIN_REQUIRED_ANSWER : { body: sampleAdminMe() }),
      'GET /api/admin/stats': () => {
        revoked = true;
        return ADMIN_REQUIRED_ANSWER;
      },
    });
    const view = renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Entrar na administração' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/login'));
  });

  it(
    '“Sair” revokes the token on the server (which clears the cookie) and goes to /admin/login',
    { timeout: 15_000 },
    async () => {
      const { calls } = stubAdminSignedOut({
        'POST /api/admin/login': () => ({
          body: { code_required: false, expires_at: '2026-11-25T00:00:00.000Z', setup_required: false },
        }),
      });
      const view = renderRoute('/admin/login');
      await userEvent.type(await screen.findByLabelText('Usuário'), 'gestora');
      await userEvent.type(screen.getByLabelText('Senha'), 'uma senha longa');
      await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
      expect(await screen.findByRole('heading', { name: 'Entrar na administração' })).toBeInTheDocument();
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/login'));
      expect(calls.filter((c) => c.path === '/api/admin/logout')).toHaveLength(1);
    },
  );

  it('when the server cannot sign out, the tab stays signed in and says so', { timeout: 15_000 }, async () => {
    stubAdminArea({ 'POST /api/admin/logout': () => ({ status: 500, body: {} }) });
    const view = renderRoute('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Não foi possível sair agora. Tente novamente.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('the AI assistant, the last area to land, is a real screen inside the layout with the way back', async () => {
    stubAdminArea({
      'GET /api/admin/ai-training': () => ({ body: { items: [] } }),
      'GET /api/admin/ai-settings': () => ({
        body: {
          api_key: '',
          model: 'o4-mini',
          temperature: 1,
          max_tokens: 500,
          system_prompt: 'Você é um assistente.',
          locked: { api_key: false },
          active: false,
        },
      }),
    });
    const view = renderRoute('/admin/ai-bot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistente de IA' })).toBeInTheDocument();
    expect(screen.queryByText('Em breve')).not.toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Seções do assistente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByText('Conectado como gestora')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });
});

describe('/admin/dashboard', () => {
  it('shows the five numbers and a link to every area, without the back button', async () => {
    stubAdminArea();
    const view = renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Usuários', { selector: 'dt' }).closest('div')).toHaveTextContent('1.234'),
    );
    expect(screen.getByText('Usuários ativos (30 dias)').closest('div')).toHaveTextContent('89');
    expect(screen.getByText('Crianças').closest('div')).toHaveTextContent('321');
    expect(screen.getByText('Atividades', { selector: 'dt' }).closest('div')).toHaveTextContent('111');
    expect(screen.getByText('Atividades concluídas').closest('div')).toHaveTextContent('4.567');
    const areas = screen.getByRole('navigation', { name: 'Áreas da administração' });
    const hrefs = within(areas)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // An owner (sampleAdminMe) reaches every area.
    expect(hrefs).toEqual([
      '/admin/users',
      '/admin/profissionais',
      '/admin/convites',
      '/admin/receita',
      '/admin/pagamentos',
      '/admin/reports',
      '/admin/smtp',
      '/admin/emails',
      '/admin/jobs',
      '/admin/ai-bot',
      '/admin/activities',
      '/admin/app-settings',
      '/admin/mercado-pago',
      '/admin/termos',
      '/admin/equipe',
      '/admin/audit',
      '/admin/conta',
    ]);
    expect(screen.queryByRole('link', { name: 'Voltar ao painel' })).not.toBeInTheDocument();
    expect(screen.queryByText('Proteja sua conta')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('the numbers fail with a retry', async () => {
    stubAdminArea({ 'GET /api/admin/stats': () => ({ status: 500, body: {} }) });
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Não foi possível carregar os números.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('offers the second factor: secret, code, then the recovery codes once', { timeout: 15_000 }, async () => {
    let enabled = false;
    const { calls } = stubAdminArea({
      'GET /api/admin/me': () => ({
        body: sampleAdminMe({ totp_enabled: enabled, recovery_codes_left: enabled ? 10 : 0 }),
      }),
      'POST /api/admin/totp/setup': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/NeuroBridge:gestora?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=NeuroBridge',
        },
      }),
      'POST /api/admin/totp/confirm': (init) => {
        if (JSON.parse(String(init!.body)).code !== '654321') {
          return { status: 400, body: { error: 'Código inválido ou já usado. Tente novamente.' } };
        }
        enabled = true;
        return { body: { recovery_codes: Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`) } };
      },
    });
    const view = renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // The QR code beside the key (docs/product.md#admin-account), the same component as 'Minha conta'.
    const qr = await screen.findByRole('img', {
      name: 'Código QR da conta NeuroBridge para o aplicativo autenticador',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Abrir no aplicativo autenticador' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    await expectNoSeriousA11yViolations(view.container);

    const code = screen.getByLabelText('Código do aplicativo');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Digite o código de 6 dígitos do aplicativo.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código inválido ou já usado. Tente novamente.')).toBeInTheDocument();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas ativada' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Baixar códigos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument());
    expect(screen.queryByText('Proteja sua conta')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/totp/confirm')).toHaveLength(2);
  });

  it('in production, an admin without the second factor sees only the set-up, and other areas bring them back', async () => {
    const { calls } = stubAdminArea({
      'GET /api/admin/me': () => ({
        body: sampleAdminMe({ totp_enabled: false, totp_required: true, recovery_codes_left: 0 }),
      }),
    });
    const view = renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(
      screen.getByText('Em produção, a verificação em duas etapas é obrigatória. Ative-a para usar a administração.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Áreas da administração' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/stats')).toEqual([]);
  });
});

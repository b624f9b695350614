import { AREA_FORBIDDEN } from '@neurobridge/shared/domain/admin-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAdminActivity } from '../../features/admin/activities/admin-activity-stubs';
import { sampleAdminMe, stubAdminArea, stubAdminSignedOut } from '../../features/admin/shell/admin-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE = 'Sua função na equipe não permite esta área.';
const FORBIDDEN_ANSWER = { status: 403, body: { error: AREA_FORBIDDEN } };

function as(role: 'owner' | 'support' | 'content', routes: Parameters<typeof stubAdminArea>[0] = {}) {
  return stubAdminArea({
    'GET /api/admin/me': () => ({ body: sampleAdminMe({ role, username: role === 'owner' ? 'gestora' : role }) }),
    'GET /api/admin/activities': () => ({ body: { activities: [sampleAdminActivity()] } }),
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
    ...routes,
  });
}

const areaLinks = () => within(screen.getByRole('navigation', { name: 'Áreas da administração' })).getAllByRole('link');
const areaHrefs = () => areaLinks().map((a) => a.getAttribute('href'));

describe('a role sees only its areas (docs/product.md#admin-team-screens)', () => {
  it('support: the dashboard links only the support areas; /admin is the dashboard', async () => {
    as('support');
    const view = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    await waitFor(() => expect(areaLinks().length).toBeGreaterThan(0));
    // Users, professionals and invitations, reports, e-mails, the assistant and their own account:
    // no money, settings, jobs, team, terms, audit or activity editor.
    expect(areaHrefs()).toEqual([
      '/admin/users',
      '/admin/profissionais',
      '/admin/convites',
      '/admin/reports',
      '/admin/emails',
      '/admin/ai-bot',
      '/admin/conta',
    ]);
  });

  it('support: a screen of another area reached by its address shows the notice, and reads nothing of it', async () => {
    const { calls } = as('support', { 'GET /api/admin/team': () => FORBIDDEN_ANSWER });
    const view = renderRoute('/admin/equipe');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Área fora da sua função' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/admin/dashboard');
    expect(calls.some((c) => c.path === '/api/admin/team')).toBe(false);
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeInTheDocument();
  });

  it('content: /admin is the activity editor; its areas under the header; the dashboard is not theirs', async () => {
    const { calls } = as('content');
    const view = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar atividades' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/activities');
    const nav = screen.getByRole('navigation', { name: 'Suas áreas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Assistente de IA', '/admin/ai-bot'],
      ['Atividades', '/admin/activities'],
      ['Minha conta', '/admin/conta'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Atividades' })).toHaveAttribute('aria-current', 'page');
    // No way back to a dashboard they may not use.
    expect(screen.queryByRole('link', { name: 'Voltar ao painel' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
    view.unmount();

    renderRoute('/admin/dashboard');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/admin/activities');
    expect(calls.some((c) => c.path === '/api/admin/stats')).toBe(false);
  });

  it('content: the AI assistant has the training data only', async () => {
    const { calls } = as('content');
    renderRoute('/admin/ai-bot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistente de IA' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Seções do assistente' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Dados de treino']);
    await screen.findByText(/Nenhum item de treino ainda/);
    expect(calls.some((c) => c.path === '/api/admin/ai-settings')).toBe(false);
  });

  it('support: the AI settings are shown locked, without “Salvar configurações”', async () => {
    as('support');
    renderRoute('/admin/ai-bot');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByText('Só um proprietário pode mudar estas configurações.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar configurações' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Prompt do sistema')).toBeDisabled();
  });

  it('a read the server refuses for the role (403) shows the notice, and asks who the admin is again', async () => {
    let meCalls = 0;
    as('owner', {
      'GET /api/admin/me': () => {
        meCalls += 1;
        return { body: sampleAdminMe() };
      },
      'GET /api/admin/jobs': () => FORBIDDEN_ANSWER,
    });
    const view = renderRoute('/admin/jobs');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(AREA_FORBIDDEN)).not.toBeInTheDocument();
    await waitFor(() => expect(meCalls).toBeGreaterThanOrEqual(2));
    // Another screen starts clean.
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('production, content without the second factor: every screen brings them to Minha conta, where the set-up is', async () => {
    as('content', {
      'GET /api/admin/me': () => ({
        body: sampleAdminMe({ role: 'content', totp_enabled: false, totp_required: true, recovery_codes_left: 0 }),
      }),
    });
    const view = renderRoute('/admin/activities');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/conta'));
    // Only the set-up: the sign-in reaches nothing else yet.
    expect(screen.queryByRole('heading', { name: 'Senha' })).not.toBeInTheDocument();
  });

  it('production, support without the second factor: Minha conta is allowed, other screens go to the dashboard', async () => {
    const notYet = () => ({
      body: sampleAdminMe({ role: 'support', totp_enabled: false, totp_required: true, recovery_codes_left: 0 }),
    });
    as('support', { 'GET /api/admin/me': notYet });
    const view = renderRoute('/admin/conta');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/conta');
    view.unmount();
    const next = renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    await waitFor(() => expect(next.router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('signing in as content opens the activity editor', { timeout: 15_000 }, async () => {
    stubAdminSignedOut(
      {
        'POST /api/admin/login': () => ({
          body: { code_required: false, expires_at: '2026-11-25T00:00:00.000Z', setup_required: false },
        }),
        'GET /api/admin/activities': () => ({ body: { activities: [] } }),
      },
      sampleAdminMe({ role: 'content', username: 'conteudo' }),
    );
    const view = renderRoute('/admin/login');
    await userEvent.type(await screen.findByLabelText('Usuário'), 'conteudo');
    await userEvent.type(screen.getByLabelText('Senha'), 'uma senha longa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar atividades' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/activities');
  });
});

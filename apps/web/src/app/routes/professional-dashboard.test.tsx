import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sampleProChild,
  sampleProSession,
  stubSignedInProfessional,
} from '../../features/professional/professional-stubs';
import { setClock } from '../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

// The ages shown depend on the date: the app clock stands on a known day (Lia, born 2019-03-10, is 7).
beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

describe('/professional-dashboard', () => {
  it('greets, shows the four numbers, the children and the recent sessions', async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children': () => ({
        body: [
          sampleProChild(),
          sampleProChild({ id: 11, name: 'Théo', diagnosis_tea: 0, diagnosis_tdah: 1, birth_date: null }),
        ],
      }),
      'GET /api/professional/sessions': () => ({ body: { sessions: [sampleProSession(20)], next_cursor: null } }),
    });
    const { container } = renderRoute('/professional-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel do profissional' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Crianças atendidas').closest('div')).toHaveTextContent('2'));
    expect(screen.getByText('Sessões nesta semana').closest('div')).toHaveTextContent('3');
    expect(screen.getByText('Duração média').closest('div')).toHaveTextContent('1h 15min');
    expect(screen.getByText('Total de sessões').closest('div')).toHaveTextContent('12');

    const lia = (await screen.findByRole('heading', { name: 'Lia' })).closest('li')!;
    expect(lia).toHaveTextContent('7 anos');
    expect(within(lia).getByText('TEA')).toBeInTheDocument();
    expect(within(lia).getByRole('link', { name: 'Ver criança: Lia' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );
    expect(within(lia).getByRole('link', { name: 'Registrar sessão com Lia' })).toHaveAttribute(
      'href',
      '/professional/session/new?child=10',
    );
    const theo = screen.getByRole('heading', { name: 'Théo' }).closest('li')!;
    expect(within(theo).getByText('TDAH')).toBeInTheDocument();
    expect(theo).toHaveTextContent('Idade não informada');

    const recent = await screen.findByRole('link', { name: 'Ver sessão de 20/11/2026 com Lia' });
    expect(recent).toHaveAttribute('href', '/professional/session/20');
    expect(recent).toHaveTextContent('Individual · 45 min');
    expect(calls.some((c) => c.path === '/api/professional/sessions' && c.query === 'limit=10')).toBe(true);

    expect(screen.getByRole('link', { name: 'Nova sessão' })).toHaveAttribute('href', '/professional/new-session');
    expect(screen.getByRole('link', { name: 'Todas as sessões' })).toHaveAttribute('href', '/professional/sessions');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Atividades' })).toHaveAttribute('href', '/activities');
    expect(within(main).getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/professional/reports');
    await expectNoSeriousA11yViolations(container);
  });

  it('shows the empty states', async () => {
    stubSignedInProfessional({ 'GET /api/professional/children': () => ({ body: [] }) });
    renderRoute('/professional-dashboard');
    expect(
      await screen.findByText(
        'Nenhuma criança atribuída ainda. Quando uma família convidar você, as crianças aparecem aqui.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma sessão registrada ainda.')).toBeInTheDocument();
  });

  it('each section fails on its own, with a retry', async () => {
    stubSignedInProfessional({
      'GET /api/professional/stats': () => ({ status: 500, body: {} }),
      'GET /api/professional/sessions': () => ({ status: 500, body: {} }),
    });
    renderRoute('/professional-dashboard');
    expect(await screen.findByText('Não foi possível carregar os números do painel.')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar as sessões.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Lia' })).toBeInTheDocument();
  });

  it('the top bar shows the professional menu instead of the parent one', async () => {
    stubSignedInProfessional();
    renderRoute('/professional-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/professional-dashboard');
    expect(within(nav).getByRole('link', { name: 'Sessões' })).toHaveAttribute('href', '/professional/sessions');
    expect(within(nav).getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/professional/reports');
    expect(within(nav).getByRole('link', { name: 'Atividades' })).toHaveAttribute('href', '/activities');
    expect(within(nav).getByRole('link', { name: 'Início — NeuroBridge' })).toHaveAttribute(
      'href',
      '/professional-dashboard',
    );
  });

  it("a parent's top bar keeps the parent menu", async () => {
    stubSignedInParent();
    renderRoute('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Atividades' })).toHaveAttribute('href', '/activities');
    expect(within(nav).getByRole('link', { name: 'Início — NeuroBridge' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Sessões' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Painel' })).not.toBeInTheDocument();
  });

  it('/professional/new-session goes to the new-session form, replacing itself', async () => {
    stubSignedInProfessional();
    const { router } = renderRoute('/professional/new-session');
    await waitFor(() => expect(router.state.location.pathname).toBe('/professional/session/new'));
    expect(await screen.findByRole('heading', { name: 'Registrar sessão' })).toBeInTheDocument();
  });
});

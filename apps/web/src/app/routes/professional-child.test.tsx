import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sampleProChild,
  sampleProSession,
  sampleSummary,
  stubSignedInProfessional,
} from '../../features/professional/professional-stubs';
import { setClock } from '../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

// The ages shown depend on the date: the app clock stands on a known day (Lia, born 2019-03-10, is 7).
beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

describe('/professional/child/{id}', () => {
  it("shows the child, the numbers, this professional's sessions and the actions", async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children/10/summary': () => ({
        body: sampleSummary({ child: sampleProChild({ diagnosis_tdah: 1 }) }),
      }),
      'GET /api/professional/sessions': () => ({ body: { sessions: [sampleProSession(20)], next_cursor: null } }),
    });
    const { container } = renderRoute('/professional/child/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lia' })).toBeInTheDocument();
    expect(screen.getByText('7 anos')).toBeInTheDocument();
    expect(screen.getByText('TEA')).toBeInTheDocument();
    expect(screen.getByText('TDAH')).toBeInTheDocument();
    expect(screen.getByText('Responsável: Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Concluídas').closest('div')).toHaveTextContent('8');
    expect(screen.getByText('Pontuação média').closest('div')).toHaveTextContent('85%');
    expect(screen.getByText('Total de atividades').closest('div')).toHaveTextContent('11');
    expect(screen.getByText('Sessões com Lia: 4')).toBeInTheDocument();
    expect(screen.getByText('Última sessão: 20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suas sessões com Lia' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver sessão de 20/11/2026 com Lia' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/professional/sessions' && c.query === 'limit=20&child_id=10')).toBe(true);
    expect(screen.getByRole('link', { name: 'Registrar sessão' })).toHaveAttribute(
      'href',
      '/professional/session/new?child=10',
    );
    expect(screen.getByRole('link', { name: 'Iniciar atividade' })).toHaveAttribute('href', '/activities?child=10');
    await expectNoSeriousA11yViolations(container);
  });

  it('opens the progress report of the child', async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/children/10/progress-report': () => ({ status: 404, body: { error: 'Criança não encontrada.' } }),
    });
    renderRoute('/professional/child/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório de progresso' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/children/10/progress-report')).toBe(true));
  });

  it('without sessions yet', async () => {
    stubSignedInProfessional({
      'GET /api/professional/children/10/summary': () => ({
        body: sampleSummary({
          sessions_count: 0,
          last_session_date: null,
          progress: { completed: 0, average_score: null, total: 0 },
        }),
      }),
    });
    renderRoute('/professional/child/10');
    expect(await screen.findByText('Sessões com Lia: 0')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma sessão ainda.')).toBeInTheDocument();
    expect(screen.getByText('Pontuação média').closest('div')).toHaveTextContent('—');
    expect(await screen.findByText('Nenhuma sessão registrada ainda.')).toBeInTheDocument();
  });

  it('a child without access: "Criança não encontrada." with a link to the dashboard', async () => {
    stubSignedInProfessional({
      'GET /api/professional/children/12/summary': () => ({ status: 404, body: { error: 'Criança não encontrada.' } }),
    });
    renderRoute('/professional/child/12');
    expect(await screen.findByRole('heading', { name: 'Criança não encontrada.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/professional-dashboard');
  });

  it('another failure offers a retry', async () => {
    let fail = true;
    stubSignedInProfessional({
      'GET /api/professional/children/10/summary': () => (fail ? { status: 500, body: {} } : { body: sampleSummary() }),
    });
    renderRoute('/professional/child/10');
    expect(await screen.findByText('Não foi possível carregar a criança.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lia' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, sampleUser, stubSignedInParent, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { sampleDetail, sampleGoal, sampleSessionMeasure } from '../goals-stubs';

beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

const DETAIL = 'GET /api/children/10/goals/5';
const PATCH = 'PATCH /api/children/10/goals/5';

const measured = sampleDetail(
  sampleGoal({
    status: 'met',
    met_at: '2026-11-20T15:00:00.000Z',
    activities: [
      { id: 1, title: 'Memória das emoções' },
      { id: 2, title: 'Sequência lógica' },
    ],
    criterion: { percent: 70, count: 3, unit: 'sessions', measure: 'trials' },
    criterion_text: '70 % de acerto em 3 sessões seguidas',
  }),
  {
    measures: {
      sessions: [sampleSessionMeasure(31, '2026-11-10', 60), sampleSessionMeasure(32, '2026-11-17', 80)],
      game: [{ at: '2026-11-12T15:00:00.000Z', value: 85, activity_title: 'Memória das emoções' }],
    },
    history: [
      { at: '2026-11-20T15:00:00.000Z', actor_name: null, action: 'met', changes: { status: ['active', 'met'] } },
      {
        at: '2026-11-05T13:00:00.000Z',
        actor_name: 'Maria Lima',
        action: 'updated',
        changes: { criterion_percent: [80, 70] },
      },
      { at: '2026-11-01T15:30:00.000Z', actor_name: 'Maria Lima', action: 'created', changes: null },
    ],
  },
);

function show(path: string, detail: Handler, overrides: Record<string, Handler> = {}) {
  const stub = stubSignedInParent({ [DETAIL]: detail, ...overrides });
  return { ...stub, ...renderRoute(path) };
}

describe('a goal’s page (docs/product.md#goals)', () => {
  it('shows the goal, the met day, the chart with both measures and the criterion, the sessions, games and history', async () => {
    const { container } = show('/child/10/metas/5', () => ({ body: measured }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedir ajuda com palavras' })).toBeInTheDocument();
    expect(screen.getByText('Alcançada')).toBeInTheDocument();
    expect(screen.getByText('Critério: 70 % de acerto em 3 sessões seguidas')).toBeInTheDocument();
    expect(screen.getByText('Área: Comunicação')).toBeInTheDocument();
    expect(screen.getByText('Meta alcançada em 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Revisão em 15/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jogar Memória das emoções' })).toHaveAttribute(
      'href',
      '/activity/1?child=10',
    );
    expect(screen.getByRole('link', { name: 'Voltar à página da criança' })).toHaveAttribute('href', '/child/10');

    const chart = screen.getByRole('img', { name: 'Gráfico das medidas da meta ao longo do tempo' });
    expect(within(chart).getByTestId('series-sessions').querySelectorAll('circle')).toHaveLength(2);
    expect(within(chart).getByTestId('series-games').querySelectorAll('rect')).toHaveLength(1);
    expect(within(chart).queryByTestId('series-observations')).not.toBeInTheDocument();
    expect(within(chart).getByTestId('criterion-line')).toHaveAttribute('stroke-dasharray', '6 4');
    expect(chart).toHaveTextContent('70 %');
    expect(chart).toHaveTextContent('10/11');
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(legend).toHaveTextContent('Sessões (% correto)');
    expect(legend).toHaveTextContent('Jogos (pontuação)');
    expect(legend).toHaveTextContent('Critério (70 %)');
    await userEvent.click(screen.getByText('Ver dados do gráfico'));
    const data = screen.getByRole('table', { name: 'Medidas da meta' });
    expect(
      within(data)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['10/11/2026Sessão60 %', '12/11/2026Jogo: Memória das emoções85 %', '17/11/2026Sessão80 %']);

    const sessions = screen.getByRole('table', { name: 'Sessões com tentativas para esta meta' });
    const rows = within(sessions).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('17/11/2026Maria Lima80 %60 %10');
    expect(within(rows[0]!).getByRole('link', { name: /Ver tentativas \/ Registrar também/ })).toHaveAttribute(
      'href',
      '/child/10/sessoes/32/tentativas',
    );
    expect(screen.getByRole('region', { name: 'Jogos' })).toHaveTextContent('Pontuação: 85');

    const history = within(screen.getByTestId('goal-history')).getAllByRole('listitem');
    expect(history.map((h) => h.querySelector('p')?.textContent)).toEqual([
      'Meta alcançada',
      'Maria Lima alterou o critério de 80 % para 70 %',
      'Maria Lima criou a meta',
    ]);
    expect(history[2]).toHaveTextContent('01/11/2026 às 12:30');
    // A met goal may only be ended.
    expect(screen.getByRole('button', { name: 'Encerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('a professional who did not create it reads it only, and the links stay in their area', async () => {
    const readOnly = sampleDetail(sampleGoal({ can_edit: false }), {
      measures: { sessions: [sampleSessionMeasure(31, '2026-11-10', 60)] },
    });
    const { calls } = show('/professional/child/10/metas/5', () => ({ body: readOnly }), {
      'GET /api/users/me': () => ({ body: { ...sampleUser, role: 'professional', is_professional: true } }),
      'GET /api/professional/children': () => ({ body: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedir ajuda com palavras' })).toBeInTheDocument();
    expect(screen.getByText('Só quem criou a meta pode alterá-la.')).toBeInTheDocument();
    for (const name of ['Editar', 'Pausar', 'Encerrar', 'Retomar', 'Reativar'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver tentativas/ })).toHaveAttribute(
      'href',
      '/professional/child/10/sessoes/31/tentativas',
    );
    expect(screen.getByRole('link', { name: 'Voltar à página da criança' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('an active goal: a double click on Pausar sends the status once; a paused one offers Retomar', async () => {
    let goal = sampleGoal();
    const { gate, release } = gated();
    const { calls } = show('/child/10/metas/5', () => ({ body: sampleDetail(goal) }), {
      [PATCH]: async () => {
        await gate;
        goal = sampleGoal({ status: 'paused' });
        return { body: goal };
      },
    });
    expect(
      await screen.findByText(
        'Ainda sem medidas para o gráfico. Elas aparecem aqui a cada sessão, jogo ou observação registrada.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma sessão com tentativas para esta meta ainda.')).toBeInTheDocument();
    const pause = screen.getByRole('button', { name: 'Pausar' });
    await userEvent.dblClick(pause);
    expect(pause).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Retomar' })).toBeInTheDocument();
    expect(screen.getByText('Meta pausada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: 'paused' }]);
  });

  it('Encerrar asks first; cancelling sends nothing, confirming ends the goal', async () => {
    let goal = sampleGoal();
    const { calls } = show('/child/10/metas/5', () => ({ body: sampleDetail(goal) }), {
      [PATCH]: () => {
        goal = sampleGoal({ status: 'ended' });
        return { body: goal };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar' }));
    let dialog = screen.getByRole('dialog', { name: 'Encerrar esta meta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar' }));
    dialog = screen.getByRole('dialog', { name: 'Encerrar esta meta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByRole('button', { name: 'Reativar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: 'ended' }]);
  });

  it('an ended goal that was met is not offered again (a met goal may only be ended)', async () => {
    show('/child/10/metas/5', () => ({
      body: sampleDetail(sampleGoal({ status: 'ended', met_at: '2026-11-20T15:00:00.000Z' })),
    }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reativar' })).not.toBeInTheDocument();
  });

  it('a refused status change shows the server’s words', async () => {
    show('/child/10/metas/5', () => ({ body: sampleDetail(sampleGoal({ status: 'ended' })) }), {
      [PATCH]: () => ({
        status: 409,
        body: { error: 'Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar' }));
    expect(
      await screen.findByText('Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.'),
    ).toBeInTheDocument();
  });

  it('says when the review is late', async () => {
    show('/child/10/metas/5', () => ({ body: sampleDetail(sampleGoal({ review_date: '2026-11-20' })) }));
    expect(await screen.findByText('Revisão atrasada: era em 20/11/2026')).toBeInTheDocument();
  });

  it('a goal not found says so with a way back', async () => {
    show('/child/10/metas/99', () => ({ body: {} }), {
      'GET /api/children/10/goals/99': () => ({ status: 404, body: { error: 'Meta não encontrada.' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Meta não encontrada.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à página da criança' })).toHaveAttribute('href', '/child/10');
  });

  it('another failure offers a retry', async () => {
    let fail = true;
    show('/child/10/metas/5', () => (fail ? { status: 500, body: {} } : { body: sampleDetail() }));
    expect(await screen.findByText('Não foi possível carregar a meta.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Pedir ajuda com palavras' })).toBeInTheDocument(),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleEntry, sampleReward, stubWeek } from '../../features/schedule/schedule-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** Renders the week with failed loads retried at once, so a failure shows without waiting. */
function renderWeek(path = '/child/10/schedule') {
  const view = renderRoute(path);
  view.queryClient.setDefaultOptions({ queries: { ...view.queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return view;
}

const entries = [
  sampleEntry({ id: 1, is_completed: true, streak_count: 3 }),
  sampleEntry({ id: 2, activity_title: 'Balão da respiração', time_slot: 'evening', streak_count: 1 }),
  sampleEntry({ id: 3, activity_title: 'Contar', day_of_week: 0, is_completed: true }),
];

describe('/child/{id}/schedule', () => {
  it(
    'shows the 3 newest rewards, the week with its level, done marks and streaks, and the tips',
    { timeout: 20_000 },
    async () => {
      stubWeek({
        'GET /api/children/10/schedule': () => ({ body: entries }),
        'GET /api/children/10/rewards': () => ({ body: [4, 3, 2, 1].map((i) => sampleReward(i)) }),
      });
      const { container } = renderWeek();
      expect(await screen.findByRole('heading', { name: 'Cronograma Semanal de Lia', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
      const rewards = within(await screen.findByTestId('recent-rewards')).getAllByRole('listitem');
      expect(rewards.map((r) => r.querySelector('p')?.textContent)).toEqual([
        'Conquista 4',
        'Conquista 3',
        'Conquista 2',
      ]);
      expect(rewards[0]).toHaveTextContent('Descrição 4');
      // 2 of 3 done: 67 %, 'Ótimo trabalho!' (60 or more).
      const summary = screen.getByTestId('week-summary');
      expect(summary).toHaveTextContent('Ótimo trabalho!');
      expect(summary).toHaveTextContent('67% da semana concluída · 2 de 3 atividades feitas');
      const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(days).toEqual(['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado']);
      const monday = within(screen.getByTestId('day-1'));
      const [first, second] = monday.getAllByTestId('schedule-entry');
      expect(first).toHaveTextContent('Como eles se sentem?');
      expect(first).toHaveTextContent('Feita');
      expect(first).toHaveTextContent('3 semanas seguidas');
      expect(second).toHaveTextContent('Balão da respiração');
      expect(second).toHaveTextContent('A fazer');
      expect(second).toHaveTextContent('1 semana seguida');
      expect(within(screen.getByTestId('slot-1-evening')).getByText('Balão da respiração')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Dicas para o sucesso' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Imprimir semana (PDF)' })).toBeEnabled();
      await expectNoSeriousA11yViolations(container);
    },
  );

  it("an entry's options start its activity for the child, naming the entry", async () => {
    stubWeek({ 'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 7, activity_id: 3 })] }) });
    renderWeek();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Opções de Como eles se sentem?, Segunda, Manhã' }),
    );
    expect(screen.getByRole('link', { name: 'Começar atividade' })).toHaveAttribute(
      'href',
      '/activity/3?child=10&entry=7',
    );
  });

  it('an empty week says so, shows the level to reach and offers an add in every slot', async () => {
    stubWeek();
    renderWeek();
    expect(
      await screen.findByText(
        'Nenhuma atividade planejada ainda. Use “Adicionar” em um dia e período para montar a semana.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('week-summary')).toHaveTextContent('Continue assim!');
    expect(screen.getAllByRole('button', { name: /^Adicionar atividade em / })).toHaveLength(21);
    expect(
      await screen.findByText('Nenhuma conquista ainda. Complete atividades do cronograma para ganhar recompensas.'),
    ).toBeInTheDocument();
  });

  it('a slot holding 3 entries offers no add', async () => {
    const full = [1, 2, 3].map((id) => sampleEntry({ id, activity_title: `A${id}` }));
    stubWeek({ 'GET /api/children/10/schedule': () => ({ body: full }) });
    renderWeek();
    const slot = within(await screen.findByTestId('slot-1-morning'));
    expect(slot.getAllByTestId('schedule-entry')).toHaveLength(3);
    expect(slot.queryByRole('button', { name: /^Adicionar/ })).not.toBeInTheDocument();
    expect(slot.getByText('Período completo (3 atividades)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar atividade em Segunda, Tarde' })).toBeInTheDocument();
  });

  it('shows the loading text while the week loads', async () => {
    const { gate, release } = gated();
    stubWeek({
      'GET /api/children/10/schedule': async () => {
        await gate;
        return { body: [] };
      },
    });
    renderWeek();
    expect(await screen.findByRole('heading', { name: 'Cronograma Semanal de Lia' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Carregando...'))).toBe(true);
    release();
    expect(await screen.findByTestId('week-summary')).toBeInTheDocument();
  });

  it('a failed week shows its error and a retry; the rewards still show', async () => {
    let failing = true;
    stubWeek({
      'GET /api/children/10/schedule': () => (failing ? { status: 503, body: { error: 'x' } } : { body: entries }),
      'GET /api/children/10/rewards': () => ({ body: [sampleReward(1)] }),
    });
    renderWeek();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o cronograma.');
    expect(await screen.findByText('Conquista 1')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('week-summary')).toHaveTextContent('67%');
  });

  it('failed rewards show their own retry; the week still shows', async () => {
    let failing = true;
    stubWeek({
      'GET /api/children/10/rewards': () =>
        failing ? { status: 503, body: { error: 'x' } } : { body: [sampleReward(2)] },
    });
    renderWeek();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as conquistas.');
    expect(screen.getByTestId('week-summary')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Conquista 2')).toBeInTheDocument();
  });

  it('a child the API does not know (404) goes to the dashboard', async () => {
    stubWeek({ 'GET /api/children/10/schedule': () => ({ status: 404, body: { error: 'Criança não encontrada.' } }) });
    const { router } = renderWeek();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
  });

  it("a child not among the caller's goes to the dashboard", async () => {
    stubWeek({ 'GET /api/children/99/schedule': () => ({ status: 404, body: { error: 'x' } }) });
    const { router } = renderWeek('/child/99/schedule');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

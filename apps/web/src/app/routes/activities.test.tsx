import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import {
  parentAreaStubs,
  sampleActivity,
  sampleChild,
  sampleTrial,
  sampleUser,
  stubFetch,
  type Handler,
} from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const locked = sampleActivity({
  id: 2,
  title: 'Rotina da escola com horários',
  category: 'routine',
  content: null,
  is_premium: true,
  is_locked: true,
  required_subscription_months: 6,
  unlock_description: 'Disponível a partir do 6º mês de assinatura',
  estimated_duration: null,
  for_tea: 0,
});

function library(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/activities': () => ({ body: [sampleActivity(), locked] }),
    ...overrides,
  });
}

describe('/activities', () => {
  it('shows the tips, the unlock banner and the cards with their fields (docs/product.md#activity-cards)', async () => {
    library();
    const { container } = renderRoute('/activities');
    expect(await screen.findByText(/constância vale mais que quantidade/)).toBeInTheDocument();
    expect(screen.getByText(/Cronograma Semanal/)).toBeInTheDocument();
    expect(
      await screen.findByText('No teste grátis você tem 1 atividades liberadas. Assine para desbloquear as demais.'),
    ).toBeInTheDocument();
    const [free, premium] = screen.getAllByTestId('activity-card') as [HTMLElement, HTMLElement];
    expect(free).toHaveTextContent('Como eles se sentem?');
    expect(free).toHaveTextContent('10 min');
    expect(free).toHaveTextContent('Nível 1');
    expect(free).toHaveTextContent('Habilidades Sociais');
    expect(free).toHaveTextContent('TEA');
    expect(free).toHaveTextContent('TDAH');
    expect(premium).toHaveTextContent('Variável');
    expect(premium).toHaveTextContent('Disponível a partir do 6º mês de assinatura');
    expect(within(premium).getByLabelText('Bloqueada')).toBeInTheDocument();
    expect(premium).not.toHaveTextContent('Premium');
    // docs/product.md#locked-cards: the way to the plans, on locked cards only.
    expect(within(premium).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    expect(within(free).queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: /Iniciar Atividade/ })).toHaveAttribute('href', '/activity/1');
    await expectNoSeriousA11yViolations(container);
  });

  it.each([
    ['cancelled', 'Seu plano libera 1 atividades agora. Mais atividades são liberadas com o tempo de assinatura.'],
    ['expired', 'Sua assinatura terminou: 1 atividades continuam liberadas. Assine para desbloquear as demais.'],
  ])('the unlock banner of a %s paid plan (docs/product.md#unlock-banner)', async (status, text) => {
    const sub = { ...sampleTrial, status, plan_type: 'annual', trial_days_left: null };
    library({ 'GET /api/subscription': () => ({ body: sub }) });
    renderRoute('/activities');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends the filters as docs/product.md#library-filters says: level only with a specialization', async () => {
    const { calls } = library();
    renderRoute('/activities?child=10');
    expect(await screen.findByRole('heading', { name: 'Atividades para Lia' })).toBeInTheDocument();
    const level = screen.getByLabelText('Nível de suporte');
    expect(level).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Rotina');
    await userEvent.selectOptions(screen.getByLabelText('Especialização'), 'TEA');
    expect(level).toBeEnabled();
    await userEvent.selectOptions(level, 'Nível 2 - Suporte substancial');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/api/activities' && c.query === 'category=routine&for_tea=true&tea_level=2&child=10',
        ),
      ).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText('Especialização'), 'TDAH');
    expect(level).toHaveValue('all');
    expect(screen.getAllByTestId('activity-card')[0]).toBeInTheDocument();
    const cardLink = within(screen.getAllByTestId('activity-card')[0]!).getByRole('link');
    expect(cardLink).toHaveAttribute('href', '/activity/1?child=10');
  });

  it('does not speak of a trial to a family without a subscription', async () => {
    library({ 'GET /api/subscription': () => ({ body: null }) });
    renderRoute('/activities');
    expect(
      await screen.findByText('Você tem 1 atividades gratuitas liberadas. Assine para desbloquear as demais.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/teste/i)).not.toBeInTheDocument();
    const banner = screen.getByText(/Assine para desbloquear as demais/).closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the empty state texts', async () => {
    library({ 'GET /api/activities': (_i, url) => ({ body: url.search ? [] : [sampleActivity()] }) });
    renderRoute('/activities');
    await userEvent.selectOptions(await screen.findByLabelText('Categoria'), 'Matemática');
    expect(await screen.findByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    expect(screen.getByText('Tente ajustar os filtros para ver mais opções.')).toBeInTheDocument();
  });
});

describe('/activities: the age filter and the suggestion by age (docs/product.md#library-filters)', () => {
  const aged = [
    sampleActivity({ id: 1, title: 'Pequenos', min_age: 3, max_age: 6 }),
    sampleActivity({ id: 2, title: 'Pré-adolescentes', min_age: 9, max_age: 12 }),
    sampleActivity({ id: 3, title: 'Largo', min_age: 4, max_age: 10 }),
    sampleActivity({ id: 4, title: 'Adolescentes', min_age: 13, max_age: 17 }),
  ];
  const titles = () => screen.getAllByTestId('activity-card').map((c) => within(c).getByRole('heading').textContent);

  it("starts at the child's age group; 'Todas as idades' shows every age with the child's first", async () => {
    const { calls } = library({
      'GET /api/children': () => ({
        body: [sampleChild({ name: 'Davi', birth_date: '2015-01-10', age_group: 'pre_teen' })],
      }),
      'GET /api/activities': () => ({ body: aged }),
    });
    const { container } = renderRoute('/activities?child=10');
    expect(await screen.findByRole('heading', { name: 'Atividades para Davi' })).toBeInTheDocument();
    const age = screen.getByLabelText('Idade');
    await waitFor(() => expect(age).toHaveValue('pre_teen'));
    expect(age).toHaveAccessibleDescription('Pela idade de Davi.');
    expect(titles()).toEqual(['Pré-adolescentes', 'Largo']);
    expect(screen.getByText('2 atividades')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    await userEvent.selectOptions(age, 'Todas as idades');
    expect(titles()).toEqual(['Pré-adolescentes', 'Largo', 'Pequenos', 'Adolescentes']);
    expect(age).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(age, 'Até 8 anos');
    expect(titles()).toEqual(['Largo', 'Pequenos']);
    await userEvent.selectOptions(age, '13 anos ou mais');
    expect(titles()).toEqual(['Adolescentes']);
    // Applied in the browser: the server is never asked for an age.
    expect(calls.filter((c) => c.path === '/api/activities').every((c) => !c.query?.includes('age'))).toBe(true);
  });

  it('without a child every age shows, in the catalogue order', async () => {
    library({ 'GET /api/activities': () => ({ body: aged }) });
    renderRoute('/activities');
    expect(await screen.findByLabelText('Idade')).toHaveValue('all');
    expect(titles()).toEqual(['Pequenos', 'Pré-adolescentes', 'Largo', 'Adolescentes']);
  });

  it('an age with nothing to offer says so', async () => {
    library({
      'GET /api/children': () => ({ body: [sampleChild({ age_group: 'teen' })] }),
      'GET /api/activities': () => ({ body: aged.slice(0, 3) }),
    });
    renderRoute('/activities?child=10');
    expect(await screen.findByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Idade'), 'Todas as idades');
    expect(titles()).toHaveLength(3);
  });
});

/** The detail's stubs: `GET /api/activities/{id}` answers the activity with that id, else 404. */
function detail(activities: ReturnType<typeof sampleActivity>[] = [sampleActivity(), locked]) {
  const routes: Record<string, Handler> = {};
  for (const a of activities) routes[`GET /api/activities/${a.id}`] = () => ({ body: a });
  return library({
    ...routes,
    'GET /api/activities/999': () => ({ status: 404, body: { error: 'Atividade não encontrada.' } }),
  });
}

describe('/activity/{id}', () => {
  it('loads only that activity, for the linked child, and shows its detail', async () => {
    const { calls } = detail();
    const { container } = renderRoute('/activity/1?child=10');
    expect(await screen.findByRole('heading', { name: 'Como eles se sentem?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às atividades' })).toHaveAttribute('href', '/activities?child=10');
    const reads = calls.filter((c) => c.path.startsWith('/api/activities'));
    expect(reads).toEqual([expect.objectContaining({ method: 'GET', path: '/api/activities/1', query: 'child=10' })]);
    await expectNoSeriousA11yViolations(container);
  });

  it('shows the detail and, for a locked activity, why instead of a start button', async () => {
    const { calls } = detail();
    renderRoute('/activity/2');
    expect(await screen.findByRole('heading', { name: 'Rotina da escola com horários' })).toBeInTheDocument();
    expect(screen.getByText('Duração variável')).toBeInTheDocument();
    expect(screen.getByText('Disponível a partir do 6º mês de assinatura')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Começar' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/activities/2')).not.toHaveProperty('query');
  });

  it('goes to /activities, keeping ?child=, when the activity is not found (404)', async () => {
    const { calls } = detail();
    const { router } = renderRoute('/activity/999?child=10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
    expect(router.state.location.search).toBe('?child=10');
    // A 404 is final: asked once, not retried.
    expect(calls.filter((c) => c.path === '/api/activities/999')).toHaveLength(1);
  });

  it('goes to /activities when the activity cannot be loaded', async () => {
    library({ 'GET /api/activities/1': () => ({ status: 500, body: {} }) });
    const { router, queryClient } = renderRoute('/activity/1');
    // Failed loads are retried at once here, so the test does not wait for the usual delays.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
  });

  it.each([
    [null, 'Conteúdo Indisponível', 'Esta atividade ainda não possui conteúdo configurado.'],
    ['{"type":"karaoke"}', 'Atividade Não Reconhecida', 'karaoke'],
  ])('content %s shows %s', async (content, title, text) => {
    detail([sampleActivity({ content })]);
    renderRoute('/activity/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
    await userEvent.click(within(alert).getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeInTheDocument();
  });

  it("the player's page is headed by the activity's title", async () => {
    detail();
    renderRoute('/activity/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByText('Pergunta 1 de 5')).toBeInTheDocument();
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent('Como eles se sentem?');
  });

  it("unparsable content falls back to the category's default game, with a notice", async () => {
    detail([sampleActivity({ content: '{broken' })]);
    renderRoute('/activity/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByText(/mostramos a atividade padrão da categoria/)).toBeInTheDocument();
    expect(await screen.findByText('Pergunta 1 de 5')).toBeInTheDocument();
  });
});

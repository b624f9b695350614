import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, parentAreaStubs, sampleChild, sampleUser, stubFetch, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const entry = (i: number, status = 'completed') => ({
  id: i,
  child_profile_id: 10,
  activity_id: i,
  status,
  score: status === 'completed' ? 60 + i : null,
  // Even entries were played under a minute (docs/product.md#score-and-time).
  time_spent: i % 2 === 0 ? 1 : 3,
  seconds_spent: i % 2 === 0 ? 40 : 170,
  completion_date: `2026-11-${String(i).padStart(2, '0')}T15:00:00.000Z`,
  parent_notes: null,
  activity_title: `Atividade ${i}`,
  activity_category: 'social_skills',
  // A kind without levels (docs/product.md#game-levels); the levels have their own tests.
  level: null as number | null,
  new_level: null as number | null,
  stars: status === 'completed' ? 2 : 0,
});

/** `n` entries, newest (the highest id) first, as the server lists them. */
const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => entry(n - i));

/** The server's paging (docs/product.md#reading-progress): `limit` after the `cursor` entry. */
function pagesOf(entries: ReturnType<typeof entry>[]): Handler {
  return (_init, url) => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const cursor = url.searchParams.get('cursor');
    const start = cursor === null ? 0 : entries.findIndex((e) => String(e.id) === cursor) + 1;
    const items = entries.slice(start, start + limit);
    const next = start + limit < entries.length ? String(items.at(-1)!.id) : null;
    return { body: { items, next_cursor: next } };
  };
}

const summary = { completed: 0, average_score: null, total: 0 };

function childPage(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/progress': pagesOf([]),
    'GET /api/children/10/progress/summary': () => ({ body: summary }),
    // 'Níveis nos jogos' (features/levels has its own tests).
    'GET /api/children/10/levels': () => ({ body: { levels: [] } }),
    ...overrides,
  });
}

/** Renders the child page with failed loads retried at once, so a failure shows without waiting. */
function renderChildPage() {
  const view = renderRoute('/child/10');
  // The progress queries start once the child is known, after this runs.
  view.queryClient.setDefaultOptions({
    queries: { ...view.queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  return view;
}

const stat = (label: string) => screen.getByText(label).closest('div');
const items = () => within(screen.getByTestId('recent-progress')).getAllByRole('listitem');
const progressCalls = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/children/10/progress').map((c) => c.query);

describe('/child/{id}', () => {
  it("shows the profile, the server's numbers and the first 10 entries with their status labels", async () => {
    const entries = [entry(12, 'needs_help'), ...newestFirst(11)];
    const { calls } = childPage({
      'GET /api/children/10/progress': pagesOf(entries),
      // Counted by the server over every entry, not from the page the browser holds.
      'GET /api/children/10/progress/summary': () => ({ body: { completed: 31, average_score: 66, total: 40 } }),
    });
    const { container } = renderChildPage();
    expect(await screen.findByRole('heading', { name: 'Lia', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('TEA · Nível 2 - Suporte substancial')).toBeInTheDocument();
    expect(screen.getByText('Gosta de música')).toBeInTheDocument();
    await screen.findByTestId('recent-progress');
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('Atividade 12');
    expect(items()[0]).toHaveTextContent('Precisa de ajuda');
    expect(items()[1]).toHaveTextContent('Concluído');
    expect(items()[1]).toHaveTextContent('Habilidades Sociais');
    expect(items()[1]).toHaveTextContent('Pontuação: 71%');
    expect(items()[1]).toHaveTextContent('3 min');
    expect(items()[0]).toHaveTextContent('< 1 min');
    expect(items()[9]).toHaveTextContent('Atividade 3');
    expect(progressCalls(calls)).toEqual(['limit=10']);
    await waitFor(() => expect(stat('Concluídas')).toHaveTextContent('31'));
    expect(stat('Pontuação média')).toHaveTextContent('66%');
    expect(stat('Total de atividades')).toHaveTextContent('40');
    expect(screen.getByRole('link', { name: 'Iniciar Atividades' })).toHaveAttribute('href', '/activities?child=10');
    expect(screen.getByRole('button', { name: 'Ver mais atividades' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mostrar menos' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it("shows '—' as the average when no completed entry has a score", async () => {
    childPage({
      'GET /api/children/10/progress': pagesOf([entry(1, 'in_progress')]),
      'GET /api/children/10/progress/summary': () => ({ body: { completed: 0, average_score: null, total: 1 } }),
    });
    renderChildPage();
    await waitFor(() => expect(stat('Pontuação média')).toHaveTextContent('—'));
    expect(stat('Pontuação média')).not.toHaveTextContent('%');
    expect(stat('Concluídas')).toHaveTextContent('0');
    expect(stat('Total de atividades')).toHaveTextContent('1');
  });

  it("'Ver mais atividades' appends the next page, focused at its first entry, and is gone after the last", async () => {
    const { calls } = childPage({ 'GET /api/children/10/progress': pagesOf(newestFirst(25)) });
    renderChildPage();
    await screen.findByTestId('recent-progress');
    const more = screen.getByRole('button', { name: 'Ver mais atividades' });
    expect(more).toHaveAttribute('aria-controls', screen.getByTestId('recent-progress').id);
    await userEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(items()[10]).toHaveTextContent('Atividade 15');
    expect(items()[10]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais atividades' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(items()[24]).toHaveTextContent('Atividade 1');
    expect(items()[20]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ver mais atividades' })).not.toBeInTheDocument();
    expect(progressCalls(calls)).toEqual(['limit=10', 'limit=10&cursor=16', 'limit=10&cursor=6']);
  });

  it("'Mostrar menos' goes back to the first 10, with the keyboard on 'Ver mais atividades'", async () => {
    const { calls } = childPage({ 'GET /api/children/10/progress': pagesOf(newestFirst(25)) });
    renderChildPage();
    await screen.findByTestId('recent-progress');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais atividades' }));
    await waitFor(() => expect(items()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar menos' }));
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Mostrar menos' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Ver mais atividades' });
    await waitFor(() => expect(more).toHaveFocus());
    // The next page is read again after the first 10.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(progressCalls(calls).filter((q) => q === 'limit=10&cursor=16')).toHaveLength(2);
  });

  it('offers no more button when the first page is the last', async () => {
    childPage({ 'GET /api/children/10/progress': pagesOf([entry(2), entry(1)]) });
    renderChildPage();
    await screen.findByTestId('recent-progress');
    expect(items()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ver mais atividades' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar menos' })).not.toBeInTheDocument();
  });

  it("'Ver mais atividades' is pending while the page loads and a double click reads it once", async () => {
    const { gate, release } = gated();
    const pages = pagesOf(newestFirst(15));
    const { calls } = childPage({
      'GET /api/children/10/progress': async (init, url) => {
        if (url.searchParams.has('cursor')) await gate;
        return pages(init, url);
      },
    });
    renderChildPage();
    await screen.findByTestId('recent-progress');
    const more = screen.getByRole('button', { name: 'Ver mais atividades' });
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    expect(more).toBeDisabled();
    release();
    await waitFor(() => expect(items()).toHaveLength(15));
    expect(progressCalls(calls)).toEqual(['limit=10', 'limit=10&cursor=6']);
    expect(screen.queryByRole('button', { name: 'Ver mais atividades' })).not.toBeInTheDocument();
  });

  it('a failed next page says so and keeps the button to try again', async () => {
    let failing = true;
    const pages = pagesOf(newestFirst(15));
    childPage({
      'GET /api/children/10/progress': (init, url) =>
        failing && url.searchParams.has('cursor') ? { status: 503, body: { error: 'x' } } : pages(init, url),
    });
    renderChildPage();
    await screen.findByTestId('recent-progress');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais atividades' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mais atividades. Tente novamente.',
    );
    expect(items()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Ver mais atividades' });
    await waitFor(() => expect(more).toHaveFocus());
    failing = false;
    await userEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(15));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed summary shows its own error and retry; the list still shows', async () => {
    let failing = true;
    childPage({
      'GET /api/children/10/progress': pagesOf([entry(1)]),
      'GET /api/children/10/progress/summary': () =>
        failing ? { status: 503, body: { error: 'x' } } : { body: { completed: 1, average_score: 61, total: 1 } },
    });
    renderChildPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o resumo.');
    expect(items()).toHaveLength(1);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(stat('Pontuação média')).toHaveTextContent('61%'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed list shows its own error and retry; the numbers still show', async () => {
    let failing = true;
    const pages = pagesOf([entry(1)]);
    childPage({
      'GET /api/children/10/progress': (init, url) =>
        failing ? { status: 503, body: { error: 'x' } } : pages(init, url),
      'GET /api/children/10/progress/summary': () => ({ body: { completed: 1, average_score: 61, total: 1 } }),
    });
    renderChildPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as atividades recentes.');
    expect(stat('Total de atividades')).toHaveTextContent('1');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the level each result was played at, and the climb or fall it made (docs/product.md#game-levels)', async () => {
    const played = [
      { ...entry(3), level: 2, new_level: 3 },
      { ...entry(2), level: 2, new_level: 1 },
      { ...entry(1), level: 2, new_level: null },
    ];
    childPage({ 'GET /api/children/10/progress': pagesOf([...played, entry(4)]) });
    const { container } = renderChildPage();
    await screen.findByTestId('recent-progress');
    const [up, down, stayed, none] = items();
    expect(up).toHaveTextContent('Nível 2');
    expect(up).toHaveTextContent('Subiu para o nível 3');
    expect(down).toHaveTextContent('Desceu para o nível 1');
    expect(stayed).toHaveTextContent('Nível 2');
    expect(stayed).not.toHaveTextContent(/Subiu|Desceu/);
    // A kind without levels shows none.
    expect(none).not.toHaveTextContent('Nível');
    await expectNoSeriousA11yViolations(container);
  });

  it('shows a helpful empty state without progress', async () => {
    childPage();
    renderChildPage();
    expect(await screen.findByText('Nenhuma atividade registrada ainda')).toBeInTheDocument();
    expect(screen.getByText('Quando a criança concluir uma atividade, o resultado aparece aqui.')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total de atividades')).toHaveTextContent('0'));
    expect(stat('Pontuação média')).toHaveTextContent('—');
  });

  it('goes to the dashboard when the child is not found', async () => {
    childPage({ 'GET /api/children': () => ({ body: [] }) });
    const { router } = renderRoute('/child/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
  });

  it('edits the sensory settings', async () => {
    const { calls } = childPage({
      'PATCH /api/children/10': (init) => ({
        body: sampleChild({
          sensory_settings: { ...sampleChild().sensory_settings, ...JSON.parse(String(init!.body)).sensory_settings },
        }),
      }),
    });
    renderRoute('/child/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Configurações sensoriais' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurações sensoriais' });
    await userEvent.click(within(dialog).getByLabelText('Efeitos sonoros'));
    await userEvent.click(within(dialog).getByLabelText('Texto maior'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      sensory_settings: { sound_effects: false, large_text: true, speech: true },
    });
  });

  it('saves the sensory settings once for a double click', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = childPage({
      'PATCH /api/children/10': async () => {
        await gate;
        return { body: sampleChild() };
      },
    });
    renderRoute('/child/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Configurações sensoriais' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurações sensoriais' });
    const save = within(dialog).getByRole('button', { name: 'Salvar configurações' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toHaveTextContent('Salvando...');
    release();
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('saves an edited profile once for a double click', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = childPage({
      'PATCH /api/children/10': async () => {
        await gate;
        return { body: sampleChild({ name: 'Lia Maria' }) };
      },
    });
    renderRoute('/child/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar perfil' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), ' Maria');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByText('Perfil atualizado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Lia Maria' });
  });
});

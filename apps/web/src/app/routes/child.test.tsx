import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { parentAreaStubs, sampleChild, sampleUser, stubFetch, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const entry = (i: number, status = 'completed') => ({
  id: i,
  child_profile_id: 10,
  activity_id: i,
  status,
  score: status === 'completed' ? 60 + i : null,
  time_spent: 3,
  completion_date: `2026-11-${String(i).padStart(2, '0')}T15:00:00.000Z`,
  parent_notes: null,
  activity_title: `Atividade ${i}`,
  activity_category: 'social_skills',
});

function childPage(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/progress': () => ({ body: [] }),
    ...overrides,
  });
}

describe('/child/{id}', () => {
  it('shows the profile, stats and the 10 most recent entries with their status labels', async () => {
    const entries = [...Array.from({ length: 11 }, (_, i) => entry(i + 1)), entry(12, 'needs_help')];
    childPage({ 'GET /api/children/10/progress': () => ({ body: entries }) });
    const { container } = renderRoute('/child/10');
    expect(await screen.findByRole('heading', { name: 'Lia', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('TEA · Nível 2 - Suporte substancial')).toBeInTheDocument();
    expect(screen.getByText('Gosta de música')).toBeInTheDocument();
    const list = await screen.findByTestId('recent-progress');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Atividade 12');
    expect(items[0]).toHaveTextContent('Precisa de ajuda');
    expect(items[1]).toHaveTextContent('Concluído');
    expect(items[1]).toHaveTextContent('Habilidades Sociais');
    // 11 completed with scores 61..71: average 66; 12 in total.
    expect(screen.getByText('Concluídas').closest('div')).toHaveTextContent('11');
    expect(screen.getByText('Pontuação média').closest('div')).toHaveTextContent('66%');
    expect(screen.getByText('Total de atividades').closest('div')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'Iniciar Atividades' })).toHaveAttribute('href', '/activities?child=10');
    await expectNoSeriousA11yViolations(container);
  });

  it("'Ver todas as atividades' shows every entry in place, and 'Mostrar menos' the 10 again", async () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1));
    childPage({ 'GET /api/children/10/progress': () => ({ body: entries }) });
    renderRoute('/child/10');
    const list = await screen.findByTestId('recent-progress');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const more = screen.getByRole('button', { name: /Ver todas as atividades/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByRole('listitem')[11]).toHaveTextContent('Atividade 1');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Mostrar menos');
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('offers no such control for 10 entries or fewer', async () => {
    childPage({ 'GET /api/children/10/progress': () => ({ body: [entry(1), entry(2)] }) });
    renderRoute('/child/10');
    expect(within(await screen.findByTestId('recent-progress')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Ver todas as atividades/ })).not.toBeInTheDocument();
  });

  it('shows a helpful empty state without progress', async () => {
    childPage();
    renderRoute('/child/10');
    expect(await screen.findByText('Nenhuma atividade registrada ainda')).toBeInTheDocument();
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

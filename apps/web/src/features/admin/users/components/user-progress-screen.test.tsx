import type { AdminUserChild } from '@neurobridge/shared/api/admin-users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderWithProviders } from '../../../../test/render';
import { UserProgressScreen } from './user-progress-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (id: number, title: string) => ({
  id,
  activity_title: title,
  activity_category: 'social_skills',
  status: 'completed' as const,
  score: 80,
  time_spent: 75,
  completion_date: '2026-11-20T15:00:00.000Z',
});

function child(overrides: Partial<AdminUserChild> = {}): AdminUserChild {
  return {
    id: 10,
    name: 'Lia',
    birth_date: '2019-03-10',
    avatar_url: null,
    is_active: true,
    summary: { completed: 21, average_score: 80, total_time: 130, total: 22 },
    entries: [entry(30, 'Como eles se sentem?')],
    next_cursor: '30',
    ...overrides,
  };
}

function render(handlers: Record<string, Handler>) {
  const stub = stubFetch(handlers);
  const view = renderWithProviders(
    <MemoryRouter>
      <UserProgressScreen userId={7} />
    </MemoryRouter>,
  );
  return { ...stub, ...view };
}

const user = { id: 7, full_name: 'Ana Souza', email: 'ana@example.com' };

describe('/admin/user/{id}/progress (docs/product.md#admin-user-progress)', () => {
  it('shows each child with the summary and entries, loads more, and links back to the list', async () => {
    const { calls, container } = render({
      'GET /api/admin/users/7/progress': () => ({
        body: { user, children: [child(), child({ id: 11, name: 'Téo', entries: [], next_cursor: null })] },
      }),
      'GET /api/admin/users/7/children/10/progress': () => ({
        body: {
          items: [
            {
              id: 29,
              child_profile_id: 10,
              activity_id: 1,
              status: 'needs_help',
              score: null,
              time_spent: 5,
              seconds_spent: 300,
              completion_date: '2026-11-19T15:00:00.000Z',
              parent_notes: null,
              activity_title: 'Contando frutas',
              activity_category: 'math',
              level: 2,
              new_level: null,
              stars: 0,
            },
          ],
          next_cursor: null,
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progresso de Ana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para usuários' })).toHaveAttribute('href', '/admin/users');
    const lia = screen.getByRole('region', { name: 'Lia' });
    expect(within(lia).getByText('21')).toBeInTheDocument();
    expect(within(lia).getByText('80%')).toBeInTheDocument();
    expect(within(lia).getByText('2h 10min')).toBeInTheDocument();
    const row = within(lia).getByRole('row', { name: /Como eles se sentem\?/ });
    expect(row).toHaveTextContent('Habilidades Sociais');
    expect(row).toHaveTextContent('1h 15min');
    expect(row).toHaveTextContent('Concluído');
    expect(row).toHaveTextContent('20/11/2026');
    const teo = screen.getByRole('region', { name: 'Téo' });
    expect(within(teo).getByText('Nenhuma atividade registrada ainda')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(within(lia).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(lia).findByRole('row', { name: /Contando frutas/ })).toHaveTextContent('Precisa de ajuda');
    expect(within(lia).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/7/children/10/progress')?.query).toBe('cursor=30');
  });

  it('says when the user has no children', async () => {
    render({ 'GET /api/admin/users/7/progress': () => ({ body: { user, children: [] } }) });
    expect(await screen.findByText('Nenhuma criança cadastrada')).toBeInTheDocument();
  });

  it('says when the user does not exist, and offers a retry on other failures', async () => {
    render({ 'GET /api/admin/users/7/progress': () => ({ status: 404, body: { error: 'Usuário não encontrado.' } }) });
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
  });

  it('offers a retry when the read fails', async () => {
    render({ 'GET /api/admin/users/7/progress': () => ({ status: 500, body: { error: 'x' } }) });
    expect(
      await screen.findByText('Não foi possível carregar o progresso do usuário.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  }, 15_000);
});

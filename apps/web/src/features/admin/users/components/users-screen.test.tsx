import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderWithProviders } from '../../../../test/render';
import { sampleAdminUser, sampleAdminUserDetail, usersPage } from '../users-stubs';
import { UsersScreen } from './users-screen';

const render = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
});

const ana = sampleAdminUser();
const bruno = sampleAdminUser({
  id: 8,
  full_name: 'Bruno Lima',
  email: 'bruno@example.com',
  is_active: false,
  subscription_type: 'admin_granted',
  subscription_status: 'active',
  phone_number: null,
});

function stub(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/admin/users': () => ({ body: usersPage([ana, bruno]) }),
    'GET /api/admin/users/7': () => ({ body: sampleAdminUserDetail() }),
    ...overrides,
  });
}
const listQueries = (calls: { method: string; path: string; query?: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users').map((c) => c.query ?? '');

describe('/admin/users (docs/product.md#admin-users)', () => {
  it('lists the users with the spec columns and badges, highlights suspended rows, and has no axe violations', async () => {
    const { calls } = stub();
    const { container } = render(<UsersScreen />);
    expect(await screen.findByText('2 usuários encontrados')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('(11) 99999-0000')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ativo')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Suspenso')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sem telefone')).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('data-suspended', 'true');
    expect(rows[0]).not.toHaveAttribute('data-suspended');
    expect(screen.getByRole('button', { name: 'Suspender a conta de Ana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reativar a conta de Bruno Lima' })).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(['page=1&limit=50']);
    // Every admin call goes with the HttpOnly cookie, and no token header a script could have set.
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('searches on the server after the typing stops, and says when nobody is found', async () => {
    const { calls } = stub({
      'GET /api/admin/users': (_init, url) =>
        url.searchParams.get('search') ? { body: usersPage([]) } : { body: usersPage([ana, bruno]) },
    });
    render(<UsersScreen />);
    await screen.findByText('2 usuários encontrados');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'zé@x');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 usuários encontrados')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(listQueries(calls)).toEqual(['page=1&limit=50', 'search=z%C3%A9%40x&page=1&limit=50']);
  });

  it('opens and closes a real Filters panel, and sends each filter to the server', async () => {
    const { calls } = stub();
    render(<UsersScreen />);
    await screen.findByText('2 usuários encontrados');
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'suspended');
    await userEvent.selectOptions(screen.getByLabelText('Papel'), 'parent');
    await userEvent.selectOptions(screen.getByLabelText('Assinatura'), 'admin_granted');
    await waitFor(() =>
      expect(listQueries(calls)).toContain('status=suspended&role=parent&subscription=admin_granted&page=1&limit=50'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Situação')).not.toBeInTheDocument();
  });

  it('pages through the results', async () => {
    const { calls } = stub({
      'GET /api/admin/users': (_init, url) =>
        url.searchParams.get('page') === '2' ? { body: usersPage([bruno], 51, 2) } : { body: usersPage([ana], 51, 1) },
    });
    render(<UsersScreen />);
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(listQueries(calls)).toContain('page=2&limit=50');
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    stub({ 'GET /api/admin/users': () => (fail ? { status: 500, body: { error: 'x' } } : { body: usersPage([ana]) }) });
    render(<UsersScreen />);
    expect(
      await screen.findByText('Não foi possível carregar os usuários.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 usuário encontrado')).toBeInTheDocument();
  }, 15_000);

  it('suspends from the row once for a double click, then says so and shows the row suspended', async () => {
    const { gate, release } = gated();
    let suspended = false;
    const { calls } = stub({
      'GET /api/admin/users': () => ({ body: usersPage([{ ...ana, is_active: !suspended }, bruno]) }),
      'POST /api/admin/users/7/suspend': async () => {
        await gate;
        suspended = true;
        return { body: sampleAdminUserDetail({ is_active: false }) };
      },
    });
    render(<UsersScreen />);
    // The row's button asks for the reason first (docs/product.md#suspension).
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender a conta de Ana Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender a conta de Ana Souza?' });
    expect(calls.some((c) => c.path === '/api/admin/users/7/suspend')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Motivo da suspensão'), 'Conta compartilhada');
    const button = within(dialog).getByRole('button', { name: 'Suspender conta' });
    await userEvent.dblClick(button);
    expect(within(dialog).getByRole('button', { name: 'Suspendendo...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('Conta suspensa com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/users/7/suspend')).toEqual([
      expect.objectContaining({ body: { reason: 'Conta compartilhada' } }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Reativar a conta de Ana Souza' })).toBeInTheDocument();
  });

  it('says when suspending or reactivating fails', async () => {
    stub({
      'POST /api/admin/users/7/suspend': () => ({ status: 500, body: { error: 'x' } }),
      'POST /api/admin/users/8/reactivate': () => ({ status: 500, body: { error: 'x' } }),
    });
    render(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender a conta de Ana Souza' }));
    await userEvent.type(screen.getByLabelText('Motivo da suspensão'), 'Abuso');
    await userEvent.click(screen.getByRole('button', { name: 'Suspender conta' }));
    expect(await screen.findByText('Erro ao suspender conta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reativar a conta de Bruno Lima' }));
    expect(await screen.findByText('Erro ao reativar conta')).toBeInTheDocument();
  });

  it('reactivates from the row', async () => {
    stub({ 'POST /api/admin/users/8/reactivate': () => ({ body: sampleAdminUserDetail({ id: 8, is_active: true }) }) });
    render(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar a conta de Bruno Lima' }));
    expect(await screen.findByText('Conta reativada com sucesso!')).toBeInTheDocument();
  });

  it('deletes through the dialog: Esc and Cancel close it, Confirm deletes once and the row goes', async () => {
    let deleted = false;
    const { calls } = stub({
      'GET /api/admin/users': () => ({ body: usersPage(deleted ? [bruno] : [ana, bruno]) }),
      'DELETE /api/admin/users/7': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { container } = render(<UsersScreen />);
    const open = await screen.findByRole('button', { name: 'Excluir a conta de Ana Souza' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Excluir usuário' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita');
    expect(dialog).toHaveTextContent(
      'perfis de crianças, o progresso nas atividades, o histórico de sessões e as configurações serão excluídos permanentemente',
    );
    await expectNoSeriousA11yViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(open);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Excluir usuário' }));
    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the dialog open with the error when deleting fails', async () => {
    stub({ 'DELETE /api/admin/users/7': () => ({ status: 500, body: { error: 'x' } }) });
    render(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir a conta de Ana Souza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir usuário' }));
    expect(await within(screen.getByRole('dialog')).findByText('Erro ao excluir usuário')).toBeInTheDocument();
  });

  it('exports the CSV with the admin cookie and the filters, the button busy meanwhile', async () => {
    const { gate, release } = gated();
    const csvCalls: { url: string; auth: string | null; credentials?: RequestCredentials }[] = [];
    stub();
    const listFetch = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (!url.startsWith('/api/admin/users/export')) return listFetch(input, init);
        csvCalls.push({ url, auth: new Headers(init?.headers).get('authorization'), credentials: init?.credentials });
        await gate;
        return new Response('\uFEFFid,nome\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(<UsersScreen />);
    await screen.findByText('2 usuários encontrados');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'ana');
    await waitFor(() => expect(screen.queryByText('Carregando usuários...')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 350));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(csvCalls).toEqual([{ url: '/api/admin/users/export?search=ana', auth: null, credentials: 'include' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
  });

  it('says when the export fails', async () => {
    stub({ 'GET /api/admin/users/export': () => ({ status: 500, body: { error: 'x' } }) });
    render(<UsersScreen />);
    await screen.findByText('2 usuários encontrados');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Erro ao exportar usuários')).toBeInTheDocument();
  });
});

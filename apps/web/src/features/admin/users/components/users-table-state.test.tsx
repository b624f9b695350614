import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderWithProviders } from '../../../../test/render';
import { sampleAdminUser, usersPage } from '../users-stubs';
import { UsersScreen } from './users-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function render(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <UsersScreen />
      <Where />
    </MemoryRouter>,
  );
}

const listQueries = (calls: { method: string; path: string; query?: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users').map((c) => c.query ?? '');

const long = sampleAdminUser({
  id: 9,
  full_name: 'Maria'.repeat(20),
  email: `${'a'.repeat(80)}@example.com`,
  role: 'professional',
  subscription_type: 'annual',
});

describe('the users table keeps its state and reads well (docs/product.md#admin-tables)', () => {
  it('a reload keeps the page, the search and the filters from the URL', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/users': () => ({ body: usersPage([long], 120, 2) }) });
    render('/admin/users?page=2&search=ana&role=parent');
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(['search=ana&role=parent&page=2&limit=50']);
    expect(screen.getByLabelText('Buscar por nome ou e-mail')).toHaveValue('ana');
    expect(screen.getByLabelText('Papel')).toHaveValue('parent');
  });

  it('the pager writes the page to the URL and keeps the keyboard focus on the button pressed', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/users': (_init, url) => ({
        body: usersPage([sampleAdminUser({ id: Number(url.searchParams.get('page')) })], 101, 1),
      }),
    });
    const view = render('/admin/users');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Próxima' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?page=3');
    // The last page: 'Próxima' says it is off but keeps the focus; pressing it asks nothing.
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(listQueries(calls).filter((q) => q.includes('page=4'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('a search or a filter goes back to page 1 in the URL', async () => {
    stubFetch({ 'GET /api/admin/users': () => ({ body: usersPage([long], 120, 2) }) });
    render('/admin/users?page=2&role=parent');
    await screen.findByText('Página 2 de 3');
    await userEvent.selectOptions(screen.getByLabelText('Papel'), 'professional');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?role=professional$/);
  });

  it('shows the role and the plan in pt-BR, and long names and e-mails wrap', async () => {
    stubFetch({
      'GET /api/admin/users': () => ({
        body: usersPage([
          long,
          sampleAdminUser({ id: 2, role: 'parent', subscription_type: 'monthly' }),
          sampleAdminUser({ id: 3, role: null, subscription_type: 'admin_granted' }),
        ]),
      }),
    });
    const view = render('/admin/users');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Papel' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Assinatura' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Profissional');
    expect(rows[0]).toHaveTextContent('Anual');
    expect(rows[1]).toHaveTextContent('Responsável');
    expect(rows[1]).toHaveTextContent('Mensal');
    expect(rows[2]).toHaveTextContent('Não escolhido');
    expect(rows[2]).toHaveTextContent('Acesso liberado (Admin)');
    expect(within(rows[0]!).getByText(long.full_name!)).toHaveClass('wrap-anywhere');
    expect(within(rows[0]!).getByText(long.email)).toHaveClass('wrap-anywhere');
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(within(screen.getByLabelText('Papel')).getByRole('option', { name: 'Responsável' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminArea } from '../../features/admin/shell/admin-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import type { Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

function entry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    at: '2026-11-24T15:30:00.000Z',
    actor_type: 'admin',
    actor_label: 'gestora',
    action: 'admin.login',
    action_label: 'Entrada na administração',
    target_type: null,
    target_id: null,
    details: { second_factor: 'totp', scope: 'full' },
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0 Firefox',
    ...overrides,
  };
}

function stubAudit(list: Handler, verify: Handler = () => ({ body: { intact: true, checked: 3, broken_at: null } })) {
  return stubAdminArea({ 'GET /api/admin/audit': list, 'GET /api/admin/audit/verify': verify });
}

describe('/admin/audit (docs/product.md#audit-trail)', () => {
  it('lists who, when, what, target and from where, newest first, and says the chain is intact', async () => {
    stubAudit(() => ({
      body: {
        entries: [
          entry(3, {
            action: 'user.suspended',
            action_label: 'Conta suspensa',
            target_type: 'user',
            target_id: '42',
            details: { reason: 'teste' },
            ip: null,
            user_agent: null,
          }),
          entry(2, {
            actor_type: 'system',
            actor_label: null,
            action: 'admin.login_failed',
            action_label: 'Tentativa de entrada recusada',
            details: { username: 'intrusa', reason: 'unknown_user' },
          }),
          entry(1),
        ],
        next_cursor: null,
      },
    }));
    const view = renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trilha de auditoria' })).toBeInTheDocument();
    expect(await screen.findByText('Cadeia íntegra: 3 registros verificados')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Registros' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Conta suspensa');
    expect(rows[0]).toHaveTextContent('user #42');
    expect(rows[0]).toHaveTextContent('reason: teste');
    expect(rows[0]).toHaveTextContent('endereço desconhecido');
    expect(rows[1]).toHaveTextContent('Sistema');
    expect(rows[1]).toHaveTextContent('username: intrusa');
    // São Paulo time.
    expect(rows[2]).toHaveTextContent('24/11/2026, 12:30:00');
    expect(rows[2]).toHaveTextContent('203.0.113.9');
    expect(rows[2]).toHaveTextContent('gestora');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/admin/dashboard');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('says where the chain breaks', async () => {
    stubAudit(
      () => ({ body: { entries: [entry(1)], next_cursor: null } }),
      () => ({ body: { intact: false, checked: 6, broken_at: 7 } }),
    );
    renderRoute('/admin/audit');
    expect(await screen.findByText('Cadeia violada no registro #7')).toBeInTheDocument();
  });

  it('filters by action, actor and dates, and loads more by cursor', async () => {
    const { calls } = stubAudit((_init, url) => {
      const cursor = url.searchParams.get('cursor');
      if (url.searchParams.get('action') === 'admin.logout') return { body: { entries: [], next_cursor: null } };
      return cursor
        ? { body: { entries: [entry(1)], next_cursor: null } }
        : { body: { entries: [entry(3), entry(2)], next_cursor: '2' } };
    });
    renderRoute('/admin/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await within(await screen.findByRole('table')).findAllByText('Entrada na administração')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/audit').map((c) => c.query)).toEqual([undefined, 'cursor=2']);

    await userEvent.selectOptions(screen.getByLabelText('Ação'), 'Saída da administração');
    await userEvent.type(screen.getByLabelText('Quem (usuário ou e-mail)'), 'gest');
    await userEvent.type(screen.getByLabelText('De'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Até'), '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum registro com estes filtros.')).toBeInTheDocument();
    const last = calls.filter((c) => c.path === '/api/admin/audit').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.query))).toEqual({
      action: 'admin.logout',
      actor: 'gest',
      from: '2026-11-01',
      to: '2026-11-24',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(await screen.findByRole('table')).findAllByText('Entrada na administração')).toHaveLength(3);
  });

  it('empty trail, and a failed load with a retry', async () => {
    let fail = true;
    stubAudit(() => (fail ? { status: 500, body: {} } : { body: { entries: [], next_cursor: null } }));
    renderRoute('/admin/audit');
    expect(
      await screen.findByText('Não foi possível carregar a trilha de auditoria.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('an end date before the start is said beside the dates, with no retry and no request', async () => {
    const { calls } = stubAudit(() => ({ body: { entries: [entry(1)], next_cursor: null } }));
    const view = renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Registros' });
    await userEvent.type(screen.getByLabelText('De'), '2026-11-24');
    await userEvent.type(screen.getByLabelText('Até'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const to = screen.getByLabelText('Até');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Período inválido: a data inicial é depois da final.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/audit')).toHaveLength(1);
    // The rows already shown stay.
    expect(screen.getByRole('table', { name: 'Registros' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('the filters live in the URL: a reload keeps them, and a wrong period there is said, not asked for', async () => {
    const { calls } = stubAudit(() => ({ body: { entries: [entry(1)], next_cursor: null } }));
    renderRoute('/admin/audit?action=admin.logout&actor=gest');
    await screen.findByRole('table', { name: 'Registros' });
    expect(screen.getByLabelText('Ação')).toHaveValue('admin.logout');
    expect(screen.getByLabelText('Quem (usuário ou e-mail)')).toHaveValue('gest');
    expect(screen.getByText('gestora')).toHaveClass('wrap-anywhere');
    expect(calls.filter((c) => c.path === '/api/admin/audit').map((c) => c.query)).toEqual([
      'action=admin.logout&actor=gest',
    ]);
    cleanup();

    const second = stubAudit(() => ({ body: { entries: [], next_cursor: null } }));
    renderRoute('/admin/audit?from=2026-11-24&to=2026-11-01');
    expect(await screen.findByText('Corrija os filtros acima para ver os registros.')).toBeInTheDocument();
    expect(screen.getByLabelText('Até')).toHaveAccessibleDescription(
      'Período inválido: a data inicial é depois da final.',
    );
    expect(second.calls.filter((c) => c.path === '/api/admin/audit')).toHaveLength(0);
  });

  it("a request the server refuses shows its message without 'Tentar novamente'", async () => {
    stubAudit(() => ({ status: 400, body: { error: 'Ação inválida.' } }));
    renderRoute('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ação inválida.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

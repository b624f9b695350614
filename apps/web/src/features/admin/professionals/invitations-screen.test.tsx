import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { sampleAdminInvitation } from './professionals-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pending = sampleAdminInvitation();
const requested = sampleAdminInvitation({
  id: 30,
  state: 'requested',
  family: { id: 5, name: null, email: 'joao@example.com' },
  professional_email: 'psico@clinica.example',
  children_count: 1,
  email_status: 'failed',
});
const expired = sampleAdminInvitation({
  id: 29,
  state: 'expired',
  professional_email: 'vencido@clinica.example',
  email_status: 'not_sent',
});
const accepted = sampleAdminInvitation({ id: 28, state: 'accepted', professional_email: 'aceito@clinica.example' });
const LIST = 'GET /api/admin/invitations';

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    [LIST]: (_init, url) => {
      const state = url.searchParams.get('state');
      const all = [pending, requested, expired, accepted].filter((i) => !state || i.state === state);
      return { body: { invitations: all, next_cursor: null } };
    },
    ...routes,
  });
}

const table = () => screen.getByRole('table', { name: 'Lista de convites' });
const listCalls = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/admin/invitations').map((c) => c.query);

describe('/admin/convites (docs/product.md#admin-invitations)', () => {
  it('lists family, professional, children, dates, state and delivery, with the actions each one allows', async () => {
    stub();
    const view = renderRoute('/admin/convites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Convites das famílias' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Lista de convites' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Marta Souzamarta@example.com');
    for (const text of ['fono@clinica.example', '20/11/2026', '27/11/2026', 'Pendente', 'Enviado']) {
      expect(rows[0]).toHaveTextContent(text);
    }
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Reenviar o convite para fono@clinica.example', 'Retirar o convite para fono@clinica.example']);
    // A request waiting for the family may be withdrawn, not resent.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Sem nome');
    expect(rows[1]).toHaveTextContent('Aguardando a família');
    expect(rows[1]).toHaveTextContent('Falhou');
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retirar']);
    // Expired and accepted: nothing to do.
    expect(rows[2]).toHaveTextContent('Expirado');
    expect(rows[2]).toHaveTextContent('Não enviado');
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Nenhuma ação');
    expect(screen.getByRole('link', { name: 'Ver profissionais' })).toHaveAttribute('href', '/admin/profissionais');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('filters by state and searches, both kept in the URL', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/convites');
    await screen.findByRole('table', { name: 'Lista de convites' });
    const filter = screen.getByLabelText('Situação');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Pendente', 'Aguardando a família', 'Aceito', 'Recusado', 'Retirado', 'Expirado']);
    await userEvent.selectOptions(filter, 'Expirado');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Buscar por família ou profissional'), 'marta');
    await waitFor(() => expect(view.router.state.location.search).toBe('?state=expired&q=marta'));
    expect(listCalls(calls)).toEqual([undefined, 'state=expired', 'q=marta&state=expired']);
    await userEvent.selectOptions(filter, 'Recusado');
    expect(await screen.findByText('Nenhum convite encontrado com esta busca ou situação.')).toBeInTheDocument();
  });

  it('says so when there is none, and when loading fails', async () => {
    stub({ [LIST]: () => ({ body: { invitations: [], next_cursor: null } }) });
    const view = renderRoute('/admin/convites');
    expect(await screen.findByText('Nenhum convite enviado ainda.')).toBeInTheDocument();
    view.unmount();
    stub({ [LIST]: () => ({ status: 500, body: { error: 'x' } }) });
    renderRoute('/admin/convites');
    expect(await screen.findByText('Não foi possível carregar os convites.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const { calls } = stub({
      [LIST]: (_init, url) =>
        url.searchParams.get('cursor') === '29'
          ? { body: { invitations: [accepted], next_cursor: null } }
          : { body: { invitations: [pending, requested, expired], next_cursor: '29' } },
    });
    renderRoute('/admin/convites');
    await screen.findByRole('table', { name: 'Lista de convites' });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('aceito@clinica.example')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([undefined, 'cursor=29']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it("'Reenviar' asks first, sends once for a double click, and the row shows the new delivery", async () => {
    const { gate, release } = gated();
    let resent = false;
    const after = { ...pending, email_status: 'pending' as const };
    const { calls } = stub({
      [LIST]: () => ({ body: { invitations: [resent ? after : pending], next_cursor: null } }),
      'POST /api/admin/invitations/31/resend': async () => {
        await gate;
        resent = true;
        return { body: after };
      },
    });
    const view = renderRoute('/admin/convites');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar o convite para fono@clinica.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Reenviar o convite para fono@clinica.example?' });
    expect(dialog).toHaveTextContent(
      'O e-mail do convite de Marta Souza vai de novo para fono@clinica.example, com o mesmo link e a mesma validade (até 27/11/2026).',
    );
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Reenviar convite' }));
    release();
    expect(
      await screen.findByText('Convite para fono@clinica.example de volta na fila de e-mails.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('Na fila')).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/invitations/31/resend')).toHaveLength(1);
  });

  it("'Retirar' asks first; a refusal (no longer pending) is told in the dialog", async () => {
    stub({
      'POST /api/admin/invitations/30/withdraw': () => ({
        status: 409,
        body: { error: 'Só um convite pendente pode ser reenviado ou retirado.' },
      }),
    });
    renderRoute('/admin/convites');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar o convite para psico@clinica.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirar o convite para psico@clinica.example?' });
    expect(dialog).toHaveTextContent('O link enviado deixa de funcionar, para todas as crianças incluídas no convite.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Só um convite pendente pode ser reenviado ou retirado.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Retirar' confirmed withdraws it", async () => {
    let withdrawn = false;
    const after = { ...pending, state: 'withdrawn' as const };
    stub({
      [LIST]: () => ({ body: { invitations: [withdrawn ? after : pending], next_cursor: null } }),
      'POST /api/admin/invitations/31/withdraw': () => {
        withdrawn = true;
        return { body: after };
      },
    });
    renderRoute('/admin/convites');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar o convite para fono@clinica.example' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar convite' }));
    expect(await screen.findByText('Convite para fono@clinica.example retirado.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('Retirado')).toBeInTheDocument());
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
  });
});

import type { BackgroundJob } from '@neurobridge/shared/api/admin-jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const housekeeping: BackgroundJob = {
  id: 'housekeeping',
  job: 'housekeeping',
  title: 'Limpeza de sessões expiradas e chaves de repetição',
  kind: 'timed',
  item: null,
  state: 'done',
  attempts: 0,
  max_attempts: null,
  last_error: null,
  last_run_at: '2026-11-20T12:00:00.000Z',
  next_run_at: '2026-11-20T13:00:00.000Z',
  can_retry: false,
};
const failedEmail: BackgroundJob = {
  id: 'email-delivery:3',
  job: 'email-delivery',
  title: 'Envio de e-mails',
  kind: 'queued',
  item: 'E-mail 3',
  state: 'failed',
  attempts: 5,
  max_attempts: 5,
  last_error: 'Falhou depois de 5 tentativas: connect ECONNREFUSED',
  last_run_at: null,
  next_run_at: null,
  can_retry: false,
};
const waitingPayment: BackgroundJob = {
  id: 'payment-notifications:123456',
  job: 'payment-notifications',
  title: 'Notificações de pagamento (Mercado Pago)',
  kind: 'queued',
  item: 'Pagamento 123456',
  state: 'pending',
  attempts: 2,
  max_attempts: 10,
  last_error: 'Mercado Pago payment failed: MPServerError 500',
  last_run_at: null,
  next_run_at: '2026-11-20T12:05:00.000Z',
  can_retry: false,
};
const failedPayment: BackgroundJob = {
  ...waitingPayment,
  id: 'payment-notifications:777',
  item: 'Pagamento 777',
  state: 'failed',
  attempts: 10,
  next_run_at: null,
  can_retry: true,
};

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/jobs': (_init, url) => {
      const state = url.searchParams.get('state');
      const jobs = [failedEmail, housekeeping, waitingPayment].filter((j) => !state || j.state === state);
      return { body: { jobs, next_cursor: null } };
    },
    ...routes,
  });
}

const table = () => screen.getByRole('table', { name: 'Tarefas' });

describe('/admin/jobs (docs/decisions/023-one-job-runner.md)', () => {
  it('lists each task with its state, attempts, last error and dates', async () => {
    stub();
    const view = renderRoute('/admin/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarefas em segundo plano' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Tarefas' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Envio de e-mails');
    expect(rows[0]).toHaveTextContent('E-mail 3');
    expect(rows[0]).toHaveTextContent('Com falha');
    expect(rows[0]).toHaveTextContent('5 de 5');
    expect(rows[0]).toHaveTextContent('Falhou depois de 5 tentativas: connect ECONNREFUSED');
    expect(rows[1]).toHaveTextContent('A cada hora');
    expect(rows[1]).toHaveTextContent('Concluída');
    expect(rows[1]).toHaveTextContent('Última execução em 20/11/2026');
    expect(rows[1]).toHaveTextContent('Próxima execução em 20/11/2026');
    expect(rows[2]).toHaveTextContent('Aguardando');
    expect(rows[2]).toHaveTextContent('2 de 10');
    expect(rows[2]).toHaveTextContent('Próxima tentativa em 20/11/2026');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('filters by state, kept in the URL (docs/product.md#admin-tables)', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/jobs');
    await screen.findByRole('table', { name: 'Tarefas' });
    const filter = screen.getByLabelText('Situação');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Aguardando', 'Em execução', 'Com falha', 'Concluída']);
    await userEvent.selectOptions(filter, 'Com falha');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(view.router.state.location.search).toBe('?state=failed'));
    expect(calls.filter((c) => c.path === '/api/admin/jobs').map((c) => c.query)).toEqual([undefined, 'state=failed']);
    await userEvent.selectOptions(filter, 'Em execução');
    expect(await screen.findByText('Nenhuma tarefa com esta situação.')).toBeInTheDocument();
    view.unmount();

    renderRoute('/admin/jobs?state=failed');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('Situação')).toHaveValue('failed');
  });

  it("says so when nothing failed: 'Nenhuma tarefa com falha'", async () => {
    stub({ 'GET /api/admin/jobs': () => ({ body: { jobs: [], next_cursor: null } }) });
    const view = renderRoute('/admin/jobs?state=failed');
    expect(await screen.findByText('Nenhuma tarefa com falha.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const { calls } = stub({
      'GET /api/admin/jobs': (_init, url) =>
        url.searchParams.get('cursor') === 'email-delivery~00013'
          ? { body: { jobs: [waitingPayment], next_cursor: null } }
          : { body: { jobs: [failedEmail, housekeeping], next_cursor: 'email-delivery~00013' } },
    });
    renderRoute('/admin/jobs');
    await screen.findByText('E-mail 3');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Pagamento 123456')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
    expect(calls.filter((c) => c.path === '/api/admin/jobs').map((c) => c.query)).toEqual([
      undefined,
      'cursor=email-delivery%7E00013',
    ]);
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    stub({
      'GET /api/admin/jobs': () =>
        fail
          ? { status: 500, body: { error: 'Erro interno.' } }
          : { body: { jobs: [housekeeping], next_cursor: null } },
    });
    renderRoute('/admin/jobs');
    const retry = await screen.findByRole('button', { name: /Tentar/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Tarefas' })).toBeInTheDocument();
  });

  it("'Tentar de novo' sends a failed item back to the queue once, and the list reloads", async () => {
    let retried = false;
    const { calls } = stub({
      'GET /api/admin/jobs': () => ({
        body: {
          jobs: [retried ? { ...failedPayment, state: 'pending', attempts: 0, can_retry: false } : failedPayment],
          next_cursor: null,
        },
      }),
      'POST /api/admin/jobs/payment-notifications/items/777/retry': () => {
        retried = true;
        return { body: { ...failedPayment, state: 'pending', attempts: 0, can_retry: false } };
      },
    });
    const view = renderRoute('/admin/jobs');
    const button = await screen.findByRole('button', { name: 'Tentar de novo: Pagamento 777' });
    // An e-mail is resent from the outbox, a timed job runs on its hour: no button for them.
    expect(within(table()).getAllByRole('button', { name: /^Tentar de novo/ })).toHaveLength(1);
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.dblClick(button);
    expect(await screen.findByText('Tarefa de volta na fila.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(within(table()).getByText('Aguardando')).toBeInTheDocument());
    expect(within(table()).queryByRole('button', { name: /^Tentar de novo/ })).not.toBeInTheDocument();
  });

  it('a refused retry is told', async () => {
    stub({
      'GET /api/admin/jobs': () => ({ body: { jobs: [failedPayment], next_cursor: null } }),
      'POST /api/admin/jobs/payment-notifications/items/777/retry': () => ({
        status: 409,
        body: { error: 'Só uma tarefa com falha pode ser tentada de novo.' },
      }),
    });
    renderRoute('/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar de novo: Pagamento 777' }));
    expect(await screen.findByText('Só uma tarefa com falha pode ser tentada de novo.')).toBeInTheDocument();
  });
});

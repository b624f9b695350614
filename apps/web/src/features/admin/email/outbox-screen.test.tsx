import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { sampleOutboxEmail, sampleTemplates } from './email-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINK = 'http://localhost:4000/accept-invitation/abcdefghijklmnopqrstuvwxyz123456';
const failed = sampleOutboxEmail({
  id: 3,
  to: 'pai@example.com',
  template_type: 'payment_confirmed',
  subject: 'Pagamento confirmado',
  status: 'failed',
  attempts: 5,
  last_error: 'Falhou depois de 5 tentativas: connect ECONNREFUSED',
  sent_at: null,
});
const pending = sampleOutboxEmail({
  id: 2,
  to: 'terapeuta@example.com',
  subject: 'Convite para acompanhar Lia no NeuroBridge',
  status: 'pending',
  attempts: 0,
  sent_at: null,
  next_attempt_at: '2026-11-20T12:01:00.000Z',
});
const sent = sampleOutboxEmail({ id: 1, template_type: 'admin_notification', subject: 'Aviso da equipe' });

function stub(routes: Record<string, Handler> = {}, demo = true) {
  return stubAdminArea({
    'GET /api/admin/email-templates': () => ({ body: { templates: sampleTemplates } }),
    'GET /api/admin/emails': (_init, url) => {
      const status = url.searchParams.get('status');
      const all = [failed, pending, sent].filter((e) => !status || e.status === status);
      return { body: { emails: all, next_cursor: null, demo } };
    },
    'GET /api/admin/emails/2': () => ({
      body: {
        email: pending,
        demo,
        body: demo ? { text: `Olá!\n\nPara aceitar, abra: ${LINK}.\n\nEquipe NeuroBridge`, html: '<p>Olá</p>' } : null,
        history: [],
      },
    }),
    'GET /api/admin/emails/1': () => ({ body: { email: sent, demo, body: null, history: [] } }),
    'POST /api/admin/emails/3/resend': () => ({
      body: { ...failed, status: 'pending', attempts: 0, last_error: null },
    }),
    ...routes,
  });
}

const table = () => screen.getByRole('table', { name: 'E-mails' });

describe('/admin/emails (docs/product.md#email-outbox)', () => {
  it('lists the outbox newest first with status, attempts, last error, template name and dates', async () => {
    stub();
    const view = renderRoute('/admin/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mails enviados' })).toBeInTheDocument();
    expect(
      await screen.findByText('Modo de demonstração: nenhum e-mail sai deste servidor; leia-os aqui.'),
    ).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'E-mails' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.querySelector('td:nth-child(2)')!.textContent)).toEqual([
      'Pagamento confirmado',
      'Convite para acompanhar Lia no NeuroBridge',
      'Aviso da equipe',
    ]);
    expect(rows[0]).toHaveTextContent('pai@example.com');
    expect(rows[0]).toHaveTextContent('Falhou');
    expect(rows[0]).toHaveTextContent('Falhou depois de 5 tentativas: connect ECONNREFUSED');
    expect(rows[0]).toHaveTextContent('Criado em 20/11/2026');
    expect(rows[1]).toHaveTextContent('Convite para profissional');
    expect(rows[1]).toHaveTextContent('Na fila');
    expect(rows[1]).toHaveTextContent('Próxima tentativa em');
    expect(rows[2]).toHaveTextContent('Enviado em 20/11/2026');
    // A template with no known name shows its type.
    expect(rows[2]).toHaveTextContent('admin_notification');
    // Only the failed one can be sent again.
    expect(within(table()).getAllByRole('button', { name: /^Reenviar/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Configurar o servidor de e-mail' })).toHaveAttribute(
      'href',
      '/admin/smtp',
    );
    await expectNoSeriousA11yViolations(view.container);
  });

  it('filters by status', async () => {
    const { calls } = stub();
    renderRoute('/admin/emails');
    await screen.findByRole('table', { name: 'E-mails' });
    const filter = screen.getByLabelText('Situação');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Na fila', 'Enviando', 'Enviado', 'Falhou']);
    await userEvent.selectOptions(filter, 'Falhou');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/admin/emails').map((c) => c.query)).toEqual([
      undefined,
      'status=failed',
    ]);
    await userEvent.selectOptions(filter, 'Enviando');
    expect(await screen.findByText('Nenhum e-mail com esta situação.')).toBeInTheDocument();
  });

  it('keeps the filter in the URL, so a reload shows the same e-mails (docs/product.md#admin-tables)', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/emails');
    await screen.findByRole('table', { name: 'E-mails' });
    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Falhou');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=failed'));
    view.unmount();

    renderRoute('/admin/emails?status=failed');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('Situação')).toHaveValue('failed');
    expect(calls.filter((c) => c.path === '/api/admin/emails').at(-1)?.query).toBe('status=failed');
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const page1 = Array.from({ length: 50 }, (_, i) =>
      sampleOutboxEmail({ id: 100 - i, subject: `Assunto ${100 - i}` }),
    );
    const { calls } = stub({
      'GET /api/admin/emails': (_init, url) =>
        url.searchParams.get('cursor') === '51'
          ? {
              body: {
                emails: [sampleOutboxEmail({ id: 7, subject: 'O mais antigo' })],
                next_cursor: null,
                demo: false,
              },
            }
          : { body: { emails: page1, next_cursor: 51, demo: false } },
    });
    renderRoute('/admin/emails');
    await screen.findByText('Assunto 100');
    expect(screen.queryByText(/Modo de demonstração/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('O mais antigo')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/emails').map((c) => c.query)).toEqual([undefined, 'cursor=51']);
  });

  it('resends a failed e-mail after confirming, once', async () => {
    let resent = false;
    const { calls } = stub({
      'GET /api/admin/emails': () => ({
        body: {
          emails: [resent ? { ...failed, status: 'pending', last_error: null } : failed],
          next_cursor: null,
          demo: false,
        },
      }),
      'POST /api/admin/emails/3/resend': () => {
        resent = true;
        return { body: { ...failed, status: 'pending', attempts: 0, last_error: null } };
      },
    });
    const view = renderRoute('/admin/emails');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reenviar o e-mail “Pagamento confirmado” para pai@example.com' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reenviar e-mail' });
    expect(dialog).toHaveTextContent(
      'O e-mail “Pagamento confirmado” para pai@example.com volta para a fila e é enviado de novo.',
    );
    await expectNoSeriousA11yViolations(view.container);
    const confirm = within(dialog).getByRole('button', { name: 'Reenviar' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('E-mail de volta na fila.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/emails/3/resend')).toHaveLength(1);
    await waitFor(() => expect(within(table()).getByText('Na fila')).toBeInTheDocument());
    expect(within(table()).queryByRole('button', { name: /^Reenviar/ })).not.toBeInTheDocument();
  });

  it('a refused resend is told in the dialog', async () => {
    stub({
      'POST /api/admin/emails/3/resend': () => ({
        status: 409,
        body: { error: 'Só um e-mail com falha pode ser reenviado.' },
      }),
    });
    renderRoute('/admin/emails');
    await userEvent.click(await screen.findByRole('button', { name: /^Reenviar o e-mail/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reenviar e-mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    expect(await within(dialog).findByText('Só um e-mail com falha pode ser reenviado.')).toBeInTheDocument();
  });

  it('in demo mode an e-mail opens with its body labelled and the link clickable', async () => {
    stub();
    const view = renderRoute('/admin/emails');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Abrir o e-mail “Convite para acompanhar Lia no NeuroBridge” para terapeuta@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Convite para acompanhar Lia no NeuroBridge' });
    expect(
      await within(dialog).findByText('Modo de demonstração: nenhum e-mail sai deste servidor; leia-os aqui.'),
    ).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: LINK });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).toHaveTextContent('Para aceitar, abra:');
    expect(dialog).toHaveTextContent('Equipe NeuroBridge');
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A sent one has no body on show.
    await userEvent.click(screen.getByRole('button', { name: /^Abrir o e-mail “Aviso da equipe”/ }));
    const other = await screen.findByRole('dialog', { name: 'Aviso da equipe' });
    expect(
      await within(other).findByText('Este e-mail já foi enviado: o conteúdo de um e-mail enviado não fica guardado.'),
    ).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a resent e-mail keeps the failures before each resend on show (docs/product.md#email-outbox)', async () => {
    stub({
      'GET /api/admin/emails/3': () => ({
        body: {
          email: { ...failed, attempts: 2, last_error: 'Falhou depois de 2 tentativas: timeout' },
          demo: false,
          body: null,
          history: [
            { resent_at: '2026-11-21T12:00:00.000Z', attempts: 5, error: 'connect ECONNREFUSED' },
            { resent_at: '2026-11-22T12:00:00.000Z', attempts: null, error: null },
          ],
        },
      }),
    });
    renderRoute('/admin/emails');
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^Abrir o e-mail “${failed.subject}”`) }),
    );
    const dialog = await screen.findByRole('dialog', { name: failed.subject });
    const history = await within(dialog).findByRole('list', { name: 'Antes de cada reenvio' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reenviado em 21/11/2026');
    expect(items[0]).toHaveTextContent('5 tentativas');
    expect(items[0]).toHaveTextContent('connect ECONNREFUSED');
    expect(items[1]).toHaveTextContent('Reenviado em 22/11/2026');
    expect(dialog).toHaveTextContent('Falhou depois de 2 tentativas: timeout');
  });

  it('empty, and a failed load with a retry', async () => {
    let fail = true;
    stub({
      'GET /api/admin/emails': () =>
        fail ? { status: 500, body: {} } : { body: { emails: [], next_cursor: null, demo: false } },
    });
    renderRoute('/admin/emails');
    expect(await screen.findByText('Não foi possível carregar os e-mails.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum e-mail na fila ainda.')).toBeInTheDocument();
  });
});

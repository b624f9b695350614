import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { sampleInvitation, sampleProfessional } from '../child-professionals-stubs';
import { renderSection } from './render-section';

afterEach(() => {
  vi.unstubAllGlobals();
  setClipboard(undefined);
});

/** The browser's clipboard, as the test wants it (jsdom has none). */
function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}
const LINK = 'GET /api/children/10/invitations/3/link';
const URL_OF_3 = 'http://localhost:3000/accept-invitation/abcdefghijklmnopqrstuv';

const LIST = 'GET /api/children/10/professionals';

describe('Profissionais, on the child page', () => {
  it('lists each professional with their type and since when, and the pending invitations', async () => {
    const { container } = renderSection({
      [LIST]: () => ({
        body: {
          professionals: [
            sampleProfessional(),
            sampleProfessional({
              access_id: 8,
              name: 'ana@example.com',
              professional_type: null,
              organization_name: null,
            }),
          ],
          invitations: [
            sampleInvitation(),
            sampleInvitation({
              id: 4,
              status: 'declined',
              professional_email: 'to@example.com',
              declined_at: '2026-11-21T15:00:00.000Z',
              link_available: false,
            }),
          ],
        },
      }),
    });
    const list = await screen.findByTestId('child-professionals');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bruna Lima');
    expect(rows[0]).toHaveTextContent('Fonoaudiólogo(a) · Clínica Sol · Desde 03/11/2026');
    expect(rows[1]).toHaveTextContent('ana@example.comDesde 03/11/2026');
    expect(rows[2]).toHaveTextContent('Convite pendente para at@example.com');
    expect(rows[2]).toHaveTextContent('Expira em 27/11/2026');
    expect(within(rows[2]!).getByRole('button', { name: /^Cancelar convite/ })).toBeInTheDocument();
    // The professional declined: the parent sees it, and when (docs/product.md#professionals-of-a-child).
    expect(rows[3]).toHaveTextContent('Convite para to@example.com');
    expect(rows[3]).toHaveTextContent('Recusado em 21/11/2026');
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it("marks a professional the administration verified with 'Verificado', icon and text (docs/product.md#admin-professionals)", async () => {
    const { container } = renderSection({
      [LIST]: () => ({
        body: {
          professionals: [
            sampleProfessional({ verified: true }),
            sampleProfessional({ access_id: 8, name: 'Caio Reis', verified: false }),
          ],
          invitations: [],
        },
      }),
    });
    const rows = within(await screen.findByTestId('child-professionals')).getAllByRole('listitem');
    const badge = within(rows[0]!).getByText('Verificado');
    expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // A screen reader hears what it means; the mouse gets it on hover.
    expect(badge).toHaveTextContent('Verificado: Registro profissional conferido pela equipe do NeuroBridge');
    expect(badge).toHaveAttribute('title', 'Registro profissional conferido pela equipe do NeuroBridge');
    expect(rows[1]).not.toHaveTextContent('Verificado');
    // The rest of the row reads as before.
    expect(rows[0]).toHaveTextContent('Fonoaudiólogo(a) · Clínica Sol · Desde 03/11/2026');
    await expectNoSeriousA11yViolations(container);
  });

  it('removes an access after the confirmation, once for a double click', async () => {
    const { gate, release } = gated();
    let professionals = [sampleProfessional()];
    const { calls } = renderSection({
      [LIST]: () => ({ body: { professionals, invitations: [] } }),
      'DELETE /api/children/10/professionals/7': async () => {
        await gate;
        professionals = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover acesso: Bruna Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover o acesso de Bruna Lima?' });
    expect(dialog).toHaveTextContent(
      'Bruna Lima deixará de ver Lia a partir do próximo acesso. As sessões já registradas continuam visíveis para você.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Remover acesso' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    release();
    expect(await screen.findByText('Acesso de Bruna Lima removido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Nenhum profissional acompanha Lia ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Convidar um profissional pelo painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('Cancelar closes the confirmation without removing anything', async () => {
    const { calls } = renderSection({
      [LIST]: () => ({ body: { professionals: [sampleProfessional()], invitations: [] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover acesso: Bruna Lima' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it("withdraws an invitation, and shows the server's refusal in the dialog", async () => {
    let answer: { status: number; body?: unknown } = { status: 409, body: { error: 'Este convite já foi usado.' } };
    const { calls } = renderSection({
      [LIST]: () => ({ body: { professionals: [], invitations: answer.status === 204 ? [] : [sampleInvitation()] } }),
      'DELETE /api/children/10/invitations/3': () => answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar convite: at@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar o convite para at@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este convite já foi usado.');

    answer = { status: 204 };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('Convite cancelado.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum profissional acompanha Lia ainda.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('a failed load shows the error with a retry', async () => {
    let fail = true;
    renderSection({
      [LIST]: () =>
        // A 4xx is not retried, and one without a message shows the section's own text.
        fail ? { status: 400, body: {} } : { body: { professionals: [], invitations: [] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os profissionais.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Nenhum profissional acompanha Lia ainda.')).toBeInTheDocument());
  });

  it("shows each invitation's e-mail state", async () => {
    renderSection({
      [LIST]: () => ({
        body: {
          professionals: [],
          invitations: [
            sampleInvitation({ id: 1, professional_email: 'a@example.com', email_status: 'pending' }),
            sampleInvitation({ id: 2, professional_email: 'b@example.com', email_status: 'sent' }),
            sampleInvitation({ id: 3, professional_email: 'c@example.com', email_status: 'failed' }),
            sampleInvitation({ id: 4, professional_email: 'd@example.com', email_status: 'not_sent' }),
          ],
        },
      }),
    });
    const rows = within(await screen.findByTestId('child-professionals')).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.text-muted')?.textContent)).toEqual([
      'Expira em 27/11/2026 · E-mail na fila',
      'Expira em 27/11/2026 · E-mail enviado',
      'Expira em 27/11/2026 · E-mail não enviado',
      'Expira em 27/11/2026 · E-mail não enviado',
    ]);
  });

  it("copies an invitation's link: 'Link copiado.'", async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    const { calls, container } = renderSection({
      [LIST]: () => ({ body: { professionals: [], invitations: [sampleInvitation({ email_status: 'failed' })] } }),
      [LINK]: () => ({ body: { url: URL_OF_3 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link do convite: at@example.com' }));
    expect(await screen.findByText('Link copiado.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_OF_3);
    expect(calls.filter((c) => c.path.endsWith('/link'))).toHaveLength(1);
    expect(screen.queryByLabelText('Link do convite')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('without a clipboard, shows the link selected in a field to copy by hand', async () => {
    renderSection({
      [LIST]: () => ({ body: { professionals: [], invitations: [sampleInvitation()] } }),
      [LINK]: () => ({ body: { url: URL_OF_3 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link do convite: at@example.com' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Link do convite');
    expect(field).toHaveValue(URL_OF_3);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_OF_3.length);
    expect(screen.getByText('Não foi possível copiar automaticamente: selecione o link e copie.')).toBeInTheDocument();
    expect(screen.queryByText('Link copiado.')).not.toBeInTheDocument();
  });

  it('a clipboard that refuses falls back to the field too', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    renderSection({
      [LIST]: () => ({ body: { professionals: [], invitations: [sampleInvitation()] } }),
      [LINK]: () => ({ body: { url: URL_OF_3 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link do convite: at@example.com' }));
    expect(await screen.findByLabelText('Link do convite')).toHaveValue(URL_OF_3);
  });

  it("shows the server's refusal, and offers no copy for an invitation whose link was not kept", async () => {
    setClipboard({ writeText: vi.fn(async () => {}) });
    renderSection({
      [LIST]: () => ({
        body: {
          professionals: [],
          invitations: [
            sampleInvitation(),
            sampleInvitation({ id: 4, professional_email: 'old@example.com', link_available: false }),
          ],
        },
      }),
      [LINK]: () => ({ status: 409, body: { error: 'Este convite já foi usado.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link do convite: at@example.com' }));
    expect(await screen.findByText('Este convite já foi usado.')).toBeInTheDocument();
    expect(screen.queryByText('Link copiado.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar link do convite: old@example.com' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleInvitation } from '../child-professionals-stubs';
import { renderSection } from './render-section';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/children/10/professionals';
const requested = sampleInvitation({
  status: 'requested',
  professional_email: 'terapeuta@clinica.example',
  requested_by_email: 'fulano@clinica.example',
  requested_at: '2026-11-21T15:00:00.000Z',
});

describe('a request to accept an invitation, on the child page (docs/product.md#professionals-of-a-child)', () => {
  it('says who asked for which invitation; Aprovar approves it at once', async () => {
    let answered = false;
    const { calls, container } = renderSection({
      [LIST]: () => ({ body: { professionals: [], invitations: answered ? [] : [requested] } }),
      'POST /api/children/10/invitations/3/approve': () => {
        answered = true;
        return { body: { ok: true, children: [{ id: 10, name: 'Lia' }] } };
      },
    });
    const row = (
      await screen.findByText('fulano@clinica.example quer aceitar o convite enviado a terapeuta@clinica.example')
    ).closest('li')!;
    expect(row).toHaveTextContent('Pedido em 21/11/2026');
    expect(within(row).queryByRole('button', { name: /Copiar link/ })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(within(row).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Acesso aprovado para fulano@clinica.example.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/children/10/invitations/3/approve',
    ]);
  });

  it('Recusar asks first; Cancelar sends nothing; a refusal from the server shows in the dialog', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: 'Este convite não tem um pedido aguardando a sua resposta.' },
    };
    const { calls } = renderSection({
      [LIST]: () => ({
        body: {
          professionals: [],
          invitations: [answer.status === 200 ? { ...requested, status: 'declined' } : requested],
        },
      }),
      'POST /api/children/10/invitations/3/refuse': () => answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    let dialog = screen.getByRole('dialog', { name: 'Recusar o pedido de fulano@clinica.example?' });
    expect(dialog).toHaveTextContent('fulano@clinica.example não terá acesso a Lia.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    dialog = screen.getByRole('dialog', { name: 'Recusar o pedido de fulano@clinica.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este convite não tem um pedido aguardando a sua resposta.',
    );
    answer = { status: 200, body: { ok: true } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await screen.findByText('Pedido recusado.')).toBeInTheDocument();
    // The declined invitation stays in the list, as declined.
    const declined = (await screen.findByText('Convite para terapeuta@clinica.example')).closest('li')!;
    expect(declined).toHaveTextContent('Recusado');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gated, sampleChild, sampleTrial, stubSignedInParent as dashboard } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

describe('a double click never does a thing twice', () => {
  it("'Salvar' in the add-child dialog sends one request, locked while it runs", async () => {
    const { gate, release } = gated();
    const { calls } = dashboard({
      'POST /api/children': async (init) => {
        await gate;
        return { status: 201, body: sampleChild({ ...JSON.parse(String(init!.body)), id: 11 }) };
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar criança' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Théo');
    const save = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(save).toHaveTextContent('Salvando...');
    release();
    expect(await screen.findByText('Perfil de Théo criado.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/children');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toMatch(KEY);
  });

  it("'Remover perfil' removes once and the dialog closes", async () => {
    const { gate, release } = gated();
    let children = [sampleChild()];
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: children }),
      'DELETE /api/children/10': async () => {
        await gate;
        children = [];
        return { body: { ok: true } };
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Mais opções para Lia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Perfil' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover o perfil de Lia?' });
    const remove = within(confirm).getByRole('button', { name: 'Remover perfil' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Perfil de Lia removido.')).toBeInTheDocument();
    expect(screen.queryByText('Criança não encontrada.')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("'Enviar convite' sends one invitation", async () => {
    const { gate, release } = gated();
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'POST /api/professional/invite': async () => {
        await gate;
        return { status: 201, body: { invitation: invitation(), email: 'queued', link: null } };
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar profissional' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'dra.ana@clinica.com');
    const send = within(dialog).getByRole('button', { name: 'Enviar convite' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByText('Convite enviado para dra.ana@clinica.com.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/professional/invite')).toHaveLength(1);
  });

  it('the trial starts once', async () => {
    const { gate, release } = gated();
    const { calls } = dashboard({
      'GET /api/subscription': () => ({ body: null }),
      'POST /api/subscription/start-trial': async () => {
        await gate;
        return { body: { ...sampleTrial, trial_days_left: 7 } };
      },
    });
    renderRoute('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' });
    const start = within(dialog).getByRole('button', { name: 'Começar teste grátis de 7 dias' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(start).toHaveAttribute('aria-busy', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Agora não' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.path === '/api/subscription/start-trial');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toMatch(KEY);
  });

  it("'Aceito' on the terms is sent once", async () => {
    const { gate, release } = gated();
    let accepted = false;
    const { calls } = dashboard({
      'GET /api/terms/check': () => ({ body: { hasAccepted: accepted, terms_version: '1.0' } }),
      'GET /api/terms': () => ({ body: { version: '1.0', text: 'Termos curtos.' } }),
      'POST /api/terms/accept': async () => {
        await gate;
        accepted = true;
        return { body: { ok: true } };
      },
    });
    renderRoute('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
    // jsdom has no layout: the short text counts as read to the end once scrolled.
    fireEvent.scroll(within(dialog).getByTestId('terms-text'));
    const accept = within(dialog).getByRole('button', { name: 'Aceito' });
    await waitFor(() => expect(accept).toBeEnabled());
    fireEvent.click(accept);
    fireEvent.click(accept);
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'true'));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/terms/accept')).toHaveLength(1);
  });
});

describe('idempotency keys on creates', () => {
  it('a retried add-child sends the same key; a dialog opened anew sends a new one', async () => {
    let fail = true;
    const { calls } = dashboard({
      'POST /api/children': (init) => {
        if (fail) throw new TypeError('Failed to fetch');
        return { status: 201, body: sampleChild({ ...JSON.parse(String(init!.body)), id: 11 }) };
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar criança' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Théo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil de Théo criado.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar criança' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Bia');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil de Bia criado.')).toBeInTheDocument();

    const keys = calls.filter((c) => c.method === 'POST' && c.path === '/api/children').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(KEY);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a retried invitation sends the same key', async () => {
    let fail = true;
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'POST /api/professional/invite': () =>
        fail
          ? { status: 503, body: { error: 'x' } }
          : { status: 201, body: { invitation: invitation(), email: 'queued', link: null } },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar profissional' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'dra.ana@clinica.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao enviar convite');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para dra.ana@clinica.com.')).toBeInTheDocument();
    const keys = calls.filter((c) => c.path === '/api/professional/invite').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
  });
});

function invitation() {
  return {
    id: 1,
    professional_email: 'dra.ana@clinica.com',
    status: 'pending',
    child_ids: [10],
    expires_at: '2026-11-30T12:00:00.000Z',
  };
}

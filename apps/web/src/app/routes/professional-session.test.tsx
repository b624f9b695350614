import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProSession, stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { ACCESS_ENDED, ACCESS_ENDED_MESSAGE } from '@neurobridge/shared/api/professional';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const stored = sampleProSession(20, {
  start_time: '09:00',
  end_time: '10:30',
  duration_minutes: 90,
  session_type: 'follow_up',
  progress_summary: 'Avançou na atenção.',
});

describe('/professional/session/{id}', () => {
  it('shows every field, the duration and a link to the child', async () => {
    stubSignedInProfessional({ 'GET /api/professional/sessions/20': () => ({ body: stored }) });
    const { container } = renderRoute('/professional/session/20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessão de 20/11/2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lia' })).toHaveAttribute('href', '/professional/child/10');
    // The session's trials per goal (docs/product.md#session-trials).
    expect(screen.getByRole('link', { name: 'Registrar tentativas' })).toHaveAttribute(
      'href',
      '/professional/child/10/sessoes/20/tentativas',
    );
    const details = screen.getByText('Duração').closest('dl')!;
    expect(details).toHaveTextContent('09:00 – 10:30');
    expect(details).toHaveTextContent('1h 30min');
    expect(details).toHaveTextContent('Acompanhamento');
    expect(details).toHaveTextContent('Notas 20');
    expect(details).toHaveTextContent('Avançou na atenção.');
    await expectNoSeriousA11yViolations(container);
  });

  it('"Editar" sends only the changed fields, then shows the saved session', async () => {
    let current = stored;
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({ body: current }),
      'PATCH /api/professional/sessions/20': (init) => {
        current = { ...current, ...(JSON.parse(String(init!.body)) as object), duration_minutes: 120 };
        return { body: current };
      },
    });
    renderRoute('/professional/session/20');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Editar sessão' })).toBeInTheDocument();
    expect(screen.getByLabelText('Término')).toHaveValue('10:30');
    await userEvent.clear(screen.getByLabelText('Término'));
    await userEvent.type(screen.getByLabelText('Término'), '11:00');
    await userEvent.clear(screen.getByLabelText('Resumo do progresso'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alterações salvas.');
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toEqual({ end_time: '11:00', progress_summary: null });
    expect(screen.getByText('Duração').closest('dl')).toHaveTextContent('2h');
  });

  it('an edit refused by the server shows its message and stays open', async () => {
    stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({ body: stored }),
      'PATCH /api/professional/sessions/20': () => ({
        status: 400,
        body: { error: 'A data da sessão não pode ser depois de amanhã.' },
      }),
    });
    renderRoute('/professional/session/20');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await userEvent.selectOptions(screen.getByLabelText('Tipo de sessão'), 'group');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A data da sessão não pode ser depois de amanhã.');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  it('an edit after the access ended keeps the typed notes and says so; the page then says it too', async () => {
    stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({ body: stored }),
      'PATCH /api/professional/sessions/20': () => ({
        status: 403,
        body: { error: ACCESS_ENDED_MESSAGE, code: ACCESS_ENDED },
      }),
    });
    renderRoute('/professional/session/20');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const notes = screen.getByLabelText('Anotações da sessão');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'O que eu escrevi hoje.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Seu acesso a esta criança foi encerrado pela família\./,
    );
    expect(screen.getByLabelText('Anotações da sessão')).toHaveValue('O que eu escrevi hoje.');
    expect(screen.getByLabelText('Criança')).toHaveValue('10');
  });

  it('opening a session of a child whose access ended: the server says so, with a way back', async () => {
    stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({
        status: 403,
        body: { error: ACCESS_ENDED_MESSAGE, code: ACCESS_ENDED },
      }),
    });
    renderRoute('/professional/session/20');
    expect(await screen.findByRole('heading', { name: ACCESS_ENDED_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as sessões' })).toBeInTheDocument();
  });

  it('"Cancelar" in the edit form returns to the view without a request', async () => {
    const { calls } = stubSignedInProfessional({ 'GET /api/professional/sessions/20': () => ({ body: stored }) });
    renderRoute('/professional/session/20');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('"Excluir sessão" asks first, then deletes and goes to the list with a status', async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({ body: stored }),
      'DELETE /api/professional/sessions/20': () => ({ status: 204 }),
    });
    const { router } = renderRoute('/professional/session/20');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir sessão' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir esta sessão?' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir sessão' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/professional/sessions'));
    expect(await screen.findByText('Sessão excluída.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('an unknown session: "Sessão não encontrada." with a way back', async () => {
    stubSignedInProfessional({
      'GET /api/professional/sessions/99': () => ({ status: 404, body: { error: 'Sessão não encontrada.' } }),
    });
    renderRoute('/professional/session/99');
    expect(await screen.findByRole('heading', { name: 'Sessão não encontrada.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as sessões' })).toHaveAttribute(
      'href',
      '/professional/sessions',
    );
  });
});

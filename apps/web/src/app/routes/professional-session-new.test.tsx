import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sampleProChild,
  sampleProSession,
  stubSignedInProfessional,
} from '../../features/professional/professional-stubs';
import { ACCESS_ENDED, ACCESS_ENDED_MESSAGE } from '@neurobridge/shared/api/professional';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const twoChildren = () => ({ body: [sampleProChild(), sampleProChild({ id: 11, name: 'Théo' })] });

async function fillTimes(start: string, end: string) {
  await userEvent.type(screen.getByLabelText('Início'), start);
  await userEvent.type(screen.getByLabelText('Término'), end);
}

describe('/professional/session/new', () => {
  it('preselects ?child=, defaults the fields, and saves once with an idempotency key', async () => {
    const gate = gated();
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children': twoChildren,
      'POST /api/professional/sessions': async () => {
        await gate.gate;
        return { status: 201, body: sampleProSession(30, { child_id: 11, child_name: 'Théo' }) };
      },
      'GET /api/professional/sessions/30': () => ({ body: sampleProSession(30, { child_id: 11, child_name: 'Théo' }) }),
    });
    const { container, router } = renderRoute('/professional/session/new?child=11');
    expect(await screen.findByLabelText('Criança')).toHaveValue('11');
    expect((screen.getByLabelText('Data') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByLabelText('Tipo de sessão')).toHaveValue('individual');
    expect(screen.getByLabelText('Atividades realizadas')).toHaveValue(0);
    await expectNoSeriousA11yViolations(container);

    await fillTimes('14:00', '14:50');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de sessão'), 'assessment');
    await userEvent.type(screen.getByLabelText('Anotações da sessão'), 'Trabalhamos turnos.');
    const save = screen.getByRole('button', { name: 'Salvar sessão' });
    await userEvent.dblClick(save);
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    gate.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/professional/session/30'));
    expect(await screen.findByRole('status')).toHaveTextContent('Sessão registrada.');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[0]!.body).toMatchObject({
      child_id: 11,
      start_time: '14:00',
      end_time: '14:50',
      session_type: 'assessment',
      activities_completed: 0,
      session_notes: 'Trabalhamos turnos.',
      progress_summary: null,
    });
  });

  it("checks the fields with the contract's texts before sending", async () => {
    const { calls } = stubSignedInProfessional({ 'GET /api/professional/children': twoChildren });
    renderRoute('/professional/session/new');
    expect(await screen.findByLabelText('Criança')).toHaveValue('');
    await fillTimes('10:00', '09:00');
    await userEvent.clear(screen.getByLabelText('Atividades realizadas'));
    await userEvent.type(screen.getByLabelText('Atividades realizadas'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar sessão' }));
    expect(await screen.findByText('Criança inválida.')).toBeInTheDocument();
    expect(screen.getByText('O horário de término deve ser depois do horário de início.')).toBeInTheDocument();
    expect(screen.getByText('Atividades realizadas deve ser um número de 0 a 50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Término')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message as it is, and the connection text when offline", async () => {
    let offline = false;
    stubSignedInProfessional({
      'POST /api/professional/sessions': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { status: 404, body: { error: 'Criança não encontrada.' } };
      },
    });
    renderRoute('/professional/session/new?child=10');
    await screen.findByLabelText('Criança');
    await fillTimes('09:00', '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar sessão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Criança não encontrada.');
    offline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Salvar sessão' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.'));
  });

  it('the family ended the access while typing: the text stays and the form says so', async () => {
    let listed = [sampleProChild()];
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children': () => ({ body: listed }),
      'POST /api/professional/sessions': () => {
        listed = [];
        return { status: 403, body: { error: ACCESS_ENDED_MESSAGE, code: ACCESS_ENDED } };
      },
    });
    const { container } = renderRoute('/professional/session/new?child=10');
    await screen.findByLabelText('Criança');
    await fillTimes('09:00', '10:00');
    await userEvent.click(screen.getByLabelText('Anotações da sessão'));
    await userEvent.paste('Anotações longas da sessão.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar sessão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seu acesso a esta criança foi encerrado pela família. O que você digitou continua no formulário',
    );
    // The list is read again (the child left it), and the form with what was typed stays.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/professional/children')).toHaveLength(2));
    expect(screen.getByLabelText('Anotações da sessão')).toHaveValue('Anotações longas da sessão.');
    expect(screen.queryByText('Você ainda não tem crianças atribuídas.')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('the notes count as they are typed, and past 5000 are refused with the limit, never cut', async () => {
    const { calls } = stubSignedInProfessional();
    renderRoute('/professional/session/new?child=10');
    const notes = await screen.findByLabelText('Anotações da sessão');
    expect(notes).not.toHaveAttribute('maxLength');
    // The field's counter shows once the notes near the limit (components/ui/field.tsx).
    expect(notes).not.toHaveAccessibleDescription();
    await fillTimes('09:00', '10:00');
    await userEvent.type(notes, 'abc');
    await userEvent.paste('x'.repeat(4000));
    expect(notes).toHaveAccessibleDescription('4003 de 5000 caracteres');
    await userEvent.paste('x'.repeat(998));
    expect(notes).toHaveValue(`abc${'x'.repeat(4998)}`);
    expect(screen.getByText('5001 de 5000 caracteres: 1 a mais')).toBeInTheDocument();
    expect(screen.getByText('As anotações podem ter no máximo 5000 caracteres.')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar sessão' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(notes, '{Backspace}');
    expect(screen.getByText('5000 de 5000 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('As anotações podem ter no máximo 5000 caracteres.')).not.toBeInTheDocument();
  });

  it('without children: the message and no form', async () => {
    stubSignedInProfessional({ 'GET /api/professional/children': () => ({ body: [] }) });
    renderRoute('/professional/session/new');
    expect(await screen.findByText('Você ainda não tem crianças atribuídas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar sessão' })).not.toBeInTheDocument();
  });

  it('"Cancelar" goes back', async () => {
    stubSignedInProfessional();
    const { router } = renderRoute('/professional/session/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/professional-dashboard'));
  });
});

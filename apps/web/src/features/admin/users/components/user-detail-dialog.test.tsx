import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderWithProviders } from '../../../../test/render';
import { sampleAdminMe } from '../../shell/admin-stubs';
import { sampleAdminUser, sampleAdminUserDetail, usersPage } from '../users-stubs';
import { UsersScreen } from './users-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(detail = sampleAdminUserDetail(), overrides: Record<string, Handler> = {}) {
  const stub = stubFetch({
    // An owner: granting and revoking access are money (docs/product.md#admin-team).
    'GET /api/admin/me': () => ({ body: sampleAdminMe() }),
    'GET /api/admin/users': () => ({ body: usersPage([sampleAdminUser({ ...detail })]) }),
    'GET /api/admin/users/7': () => ({ body: detail }),
    ...overrides,
  });
  const view = renderWithProviders(
    <MemoryRouter>
      <UsersScreen />
    </MemoryRouter>,
  );
  return { ...stub, ...view };
}

async function openDetail() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ver detalhes de Ana Souza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Usuário' });
  await within(dialog).findByText('Estatísticas de uso');
  return dialog;
}

const value = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;

describe('the detail view (docs/product.md#admin-user-detail)', () => {
  it('shows every field with its defaults and formats, and has no axe violations', async () => {
    const { container } = open();
    const dialog = await openDetail();
    expect(value(dialog, 'Último acesso')).toBe('Nunca');
    expect(value(dialog, 'Data de cadastro')).toBe('01/10/2026');
    expect(value(dialog, 'Perfis de crianças')).toBe('2');
    expect(value(dialog, 'Atividades concluídas')).toBe('14');
    expect(value(dialog, 'Telefone')).toBe('(11) 99999-0000');
    expect(value(dialog, 'Data de nascimento')).toBe('Não informado');
    expect(value(dialog, 'Localização')).toBe('Não informado');
    expect(value(dialog, 'Assinatura')).toBe('Teste gratuito');
    expect(value(dialog, 'Idioma')).toBe('pt-BR');
    expect(value(dialog, 'Fuso horário')).toBe('America/Sao_Paulo');
    expect(value(dialog, 'ID Google')).toBe('subject-123');
    expect(value(dialog, 'Tempo total')).toBe('1h 35min');
    expect(value(dialog, 'Média por atividade')).toBe('7min');
    expect(within(dialog).getByRole('link', { name: 'Ver progresso detalhado' })).toHaveAttribute(
      'href',
      '/admin/user/7/progress',
    );
    await expectNoSeriousA11yViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows '0min' without activities, a granted plan's end, and no grant for a professional", async () => {
    open(
      sampleAdminUserDetail({
        total_time_spent: 0,
        average_time_per_activity: 0,
        last_login_date: '2026-11-20T15:00:00.000Z',
        subscription_type: 'admin_granted',
        subscription_status: 'active',
        subscription_end_date: '2027-11-24T12:00:00.000Z',
        role: 'professional',
      }),
    );
    const dialog = await openDetail();
    expect(value(dialog, 'Tempo total')).toBe('0min');
    expect(value(dialog, 'Média por atividade')).toBe('0min');
    expect(value(dialog, 'Último acesso')).toBe('20/11/2026');
    expect(value(dialog, 'Assinatura')).toBe('Acesso liberado (Admin) até 24/11/2027');
    expect(within(dialog).getByText('Admin')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Liberar Acesso Gratuito' })).not.toBeInTheDocument();
  });

  it('grants free access once for a double click and shows the new plan', async () => {
    const { gate, release } = gated();
    const { calls } = open(sampleAdminUserDetail(), {
      'POST /api/admin/users/7/grant-access': async () => {
        await gate;
        return {
          body: sampleAdminUserDetail({
            subscription_type: 'admin_granted',
            subscription_status: 'active',
            subscription_end_date: '2027-11-24T12:00:00.000Z',
          }),
        };
      },
    });
    const dialog = await openDetail();
    // Asked first; nothing is sent until confirmed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar Acesso Gratuito' }));
    expect(within(dialog).getByText(/Liberar o acesso gratuito de .* por 12 meses\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/users/7/grant-access')).toBe(false);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Liberar acesso' }));
    expect(within(dialog).getByRole('button', { name: 'Liberando...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('Acesso gratuito liberado por 12 meses!')).toBeInTheDocument();
    expect(value(dialog, 'Assinatura')).toBe('Acesso liberado (Admin) até 24/11/2027');
    const posts = calls.filter((c) => c.path === '/api/admin/users/7/grant-access');
    expect(posts).toEqual([expect.objectContaining({ body: { plan_type: 'admin_granted', duration_months: 12 } })]);
  });

  it.each([
    ['grant-access', 'Liberar Acesso Gratuito', 'Liberar acesso', 'Erro ao liberar acesso'],
    ['suspend', 'Suspender', 'Suspender conta', 'Erro ao suspender conta'],
  ])('says when %s fails', async (path, button, confirm, error) => {
    open(sampleAdminUserDetail(), {
      [`POST /api/admin/users/7/${path}`]: () => ({ status: 500, body: { error: 'x' } }),
    });
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    if (path === 'suspend') await userEvent.type(within(dialog).getByLabelText('Motivo da suspensão'), 'Abuso');
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it('suspends with a reason and reactivates from the detail, the record updated each time', async () => {
    const { calls } = open(sampleAdminUserDetail(), {
      'POST /api/admin/users/7/suspend': () => ({ body: sampleAdminUserDetail({ is_active: false }) }),
      'POST /api/admin/users/7/reactivate': () => ({ body: sampleAdminUserDetail({ is_active: true }) }),
    });
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    // The reason is required and limited, said beside it; nothing is sent without it.
    const reason = within(dialog).getByLabelText('Motivo da suspensão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Informe o motivo da suspensão.'));
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('no máximo 500 caracteres'));
    expect(calls.some((c) => c.path === '/api/admin/users/7/suspend')).toBe(false);
    await expectNoSeriousA11yViolations(dialog);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Uso indevido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(await screen.findByText('Conta suspensa com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/7/suspend')!.body).toEqual({ reason: 'Uso indevido' });
    expect(within(dialog).getByText('Suspenso')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Conta reativada com sucesso!')).toBeInTheDocument();
    expect(within(dialog).getByText('Ativo')).toBeInTheDocument();
  });

  it('revokes a grant after asking; cancelling asks nothing', async () => {
    const granted = { subscription_type: 'admin_granted', subscription_status: 'active' } as const;
    const { calls } = open(sampleAdminUserDetail(granted), {
      'POST /api/admin/users/7/revoke-access': () => ({
        body: sampleAdminUserDetail({ subscription_type: 'free', subscription_status: 'expired' }),
      }),
    });
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar acesso gratuito' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.path.endsWith('/revoke-access'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar acesso gratuito' }));
    expect(within(dialog).getByText(/O acesso termina agora/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar acesso' }));
    expect(await screen.findByText('Acesso gratuito revogado.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revogar acesso gratuito' })).toBeNull();
  });

  it('a support admin (no money) sees neither grant nor revoke, and keeps the other actions', async () => {
    const granted = { subscription_type: 'admin_granted', subscription_status: 'active' } as const;
    open(sampleAdminUserDetail(granted), {
      'GET /api/admin/me': () => ({ body: sampleAdminMe({ role: 'support' }) }),
    });
    const dialog = await openDetail();
    expect(within(dialog).getByRole('button', { name: 'Suspender' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Liberar Acesso Gratuito' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Revogar acesso gratuito' })).toBeNull();
  });

  it('sends an e-mail with the subject and message, and says so; an empty subject is refused first', async () => {
    const { calls } = open(sampleAdminUserDetail(), {
      'POST /api/admin/send-email': () => ({ body: { queued: true } }),
    });
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(within(dialog).getByText('O assunto é obrigatório.')).toBeInTheDocument();
    // A message over 5000 characters stays as typed and is refused beside it, with the limit.
    const body = within(dialog).getByLabelText('Mensagem');
    await userEvent.click(body);
    await userEvent.paste('m'.repeat(5001));
    await userEvent.type(within(dialog).getByLabelText('Assunto'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(body).toHaveValue('m'.repeat(5001));
    expect(body).toHaveAccessibleDescription(expect.stringContaining('A mensagem pode ter no máximo 5000 caracteres.'));
    expect(calls.some((c) => c.path === '/api/admin/send-email')).toBe(false);
    await userEvent.clear(body);
    await userEvent.clear(within(dialog).getByLabelText('Assunto'));
    await userEvent.type(within(dialog).getByLabelText('Assunto'), 'Sua conta');
    await userEvent.type(within(dialog).getByLabelText('Mensagem'), 'Olá!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(await screen.findByText('Email enviado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/send-email')?.body).toEqual({
      email: 'ana@example.com',
      template: 'admin_notification',
      data: { userName: 'Ana Souza', subject: 'Sua conta', message: 'Olá!' },
    });
    expect(within(dialog).getByLabelText('Assunto')).toHaveValue('');
  });

  it('says when the e-mail fails', async () => {
    open(sampleAdminUserDetail(), { 'POST /api/admin/send-email': () => ({ status: 500, body: { error: 'x' } }) });
    const dialog = await openDetail();
    await userEvent.type(within(dialog).getByLabelText('Assunto'), 'Oi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(await screen.findByText('Erro ao enviar email')).toBeInTheDocument();
  });

  it('opens the delete dialog from the detail', async () => {
    open();
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('dialog', { name: 'Excluir usuário' })).toBeInTheDocument();
  });
});

import {
  ADMIN_EMAIL_TAKEN,
  ADMIN_INVITATION_EMAIL_OFF,
  ADMIN_SUSPEND_REASON_MAX,
} from '@neurobridge/shared/api/admin-team';
import { LAST_OWNER } from '@neurobridge/shared/domain/admin-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { sampleInvitation, sampleMember, sampleTeam } from './team-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({ 'GET /api/admin/team': () => ({ body: sampleTeam }), ...routes });
}

const members = () => screen.getByRole('table', { name: 'Administradores' });
const invitations = () => screen.getByRole('table', { name: 'Convites' });
const row = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

describe('/admin/equipe (docs/product.md#admin-team-screens)', () => {
  it('lists the members and the invitations with their columns; the signed-in admin has no actions', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/equipe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipe' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Administradores' });
    expect(
      within(members())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuário', 'E-mail', 'Função', '2 etapas', 'Último acesso', 'Situação', 'Ações']);

    const me = row(members(), 'gestora');
    expect(me).toHaveTextContent('Você');
    expect(me).toHaveTextContent('Sem e-mail');
    expect(me).toHaveTextContent('Proprietário');
    expect(me).toHaveTextContent('Ativa');
    expect(me).toHaveTextContent('20/11/2026, 10:30');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();

    const ana = row(members(), 'suporte.ana');
    expect(ana).toHaveTextContent('ana@example.com');
    expect(ana).toHaveTextContent('Suporte');
    expect(ana).toHaveTextContent('Desativada');
    expect(ana).toHaveTextContent('Nunca');
    expect(ana).toHaveTextContent('Ativo');
    expect(within(ana).getByRole('button', { name: 'Mudar a função de suporte.ana' })).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Suspender suporte.ana' })).toBeInTheDocument();

    const rui = row(members(), 'conteudo.rui');
    expect(rui).toHaveTextContent('Suspenso');
    expect(rui).toHaveTextContent('Motivo: Saiu da equipe');
    expect(within(rui).getByRole('button', { name: 'Reativar conteudo.rui' })).toBeInTheDocument();
    expect(within(rui).queryByRole('button', { name: /Suspender/ })).not.toBeInTheDocument();

    expect(
      within(invitations())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['E-mail', 'Função', 'Situação', 'Entrega do e-mail', 'Expira em', 'Ações']);
    const bia = row(invitations(), 'bia@example.com');
    expect(bia).toHaveTextContent('Convidado por gestora');
    expect(bia).toHaveTextContent('Pendente');
    expect(bia).toHaveTextContent('Enviado');
    expect(bia).toHaveTextContent('27/11/2026, 09:00');
    expect(within(bia).getByRole('button', { name: 'Reenviar o convite para bia@example.com' })).toBeInTheDocument();
    expect(within(bia).getByRole('button', { name: 'Retirar o convite para bia@example.com' })).toBeInTheDocument();
    const old = row(invitations(), 'velho@example.com');
    expect(old).toHaveTextContent('Expirado');
    expect(old).toHaveTextContent('Falhou');
    expect(within(old).getByRole('button', { name: /Reenviar/ })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();
    const accepted = row(invitations(), 'aceito@example.com');
    expect(accepted).toHaveTextContent('Aceito');
    expect(accepted).toHaveTextContent('Ainda não enviado');
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();

    expect(calls.filter((c) => c.path === '/api/admin/team')).toHaveLength(1);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('says it is loading, then a failure with a retry', async () => {
    const { gate, release } = gated();
    let fail = true;
    stub({
      'GET /api/admin/team': async () => {
        await gate;
        return fail ? { status: 500, body: {} } : { body: sampleTeam };
      },
    });
    renderRoute('/admin/equipe');
    expect(await screen.findByText('Carregando a equipe...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Não foi possível carregar a equipe.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Administradores' })).toBeInTheDocument();
  });

  it('without invitations says so', async () => {
    stub({ 'GET /api/admin/team': () => ({ body: { members: [sampleMember()], invitations: [] } }) });
    const view = renderRoute('/admin/equipe');
    expect(await screen.findByText('Nenhum convite enviado ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Convites' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('“Convidar administrador”: e-mail and role as cards, refused beside each field, sent once', async () => {
    const { gate, release } = gated();
    let answer: 'taken' | 'ok' = 'taken';
    const { calls } = stub({
      'POST /api/admin/team/invitations': async (init) => {
        if (answer === 'taken')
          return { status: 409, body: { error: ADMIN_EMAIL_TAKEN, fields: { email: ADMIN_EMAIL_TAKEN } } };
        await gate;
        const body = JSON.parse(String(init!.body)) as { email: string; role: 'content' };
        return { status: 201, body: sampleInvitation({ id: 9, ...body, email_status: 'pending' }) };
      },
    });
    const view = renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar administrador' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar administrador' });
    expect(within(dialog).getByText(/O link vale por 7 dias/)).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['owner', 'support', 'content']);
    expect(within(dialog).getByRole('radio', { name: 'Suporte' })).toHaveAccessibleDescription(
      'Usuários, e-mails, IA, profissionais e relatórios (só leitura). Sem dinheiro e sem configurações.',
    );
    await expectNoSeriousA11yViolations(view.container);

    // Nothing chosen: both fields say what is missing, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha a função.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), '  Lia@Example.com ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Conteúdo' }));
    expect(within(dialog).queryByText('Escolha a função.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    // The server's refusal beside the e-mail.
    expect(await within(dialog).findByText(ADMIN_EMAIL_TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    answer = 'ok';
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Convite enviado para lia@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.path === '/api/admin/team/invitations');
    // The refused one, then one for the double click.
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({ email: 'lia@example.com', role: 'content' });
    // The list reloads after each answer, the refusal too (another owner may have acted first).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/team')).toHaveLength(3));
  });

  it('an invitation the server cannot send (its e-mail switched off) says why in the dialog', async () => {
    stub({
      'POST /api/admin/team/invitations': () => ({ status: 409, body: { error: ADMIN_INVITATION_EMAIL_OFF } }),
    });
    renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar administrador' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar administrador' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'lia@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Proprietário' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_INVITATION_EMAIL_OFF);
    expect(within(dialog).getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('“Mudar função”: a select and a confirm; the same role asks nothing; the last owner is refused in the dialog', async () => {
    let refuse = true;
    const { calls } = stub({
      'PATCH /api/admin/team/2': (init) => {
        if (refuse) return { status: 409, body: { error: LAST_OWNER } };
        const { role } = JSON.parse(String(init!.body)) as { role: 'owner' };
        return { body: sampleMember({ id: 2, username: 'suporte.ana', role }) };
      },
    });
    renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar a função de suporte.ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Mudar a função de suporte.ana' });
    expect(dialog).toHaveTextContent('Função atual: Suporte.');
    const select = within(dialog).getByLabelText('Nova função');
    expect(select).toHaveValue('support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mudar função' }));
    expect(within(dialog).getByText('Escolha uma função diferente da atual.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await userEvent.selectOptions(select, 'owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mudar função' }));
    expect(await within(dialog).findByText(LAST_OWNER)).toBeInTheDocument();

    refuse = false;
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Mudar função' }));
    expect(await screen.findByText('A função de suporte.ana agora é Proprietário.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1]!.body).toEqual({ role: 'owner' });
  });

  it('“Suspender” asks for the reason, refused beside the field, and suspends once', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      'POST /api/admin/team/2/suspend': async () => {
        await gate;
        return { body: sampleMember({ id: 2, username: 'suporte.ana', suspended_at: '2026-11-22T12:00:00.000Z' }) };
      },
    });
    const view = renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender suporte.ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender suporte.ana' });
    expect(dialog).toHaveTextContent('deixa de entrar na administração agora');
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Motivo');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(ADMIN_SUSPEND_REASON_MAX + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(
      within(dialog).getByText(`O motivo pode ter no máximo ${ADMIN_SUSPEND_REASON_MAX} caracteres.`),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/suspend'))).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Saiu da empresa');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByRole('button', { name: 'Suspendendo...' })).toBeDisabled();
    release();
    expect(await screen.findByText('suporte.ana foi suspenso.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.path.endsWith('/suspend'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ reason: 'Saiu da empresa' });
  });

  it('a refused suspension (the last owner) stays in the dialog', async () => {
    stub({ 'POST /api/admin/team/2/suspend': () => ({ status: 409, body: { error: LAST_OWNER } }) });
    renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender suporte.ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender suporte.ana' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Teste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_OWNER);
  });

  it('“Reativar” reactivates once and says so', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      'POST /api/admin/team/3/reactivate': async () => {
        await gate;
        return { body: sampleMember({ id: 3, username: 'conteudo.rui', role: 'content' }) };
      },
    });
    renderRoute('/admin/equipe');
    const button = await screen.findByRole('button', { name: 'Reativar conteudo.rui' });
    await userEvent.dblClick(button);
    release();
    expect(await screen.findByText('conteudo.rui foi reativado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/reactivate'))).toHaveLength(1);
  });

  it('“Reenviar” sends a new link once; “Retirar” asks first, and cancelling sends nothing', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      'POST /api/admin/team/invitations/5/resend': async () => {
        await gate;
        return { body: sampleInvitation({ email_status: 'pending' }) };
      },
      'POST /api/admin/team/invitations/5/withdraw': () => ({ body: sampleInvitation({ state: 'withdrawn' }) }),
    });
    const view = renderRoute('/admin/equipe');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Reenviar o convite para bia@example.com' }));
    release();
    expect(
      await screen.findByText('Convite reenviado para bia@example.com. O link anterior deixou de valer.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/resend'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retirar o convite para bia@example.com' }));
    let dialog = screen.getByRole('dialog', { name: 'Retirar o convite?' });
    expect(dialog).toHaveTextContent('O link enviado para bia@example.com deixa de funcionar.');
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.path.endsWith('/withdraw'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retirar o convite para bia@example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Retirar o convite?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Retirar convite' }));
    expect(await screen.findByText('Convite para bia@example.com retirado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/withdraw'))).toHaveLength(1);
  });

  it('a failed resend says so', async () => {
    stub({ 'POST /api/admin/team/invitations/4/resend': () => ({ status: 500, body: {} }) });
    renderRoute('/admin/equipe');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar o convite para velho@example.com' }));
    expect(await screen.findByText('Não foi possível reenviar o convite. Tente novamente.')).toBeInTheDocument();
  });
});

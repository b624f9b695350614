import {
  ADMIN_INVITATION_GONE,
  ADMIN_INVITATION_GONE_CODES,
  ADMIN_USERNAME_TAKEN,
} from '@neurobridge/shared/api/admin-team';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { ADMIN_REQUIRED_ANSWER } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const PATH = `/admin/convite/${TOKEN}`;
const API = `/api/admin/invitation/${TOKEN}`;
const WEAK =
  'A senha é fraca: parece uma palavra comum. Use ao menos 12 caracteres, sem palavras ou sequências comuns.';

const view = { email: 'bia@example.com', role: 'support', expires_at: '2026-11-27T12:00:00.000Z' };

/** No admin sign-in in this browser: every admin route says 401, the invitation's are public. */
function stub(routes: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/admin/me': () => ADMIN_REQUIRED_ANSWER,
    [`GET ${API}`]: () => ({ body: view }),
    ...routes,
  });
}

async function fill(username: string, password: string, confirm = password) {
  const user = screen.getByLabelText('Usuário');
  const pass = screen.getByLabelText('Senha');
  const again = screen.getByLabelText('Repita a senha');
  for (const [field, value] of [
    [user, username],
    [pass, password],
    [again, confirm],
  ] as const) {
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('/admin/convite/:token (docs/product.md#admin-team-screens)', () => {
  it('works without an admin sign-in: shows the e-mail and the role, and creates the account once', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      [`POST ${API}`]: async () => {
        await gate;
        return { status: 201, body: { username: 'bia.suporte' } };
      },
    });
    const page = renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar para a equipe da NeuroBridge' }),
    ).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe(PATH);
    expect(screen.getByText('bia@example.com')).toBeInTheDocument();
    expect(screen.getByText('Suporte')).toBeInTheDocument();
    expect(screen.getByText(/Sem dinheiro e sem configurações/)).toBeInTheDocument();
    expect(screen.getByText('O convite vale até 27/11/2026, 09:00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(/Use ao menos 12 caracteres/);
    // Not the admin layout: no 'Verificando o acesso...', no header.
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(page.container);

    await fill(' Bia.Suporte ', 'um jabuti lilás dança frevo');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByRole('button', { name: 'Criando...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conta criada' })).toBeInTheDocument();
    expect(screen.getByText(/Pronto, bia.suporte/)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ username: 'bia.suporte', password: 'um jabuti lilás dança frevo' });
    await expectNoSeriousA11yViolations(page.container);

    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Entrar na administração' })).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/admin/login');
  });

  it('checks the fields first (the contract’s texts, the two passwords alike), then marks the server’s', async () => {
    let answer: Handler = () => ({
      status: 409,
      body: { error: ADMIN_USERNAME_TAKEN, fields: { username: ADMIN_USERNAME_TAKEN } },
    });
    const { calls } = stub({ [`POST ${API}`]: (init, url) => answer(init, url) });
    renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Entrar para a equipe da NeuroBridge' });

    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(screen.getByText(/O usuário deve ter de 3 a 40 caracteres/)).toBeInTheDocument();
    expect(screen.getByText('Digite uma senha.')).toBeInTheDocument();

    await fill('bi', 'uma senha qualquer', 'outra senha');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await fill('bia', 'uma senha qualquer');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByText(ADMIN_USERNAME_TAKEN)).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('aria-invalid', 'true');

    answer = () => ({ status: 400, body: { error: WEAK, fields: { password: WEAK } } });
    await fill('bia2', 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Usuário')).not.toHaveAttribute('aria-invalid');

    answer = () => ({ status: 500, body: {} });
    await fill('bia3', 'um jabuti lilás dança frevo');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível criar sua conta. Tente novamente.');
  });

  it('a link that no longer works says so, why, and who to ask (410)', async () => {
    stub({
      [`GET ${API}`]: () => ({
        status: 410,
        body: { error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES.expired },
      }),
    });
    const page = renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este convite não vale mais' })).toBeInTheDocument();
    expect(screen.getByText('O prazo do link terminou.')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_INVITATION_GONE)).toBeInTheDocument();
    expect(screen.getByText(/Peça um novo convite a um proprietário da equipe/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(page.container);
  });

  it('withdrawn: says an owner withdrew it; used: offers “Entrar”', async () => {
    stub({
      [`GET ${API}`]: () => ({
        status: 410,
        body: { error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES.withdrawn },
      }),
    });
    const page = renderRoute(PATH);
    expect(await screen.findByText('Um proprietário da equipe retirou este convite.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    page.unmount();
    vi.unstubAllGlobals();
    stub({
      [`GET ${API}`]: () => ({
        status: 410,
        body: { error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES.accepted },
      }),
    });
    renderRoute(PATH);
    expect(await screen.findByText(/Este convite já foi usado para criar uma conta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/admin/login');
  });

  it('a malformed link is the same page (the server’s 400)', async () => {
    stubFetch({
      'GET /api/admin/invitation/curto': () => ({ status: 400, body: { error: ADMIN_INVITATION_GONE } }),
    });
    renderRoute('/admin/convite/curto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este convite não vale mais' })).toBeInTheDocument();
  });

  it('a link that stops working while the form is open (used meanwhile) shows the same page', async () => {
    stub({
      [`POST ${API}`]: () => ({
        status: 410,
        body: { error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES.accepted },
      }),
    });
    renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Entrar para a equipe da NeuroBridge' });
    await fill('bia', 'um jabuti lilás dança frevo');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Este convite não vale mais' })).toBeInTheDocument();
    expect(screen.getByText(/Este convite já foi usado para criar uma conta/)).toBeInTheDocument();
  });

  it('says it is opening, then a failure with a retry', async () => {
    const { gate, release } = gated();
    let fail = true;
    stub({
      [`GET ${API}`]: async () => {
        await gate;
        return fail ? { status: 500, body: {} } : { body: view };
      },
    });
    renderRoute(PATH);
    expect(await screen.findByText('Abrindo o convite...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Não foi possível abrir o convite.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Entrar para a equipe da NeuroBridge' }),
      ).toBeInTheDocument(),
    );
  });
});

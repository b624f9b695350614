import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminArea, stubAdminSignedOut } from '../../features/admin/shell/admin-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The token is in the HttpOnly cookie the server sets: the answer carries none.
const signedIn = () => ({
  body: { code_required: false, expires_at: '2026-11-25T00:00:00.000Z', setup_required: false },
});
const logins = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path === '/api/admin/login');

async function fill(username: string, password: string) {
  if (username) await userEvent.type(await screen.findByLabelText('Usuário'), username);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
}

describe('/admin/login (docs/product.md#admin-sign-in)', () => {
  it('signs in with username and password and opens the dashboard, keeping nothing in the tab', async () => {
    const { calls } = stubAdminSignedOut({ 'POST /api/admin/login': () => signedIn() });
    const view = renderRoute('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar na administração' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
    await fill('gestora', 'uma senha longa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    // Signed in because the server says so (`me`), not by anything a script could read.
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(calls.filter((c) => c.path === '/api/admin/me').length).toBeGreaterThanOrEqual(2);
    expect(logins(calls)).toEqual([
      expect.objectContaining({ body: { username: 'gestora', password: 'uma senha longa' } }),
    ]);
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = stubAdminSignedOut();
    renderRoute('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe usuário e senha.');
    await fill('gestora', '');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe usuário e senha.');
    expect(logins(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal, or “Credenciais inválidas”, and the network text', async () => {
    let answer: () => { status: number; body: unknown } = () => ({
      status: 401,
      body: { error: 'Credenciais inválidas' },
    });
    stubAdminSignedOut({ 'POST /api/admin/login': () => answer() });
    renderRoute('/admin/login');
    await fill('gestora', 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas');

    answer = () => ({
      status: 429,
      body: { error: 'Muitas tentativas deste dispositivo. Tente novamente em 2 minutos.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Muitas tentativas deste dispositivo. Tente novamente em 2 minutos.'),
    ).toBeInTheDocument();

    answer = () => ({ status: 500, body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Credenciais inválidas')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro de conexão. Tente novamente.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('asks for the code when the admin has a second factor, then signs in with it', async () => {
    const { calls } = stubAdminSignedOut({
      'POST /api/admin/login': (init) => {
        const body = JSON.parse(String(init!.body)) as { code?: string };
        if (!body.code) return { body: { code_required: true, expires_at: null, setup_required: false } };
        if (body.code !== '123456')
          return { status: 401, body: { error: 'Código inválido ou já usado. Tente novamente.' } };
        return signedIn();
      },
    });
    const view = renderRoute('/admin/login');
    await fill('gestora', 'uma senha longa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const code = await screen.findByLabelText('Código');
    expect(code).toHaveFocus();
    expect(
      screen.getByText('Os 6 dígitos do aplicativo autenticador, ou um código de recuperação.'),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Digite o código do aplicativo autenticador.');

    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou já usado. Tente novamente.');
    expect(code).toHaveValue('');

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
    expect(logins(calls).at(-1)).toMatchObject({
      body: { username: 'gestora', password: 'uma senha longa', code: '123456' },
    });
  });

  it('a double click signs in once, with a loading state', async () => {
    const { gate, release } = gated();
    const { calls } = stubAdminSignedOut({
      'POST /api/admin/login': async () => {
        await gate;
        return signedIn();
      },
    });
    renderRoute('/admin/login');
    await fill('gestora', 'uma senha longa');
    const button = screen.getByRole('button', { name: 'Entrar' });
    await userEvent.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
    expect(logins(calls)).toHaveLength(1);
  });

  it('a browser the server knows as signed in goes straight to the dashboard', async () => {
    stubAdminArea();
    const view = renderRoute('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

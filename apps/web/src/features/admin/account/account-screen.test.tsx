import { INVALID_CODE, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '@neurobridge/shared/api/admin-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { sampleAdminMe, stubAdminArea } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QR_ALT = 'Código QR da conta NeuroBridge para o aplicativo autenticador';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NEW_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
const otpauth = (secret: string) => `otpauth://totp/NeuroBridge:bia?secret=${secret}&issuer=NeuroBridge`;
const codes = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}aa-bbbb${i}`);

function stub(me: Record<string, unknown> = {}, routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/me': () => ({
      body: sampleAdminMe({ username: 'bia', email: 'bia@example.com', role: 'support', ...me }),
    }),
    ...routes,
  });
}

const typeCode = async (label: string, code: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, code);
};

describe('/admin/conta (docs/product.md#admin-account)', () => {
  it('says who the admin is on the team, the second factor and how many recovery codes are left', async () => {
    stub({ recovery_codes_left: 7 });
    const view = renderRoute('/admin/conta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    const who = screen.getByRole('heading', { name: 'Quem é você na equipe' }).parentElement!;
    expect(who).toHaveTextContent('bia');
    expect(who).toHaveTextContent('bia@example.com');
    expect(who).toHaveTextContent('Suporte');
    expect(who).toHaveTextContent('Sem dinheiro e sem configurações');
    expect(screen.getByRole('heading', { name: /Verificação em duas etapas/ })).toHaveTextContent('Ativa');
    expect(screen.getByText('Códigos de recuperação restantes: 7 de 10.')).toBeInTheDocument();
    expect(screen.queryByText(/Restam poucos/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Senha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('few or no recovery codes left: says to make new ones', async () => {
    stub({ recovery_codes_left: 2 });
    const view = renderRoute('/admin/conta');
    expect(
      await screen.findByText('Restam poucos códigos de recuperação. Gere novos e guarde-os.'),
    ).toBeInTheDocument();
    view.unmount();
    stub({ recovery_codes_left: 0 });
    renderRoute('/admin/conta');
    expect(
      await screen.findByText('Você não tem mais códigos de recuperação. Gere novos e guarde-os.'),
    ).toBeInTheDocument();
  });

  it('the first admin has no e-mail: says so', async () => {
    stub({ email: null, role: 'owner' });
    renderRoute('/admin/conta');
    expect(await screen.findByText('Sem e-mail (primeiro administrador)')).toBeInTheDocument();
    expect(screen.getByText('Proprietário')).toBeInTheDocument();
  });

  it('“Trocar senha”: the contract’s checks, then the server’s beside its field; changed once', async () => {
    const { gate, release } = gated();
    let answer: Handler = () => ({
      status: 400,
      body: { error: WRONG_CURRENT_PASSWORD, fields: { current_password: WRONG_CURRENT_PASSWORD } },
    });
    const { calls } = stub({}, { 'POST /api/admin/password': (init, url) => answer(init, url) });
    renderRoute('/admin/conta');
    const submit = await screen.findByRole('button', { name: 'Trocar senha' });
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(/Use ao menos 12 caracteres/);

    await userEvent.click(submit);
    expect(screen.getByText('Digite a senha atual.')).toBeInTheDocument();
    expect(screen.getByText('Digite a nova senha.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Senha atual'), 'a senha de antes');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'um jabuti lilás dança frevo');
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'um jabuti lilás dança samba');
    await userEvent.click(submit);
    expect(screen.getByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/password')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Repita a nova senha'));
    await userEvent.type(screen.getByLabelText('Repita a nova senha'), 'um jabuti lilás dança frevo');
    await userEvent.click(submit);
    expect(await screen.findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');

    answer = () => ({ status: 400, body: { error: SAME_PASSWORD, fields: { new_password: SAME_PASSWORD } } });
    await userEvent.click(submit);
    expect(await screen.findByText(SAME_PASSWORD)).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');

    answer = async () => {
      await gate;
      return { status: 204 };
    };
    await userEvent.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Trocando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Senha trocada. Suas outras sessões foram encerradas.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.path === '/api/admin/password');
    expect(posts).toHaveLength(3);
    expect(posts[2]!.body).toEqual({
      current_password: 'a senha de antes',
      new_password: 'um jabuti lilás dança frevo',
    });
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('');
  });

  it('“Gerar novos códigos”: a current code, then the new codes shown once; the count follows', async () => {
    let left = 3;
    const { calls } = stub(
      {},
      {
        'GET /api/admin/me': () => ({
          body: sampleAdminMe({ username: 'bia', role: 'support', recovery_codes_left: left }),
        }),
        'POST /api/admin/totp/recovery-codes': (init) => {
          if (JSON.parse(String(init!.body)).code !== '123456') return { status: 400, body: { error: INVALID_CODE } };
          left = 10;
          return { body: { recovery_codes: codes('n') } };
        },
      },
    );
    const view = renderRoute('/admin/conta');
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar novos códigos' }));
    expect(screen.getByRole('heading', { name: 'Gerar novos códigos de recuperação' })).toBeInTheDocument();
    // Cancelling asks nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Gerar novos códigos de recuperação' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novos códigos' }));

    await typeCode('Código do aplicativo', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar códigos' }));
    expect(screen.getByText('Digite o código de 6 dígitos do aplicativo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/totp/recovery-codes')).toEqual([]);
    await typeCode('Código do aplicativo', '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar códigos' }));
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    expect(screen.getByLabelText('Código do aplicativo')).toHaveValue('');
    await expectNoSeriousA11yViolations(view.container);

    await typeCode('Código do aplicativo', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar códigos' }));
    expect(await screen.findByRole('heading', { name: 'Novos códigos de recuperação' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes('n'));
    expect(screen.getByRole('button', { name: 'Copiar códigos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar códigos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    // Shown once: gone, and the count says 10.
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
    expect(await screen.findByText('Códigos de recuperação restantes: 10 de 10.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/totp/recovery-codes')).toHaveLength(2);
  });

  it('“Trocar o aplicativo autenticador”: current code → the new app’s QR code and key → its code → new recovery codes', async () => {
    const { calls } = stub(
      {},
      {
        'POST /api/admin/totp/change': (init) =>
          JSON.parse(String(init!.body)).code === '111111'
            ? { body: { secret: NEW_SECRET, otpauth_url: otpauth(NEW_SECRET) } }
            : { status: 400, body: { error: INVALID_CODE } },
        'POST /api/admin/totp/confirm': (init) =>
          JSON.parse(String(init!.body)).code === '222222'
            ? { body: { recovery_codes: codes('t') } }
            : { status: 400, body: { error: INVALID_CODE } },
      },
    );
    const view = renderRoute('/admin/conta');
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar o aplicativo autenticador' }));
    expect(screen.getByText(/O aplicativo atual continua valendo/)).toBeInTheDocument();
    await typeCode('Código do aplicativo atual', '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    await typeCode('Código do aplicativo atual', '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    const qr = await screen.findByRole('img', { name: QR_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret')).toHaveAttribute('data-secret', NEW_SECRET);
    expect(screen.getByText('KRSX G5CT MVRX EZLU KRSX G5CT MVRX EZLU')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);

    await typeCode('Código do aplicativo', '333333');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    await typeCode('Código do aplicativo', '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Aplicativo autenticador trocado' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Códigos de recuperação' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByRole('button', { name: 'Trocar o aplicativo autenticador' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/totp/change').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '111111' },
    ]);
  });

  it('without the second factor: the same set-up as the dashboard’s, with the QR code beside the key', async () => {
    let enabled = false;
    const { calls } = stub(
      {},
      {
        'GET /api/admin/me': () => ({
          body: sampleAdminMe({
            username: 'bia',
            role: 'support',
            totp_enabled: enabled,
            recovery_codes_left: enabled ? 10 : 0,
          }),
        }),
        'POST /api/admin/totp/setup': () => ({ body: { secret: SECRET, otpauth_url: otpauth(SECRET) } }),
        'POST /api/admin/totp/confirm': () => {
          enabled = true;
          return { body: { recovery_codes: codes('s') } };
        },
      },
    );
    const view = renderRoute('/admin/conta');
    expect(await screen.findByRole('heading', { name: 'Proteja sua conta' })).toBeInTheDocument();
    // Outside production the password can be changed meanwhile.
    expect(screen.getByRole('heading', { name: 'Senha' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    const qr = await screen.findByRole('img', { name: QR_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
    await typeCode('Código do aplicativo', '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas ativada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Verificação em duas etapas/ })).toHaveTextContent('Ativa'),
    );
    expect(screen.getByText('Códigos de recuperação restantes: 10 de 10.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/totp/confirm')).toHaveLength(1);
  });
});

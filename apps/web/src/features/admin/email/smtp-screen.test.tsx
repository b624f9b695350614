import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { ADMIN_REQUIRED_ANSWER, sampleAdminMe, stubAdminArea } from '../shell/admin-stubs';
import { blankSmtpSettings, sampleSmtpSettings, sampleTemplates } from './email-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/smtp': () => ({ body: sampleSmtpSettings() }),
    'GET /api/admin/email-templates': () => ({ body: { templates: sampleTemplates } }),
    'POST /api/admin/smtp': (init) => ({ body: sampleSmtpSettings(JSON.parse(String(init!.body))) }),
    'POST /api/admin/email-templates': () => ({ body: { templates: sampleTemplates } }),
    ...routes,
  });
}

const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));

describe('/admin/smtp (docs/product.md#admin-smtp)', () => {
  it(
    'shows the saved settings, keeps the masked password, and saves settings, then templates, then reloads',
    { timeout: 15_000 },
    async () => {
      const { calls } = stub();
      const view = renderRoute('/admin/smtp');
      expect(await screen.findByRole('heading', { level: 1, name: 'Servidor de e-mail' })).toBeInTheDocument();
      const password = await screen.findByLabelText('Senha');
      expect(password).toHaveValue('••••••••1234');
      expect(password).toHaveAttribute('type', 'password');
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
      expect(password).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByLabelText('Servidor SMTP')).toHaveValue('smtp.exemplo.com');
      expect(screen.getByLabelText('Porta')).toHaveValue('587');
      expect(screen.getByLabelText('Conexão segura')).toBeChecked();
      expect(screen.getByLabelText('Conexão segura')).toHaveAccessibleDescription(/STARTTLS/);
      expect(screen.getByLabelText('Ativar envio')).toBeChecked();
      expect(screen.getByText('Envio ativo: os e-mails saem por smtp.exemplo.com.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver e-mails enviados' })).toHaveAttribute('href', '/admin/emails');
      // The hints panel.
      const hints = screen.getByRole('region', { name: 'Configurações comuns' });
      expect(hints).toHaveTextContent('smtp.gmail.com');
      expect(hints).toHaveTextContent('O Gmail exige uma senha de app');
      expect(hints).toHaveTextContent('smtp.office365.com');
      expect(hints).toHaveTextContent('Amazon SES');
      expect(hints).toHaveTextContent('Porta 465');
      await expectNoSeriousA11yViolations(view.container);

      // A template switched off, the sender renamed.
      const invitation = screen.getByRole('switch', { name: 'Convite para profissional' });
      expect(invitation).toHaveAccessibleDescription(
        'Enviado ao profissional convidado por uma família, com o link do convite.',
      );
      await userEvent.click(invitation);
      await userEvent.clear(screen.getByLabelText('Nome do remetente'));
      await userEvent.type(screen.getByLabelText('Nome do remetente'), 'Clínica Azul');
      const before = calls.length;
      await save();
      expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
      await waitFor(() =>
        expect(calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
          'POST /api/admin/smtp',
          'POST /api/admin/email-templates',
          'GET /api/admin/smtp',
          'GET /api/admin/email-templates',
        ]),
      );
      const [settings, templates] = posts(calls);
      expect(settings!.body).toEqual({
        smtp_host: 'smtp.exemplo.com',
        smtp_port: 587,
        smtp_user: 'envios@exemplo.com',
        smtp_password: '••••••••1234',
        smtp_secure: true,
        from_name: 'Clínica Azul',
        from_email: 'nao-responda@exemplo.com',
        is_active: true,
      });
      expect(templates!.body).toEqual({
        templates: [
          { template_type: 'professional_invitation', is_enabled: false },
          { template_type: 'payment_confirmed', is_enabled: true },
        ],
      });
    },
  );

  it('a port that is not a number goes as 587; a typed password replaces the masked one', async () => {
    const { calls } = stub();
    renderRoute('/admin/smtp');
    const port = await screen.findByLabelText('Porta');
    await userEvent.clear(port);
    await userEvent.type(port, 'abc');
    const password = screen.getByLabelText('Senha');
    await userEvent.clear(password);
    await userEvent.type(password, 'senha-de-app-nova');
    await save();
    await screen.findByText('Configurações salvas com sucesso!');
    expect(posts(calls)[0]!.body).toMatchObject({ smtp_port: 587, smtp_password: 'senha-de-app-nova' });
    await waitFor(() => expect(screen.getByLabelText('Porta')).toHaveValue('587'));
  });

  it('asks for host, port, user, password and sender e-mail before sending anything', async () => {
    const { calls } = stub({ 'GET /api/admin/smtp': () => ({ body: blankSmtpSettings }) });
    renderRoute('/admin/smtp');
    expect(
      await screen.findByText(
        'Nenhum servidor de e-mail configurado: os e-mails esperam na fila. Fora de produção, leia-os em “E-mails enviados”.',
      ),
    ).toBeInTheDocument();
    // Defaults before anything is saved.
    expect(screen.getByLabelText('Porta')).toHaveValue('587');
    expect(screen.getByLabelText('Nome do remetente')).toHaveValue('NeuroBridge');
    await userEvent.clear(screen.getByLabelText('Porta'));
    await userEvent.type(screen.getByLabelText('Porta'), '70000');
    await save();
    // Each refusal beside its field, the focus on the first one, and no toast.
    await vi.waitFor(() => expect(screen.getByLabelText('Servidor SMTP')).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Servidor SMTP')).toHaveAccessibleDescription(
      'Informe o servidor SMTP: um nome ou endereço sem espaços, de até 255 caracteres.',
    );
    expect(screen.getByText('A porta deve ser um número de 1 a 65535.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription(
      'Informe o usuário do servidor SMTP (até 255 caracteres).',
    );
    expect(screen.getByText('Informe a senha do servidor SMTP (até 500 caracteres).')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail do remetente')).toHaveAccessibleDescription(
      'Informe um e-mail de remetente válido.',
    );
    expect(posts(calls)).toEqual([]);
  });

  it('keeps a 10,000-character user as typed and refuses it beside the field, with the limit (docs/product.md#admin-smtp)', async () => {
    const { calls } = stub();
    renderRoute('/admin/smtp');
    const user = await screen.findByLabelText('Usuário');
    expect(user).not.toHaveAttribute('maxlength');
    await userEvent.clear(user);
    await userEvent.click(user);
    await userEvent.paste('u'.repeat(10_000));
    expect(user).toHaveValue('u'.repeat(10_000));
    expect(user).toHaveAccessibleDescription(expect.stringContaining('10000 de 255 caracteres: 9745 a mais'));
    await save();
    expect(user).toHaveAccessibleDescription(
      expect.stringContaining('Informe o usuário do servidor SMTP (até 255 caracteres).'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByText('Configurações salvas com sucesso!')).toBeNull();
  });

  it('marks the fields the server refuses beside them, without a toast', async () => {
    stub({
      'POST /api/admin/smtp': () => ({
        status: 400,
        body: {
          error: 'Porta não permitida. Use 25, 465, 587 ou 2525.',
          fields: { smtp_port: 'Porta não permitida. Use 25, 465, 587 ou 2525.' },
        },
      }),
    });
    renderRoute('/admin/smtp');
    await screen.findByLabelText('Porta');
    await save();
    await vi.waitFor(() => expect(screen.getByLabelText('Porta')).toHaveFocus());
    expect(screen.getByLabelText('Porta')).toHaveAccessibleDescription(expect.stringContaining('Porta não permitida'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the templates wait for the settings: a refused save stops there', async () => {
    const { calls } = stub({
      'POST /api/admin/smtp': () => ({
        status: 400,
        body: { error: 'Apague a senha mascarada e digite a senha completa.' },
      }),
    });
    renderRoute('/admin/smtp');
    await screen.findByLabelText('Senha');
    await save();
    expect(await screen.findByText('Apague a senha mascarada e digite a senha completa.')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/admin/smtp']);
  });

  it.each([
    [{ status: 500, body: {} }, 'Erro ao salvar configurações SMTP'],
    [null, 'Erro de comunicação com servidor'],
  ])('a settings save that fails says so (%j)', async (answer, text) => {
    stub({
      'POST /api/admin/smtp': () => {
        if (!answer) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    renderRoute('/admin/smtp');
    await screen.findByLabelText('Senha');
    await save();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: {} }, 'Configurações SMTP salvas. Erro ao salvar templates de email'],
    [
      { status: 400, body: { error: 'Modelo de e-mail desconhecido.' } },
      'Configurações SMTP salvas. Modelo de e-mail desconhecido.',
    ],
    [null, 'Configurações SMTP salvas. Erro ao conectar com servidor (templates)'],
  ])('settings saved but templates failed: the partial success (%j)', async (answer, text) => {
    const { calls } = stub({
      'POST /api/admin/email-templates': () => {
        if (!answer) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    renderRoute('/admin/smtp');
    const invitation = await screen.findByRole('switch', { name: 'Convite para profissional' });
    await userEvent.click(invitation);
    await save();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Configurações salvas com sucesso!')).not.toBeInTheDocument();
    // The switch stays as set, to be saved again.
    expect(screen.getByRole('switch', { name: 'Convite para profissional' })).not.toBeChecked();
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/admin/smtp', '/api/admin/email-templates']);
  });

  it('with no templates only the settings are saved', async () => {
    const { calls } = stub({ 'GET /api/admin/email-templates': () => ({ body: { templates: [] } }) });
    renderRoute('/admin/smtp');
    expect(await screen.findByText('Nenhum modelo de e-mail.')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/admin/smtp']);
  });

  it('the test box: disabled while empty, then sends the settings on the screen, unsaved', async () => {
    const { calls } = stub({
      'POST /api/admin/smtp/test': (init) =>
        JSON.parse(String(init!.body)).test_email === 'falha@exemplo.com'
          ? {
              body: {
                success: false,
                message: 'Erro ao enviar email de teste',
                detail: 'connect ECONNREFUSED 127.0.0.1:2525',
              },
            }
          : { body: { success: true, message: 'Email de teste enviado com sucesso!', detail: null } },
    });
    const view = renderRoute('/admin/smtp');
    const box = await screen.findByRole('region', { name: 'E-mail de teste' });
    const send = within(box).getByRole('button', { name: 'Enviar e-mail de teste' });
    const to = within(box).getByLabelText('Enviar o teste para');
    expect(send).toBeDisabled();
    expect(to).toHaveAccessibleDescription('Digite um email para o teste');
    await userEvent.type(to, '   ');
    expect(send).toBeDisabled();
    await userEvent.clear(to);
    await userEvent.type(to, 'eu@exemplo.com');
    expect(send).toBeEnabled();
    expect(within(box).queryByText('Digite um email para o teste')).not.toBeInTheDocument();

    const host = screen.getByLabelText('Servidor SMTP');
    await userEvent.clear(host);
    await userEvent.type(host, 'smtp.novo.com');
    await userEvent.click(send);
    expect(await within(box).findByText('Email de teste enviado com sucesso!')).toBeInTheDocument();
    const test = calls.find((c) => c.path === '/api/admin/smtp/test')!;
    expect(test.body).toEqual({
      test_email: 'eu@exemplo.com',
      settings: expect.objectContaining({ smtp_host: 'smtp.novo.com', smtp_password: '••••••••1234' }),
    });
    // Nothing was saved.
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/smtp')).toBe(false);
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.clear(to);
    await userEvent.type(to, 'falha@exemplo.com');
    await userEvent.click(send);
    expect(await within(box).findByText('Erro ao enviar email de teste')).toBeInTheDocument();
    expect(
      within(box).getByText('Resposta do servidor de e-mail: connect ECONNREFUSED 127.0.0.1:2525'),
    ).toBeInTheDocument();
  });

  it('the test e-mail waits for valid settings and shows a refusal', async () => {
    const { calls } = stub({
      'GET /api/admin/smtp': () => ({ body: blankSmtpSettings }),
      'POST /api/admin/smtp/test': () => ({ status: 400, body: { error: 'Informe um e-mail válido para o teste.' } }),
    });
    renderRoute('/admin/smtp');
    const box = await screen.findByRole('region', { name: 'E-mail de teste' });
    await userEvent.type(within(box).getByLabelText('Enviar o teste para'), 'x@y');
    await userEvent.click(within(box).getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(await screen.findByText('Corrija os campos destacados.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/smtp/test')).toBe(false);
    await userEvent.type(screen.getByLabelText('Servidor SMTP'), 'localhost');
    await userEvent.type(screen.getByLabelText('Usuário'), 'u');
    await userEvent.type(screen.getByLabelText('Senha'), 'p');
    await userEvent.type(screen.getByLabelText('E-mail do remetente'), 'a@b.com');
    await userEvent.click(within(box).getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(await within(box).findByText('Informe um e-mail válido para o teste.')).toBeInTheDocument();
  });

  it('SMTP_URL: the connection is shown locked and sent back as read; sender and sending stay editable', async () => {
    const locked = sampleSmtpSettings({
      locked: true,
      smtp_host: 'smtp.env.com',
      smtp_port: 465,
      smtp_password: '••••••••9999',
    });
    const { calls } = stub({ 'GET /api/admin/smtp': () => ({ body: locked }) });
    const view = renderRoute('/admin/smtp');
    const host = await screen.findByLabelText('Servidor SMTP');
    for (const field of [
      host,
      screen.getByLabelText('Porta'),
      screen.getByLabelText('Usuário'),
      screen.getByLabelText('Senha'),
      screen.getByLabelText('Conexão segura'),
    ]) {
      expect(field).toBeDisabled();
    }
    expect(host).toHaveAccessibleDescription('Definido no ambiente do servidor (SMTP_URL)');
    expect(screen.getByLabelText('Nome do remetente')).toBeEnabled();
    const active = screen.getByLabelText('Ativar envio');
    expect(active).toBeEnabled();
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(active);
    await save();
    await screen.findByText('Configurações salvas com sucesso!');
    expect(posts(calls)[0]!.body).toMatchObject({
      smtp_host: 'smtp.env.com',
      smtp_port: 465,
      smtp_password: '••••••••9999',
      is_active: false,
    });
  });

  it('says when sending is paused', async () => {
    stub({ 'GET /api/admin/smtp': () => ({ body: sampleSmtpSettings({ is_active: false, delivery: 'paused' }) }) });
    renderRoute('/admin/smtp');
    expect(
      await screen.findByText('Envio pausado: os e-mails esperam na fila até o envio ser ativado.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ativar envio')).not.toBeChecked();
  });

  it('a sign-in gone before the save (the server answers 401): the text, then /admin/login', async () => {
    let ended = false;
    const { calls } = stub({
      'GET /api/admin/me': () => (ended ? ADMIN_REQUIRED_ANSWER : { body: sampleAdminMe() }),
      'POST /api/admin/smtp': () => {
        ended = true;
        return ADMIN_REQUIRED_ANSWER;
      },
    });
    const view = renderRoute('/admin/smtp');
    await screen.findByLabelText('Senha');
    await save();
    expect(await screen.findByText('Token de autenticação não encontrado. Faça login novamente.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/login'));
    // The templates are not saved after the refused settings.
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/admin/smtp']);
  });

  it('a failed load with a retry', async () => {
    let fail = true;
    stub({
      'GET /api/admin/email-templates': () =>
        fail ? { status: 500, body: {} } : { body: { templates: sampleTemplates } },
    });
    renderRoute('/admin/smtp');
    expect(
      await screen.findByText('Não foi possível carregar as configurações de e-mail.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Senha')).toBeInTheDocument();
  });
});

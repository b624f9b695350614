import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  access_token: '••••••••',
  public_key: '',
  success_url: 'https://neurobridge.example/payment/success',
  failure_url: '',
  webhook_url: '',
  notification_url: '',
  webhook_secret: '',
  sandbox_mode: 'false',
  locked: { access_token: false, public_key: false, webhook_secret: false },
  payments: { active: false, mode: 'demo', reason: 'Falta o Webhook Secret.' },
  ...overrides,
});
const ACTIVE = { active: true, mode: 'mercado_pago', reason: null };
const plan = (name: string, price: number, enabled = true) => ({
  name,
  price,
  currency: 'BRL',
  billing_cycle: 'a cada período',
  description: '',
  enabled,
});
const plans = {
  quarterly: plan('Plano Trimestral', 149),
  biannual: plan('Plano Semestral', 264),
  annual: plan('Plano Anual', 396),
};

const SAVE = '/api/admin/mercado-pago';
const sentSettings = (init: RequestInit | undefined) =>
  (JSON.parse(String(init!.body)) as { settings: Record<string, unknown> }).settings;
const saves = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls
    .filter((c) => c.method === 'PUT' && c.path === SAVE)
    .map(
      (c) => c.body as { settings: Record<string, unknown>; plans: Record<string, unknown> & { confirm?: boolean } },
    );

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/mercado-pago-settings': () => ({ body: settings() }),
    'GET /api/admin/mercado-pago-plans': () => ({ body: plans }),
    'PUT /api/admin/mercado-pago': (init) => ({
      body: { settings: settings(sentSettings(init)), plans },
    }),
    ...routes,
  });
}

describe('/admin/mercado-pago (docs/product.md#admin-mercado-pago)', () => {
  it('shows the masked settings and the three plans, and saves them in one request', { timeout: 20_000 }, async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/mercado-pago');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercado Pago' })).toBeInTheDocument();
    const token = await screen.findByLabelText('Access Token');
    expect(token).toHaveValue('••••••••');
    expect(token).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar Access Token' }));
    expect(token).toHaveAttribute('type', 'text');
    expect(screen.getByRole('radio', { name: 'Produção' })).toBeChecked();
    expect(screen.getByLabelText('URL de sucesso')).toHaveAttribute('type', 'url');
    const annual = screen.getByRole('group', { name: 'Anual' });
    const price = within(annual).getByLabelText('Preço (R$)');
    expect(price).toHaveValue(396);
    expect(price).toHaveAttribute('step', '0.01');
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.click(screen.getByRole('radio', { name: 'Sandbox' }));
    await userEvent.clear(price);
    await userEvent.type(price, '359.90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações do Mercado Pago salvas com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([SAVE]);
    expect(saves(calls)[0]).toMatchObject({
      settings: { access_token: '••••••••', sandbox_mode: 'true' },
      plans: { annual: { name: 'Plano Anual', price: 359.9, enabled: true } },
    });
  });

  it('shows environment fields locked and does not send them', async () => {
    const { calls } = stub({
      'GET /api/admin/mercado-pago-settings': () => ({
        body: settings({
          access_token: '••••••••',
          webhook_secret: '••••••••',
          locked: { access_token: true, public_key: false, webhook_secret: true },
          payments: ACTIVE,
        }),
      }),
    });
    renderRoute('/admin/mercado-pago');
    const token = await screen.findByLabelText('Access Token');
    expect(token).toBeDisabled();
    expect(screen.getByLabelText('Webhook Secret')).toBeDisabled();
    expect(screen.getAllByText('Definido no ambiente do servidor')).toHaveLength(2);
    expect(screen.getByText('Pagamentos ativos pelo Mercado Pago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Configurações do Mercado Pago salvas com sucesso!');
    const body = saves(calls)[0]!.settings;
    expect(body).not.toHaveProperty('access_token');
    expect(body).not.toHaveProperty('webhook_secret');
  });

  it('says whether payments are live, and saves the Webhook Secret (docs/product.md#admin-mercado-pago)', async () => {
    const { calls } = stub({
      'PUT /api/admin/mercado-pago': (init) => ({
        body: { settings: settings({ ...sentSettings(init), webhook_secret: '••••••••', payments: ACTIVE }), plans },
      }),
    });
    const view = renderRoute('/admin/mercado-pago');
    const demo = await screen.findByText(
      'Modo de demonstração: configure Access Token e Webhook Secret para cobrar de verdade',
    );
    expect(demo.closest('[role="status"]')).toHaveTextContent('Falta o Webhook Secret.');
    const secret = screen.getByLabelText('Webhook Secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar Webhook Secret' }));
    expect(secret).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar Webhook Secret' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.type(secret, 'segredo-novo-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações do Mercado Pago salvas com sucesso!')).toBeInTheDocument();
    expect(saves(calls)[0]!.settings).toMatchObject({ webhook_secret: 'segredo-novo-5678' });
    expect(screen.getByText('Pagamentos ativos pelo Mercado Pago')).toBeInTheDocument();
    expect(screen.queryByText('Falta o Webhook Secret.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Webhook Secret')).toHaveValue('••••••••');
  });

  it('tests the connection, and asks for a token first when there is none', async () => {
    const { calls } = stub({
      'GET /api/admin/mercado-pago-settings': () => ({ body: settings({ access_token: '' }) }),
      'POST /api/admin/mercado-pago-test': () => ({
        body: { success: true, message: 'Conexão com Mercado Pago testada com sucesso!' },
      }),
    });
    renderRoute('/admin/mercado-pago');
    const test = await screen.findByRole('button', { name: 'Testar conexão' });
    await userEvent.click(test);
    // Said beside the field it is about, not in a toast.
    const field = screen.getByLabelText('Access Token');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Configure o Access Token primeiro'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.path === '/api/admin/mercado-pago-test')).toBe(false);
    await userEvent.type(field, 'APP_USR-typed');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(test);
    expect(await screen.findByText('Conexão com Mercado Pago testada com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/mercado-pago-test')!.body).toEqual({
      access_token: 'APP_USR-typed',
    });
  });

  it('asks to confirm a price of 0 and sends the whole screen again with confirm', async () => {
    const { calls } = stub({
      'PUT /api/admin/mercado-pago': (init) =>
        (JSON.parse(String(init!.body)) as { plans: { confirm?: boolean } }).plans.confirm
          ? { body: { settings: settings(sentSettings(init)), plans } }
          : { status: 409, body: { error: 'Um plano com preço R$ 0,00 libera o acesso sem pagamento.' } },
    });
    renderRoute('/admin/mercado-pago');
    const price = within(await screen.findByRole('group', { name: 'Trimestral' })).getByLabelText('Preço (R$)');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Um plano com preço R$ 0,00 libera o acesso sem pagamento.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar mesmo assim' }));
    expect(await screen.findByText('Configurações do Mercado Pago salvas com sucesso!')).toBeInTheDocument();
    // Nothing was saved by the first request: the confirmation sends the settings and the plans together.
    expect(saves(calls).map((b) => [b.plans.confirm, b.settings.sandbox_mode])).toEqual([
      [undefined, 'false'],
      [true, 'false'],
    ]);
  });

  it('marks every field the server refused beside it, with no toast, and clears a mark when edited', async () => {
    stub({
      'PUT /api/admin/mercado-pago': () => ({
        status: 400,
        body: {
          error: 'O nome do plano deve ter de 1 a 60 caracteres.',
          fields: {
            'settings.success_url':
              'Informe um endereço completo começando com http:// ou https:// (até 500 caracteres).',
            'plans.quarterly.name': 'O nome do plano deve ter de 1 a 60 caracteres.',
            'plans.annual.price': 'O preço deve ser um número de 0 a 100000 com no máximo 2 casas decimais.',
          },
        },
      }),
    });
    const view = renderRoute('/admin/mercado-pago');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const name = within(screen.getByRole('group', { name: 'Trimestral' })).getByLabelText('Nome');
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('O nome do plano deve ter de 1 a 60 caracteres.'));
    const url = screen.getByLabelText('URL de sucesso');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(url).toHaveFocus());
    const price = within(screen.getByRole('group', { name: 'Anual' })).getByLabelText('Preço (R$)');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('no máximo 2 casas decimais'));
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.type(name, 'x');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses what the contract refuses before any request, with the contract's texts beside the fields", async () => {
    const { calls } = stub();
    renderRoute('/admin/mercado-pago');
    const url = await screen.findByLabelText('URL de falha');
    await userEvent.type(url, 'pagamento/falhou');
    const price = within(screen.getByRole('group', { name: 'Anual' })).getByLabelText('Preço (R$)');
    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining('começando com http:// ou https://'));
    expect(price).toHaveAccessibleDescription(expect.stringContaining('no máximo 2 casas decimais'));
    await vi.waitFor(() => expect(url).toHaveFocus());
    expect(saves(calls)).toEqual([]);
    // Fixed, the screen saves.
    await userEvent.clear(url);
    await userEvent.type(price, '399.90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect((saves(calls)[0]!.plans.annual as { price: number }).price).toBe(399.9);
  });

  it('shows a name over its limit as typed, with a counter, instead of cutting it', async () => {
    stub();
    renderRoute('/admin/mercado-pago');
    const name = within(await screen.findByRole('group', { name: 'Anual' })).getByLabelText('Nome');
    expect(name).not.toHaveAttribute('maxlength');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(70));
    expect(name).toHaveValue('N'.repeat(70));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('70 de 60 caracteres: 10 a mais'));
  });

  it("says 'Erro ao salvar configurações' when a call fails, and the server's text on a 400", async () => {
    let status = 500;
    stub({
      'PUT /api/admin/mercado-pago': () => ({
        status,
        body: { error: 'O nome do plano deve ter de 1 a 60 caracteres.' },
      }),
    });
    renderRoute('/admin/mercado-pago');
    const save = await screen.findByRole('button', { name: 'Salvar' });
    await userEvent.click(save);
    expect(await screen.findByText('Erro ao salvar configurações')).toBeInTheDocument();
    status = 400;
    await userEvent.click(save);
    expect(await screen.findByText('O nome do plano deve ter de 1 a 60 caracteres.')).toBeInTheDocument();
  });

  it('a failed load with a retry', async () => {
    let fail = true;
    stub({
      'GET /api/admin/mercado-pago-plans': () => (fail ? { status: 500, body: {} } : { body: plans }),
    });
    renderRoute('/admin/mercado-pago');
    expect(
      await screen.findByText('Não foi possível carregar as configurações do Mercado Pago.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Access Token')).toBeInTheDocument();
  });
});

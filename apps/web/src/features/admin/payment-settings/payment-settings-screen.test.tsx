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
  access_token: '••••••••9876',
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

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/mercado-pago-settings': () => ({ body: settings() }),
    'GET /api/admin/mercado-pago-plans': () => ({ body: plans }),
    'POST /api/admin/mercado-pago-settings': (init) => ({
      body: settings(JSON.parse(String(init!.body)) as Record<string, unknown>),
    }),
    'POST /api/admin/mercado-pago-plans': () => ({ body: plans }),
    ...routes,
  });
}

describe('/admin/mercado-pago (docs/product.md#admin-mercado-pago)', () => {
  it('shows the masked settings and the three plans, and saves settings then plans', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/mercado-pago');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercado Pago' })).toBeInTheDocument();
    const token = await screen.findByLabelText('Access Token');
    expect(token).toHaveValue('••••••••9876');
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
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/api/admin/mercado-pago-settings', '/api/admin/mercado-pago-plans']);
    expect(posts[0]!.body).toMatchObject({ access_token: '••••••••9876', sandbox_mode: 'true' });
    expect(posts[1]!.body).toMatchObject({ annual: { name: 'Plano Anual', price: 359.9, enabled: true } });
  });

  it('shows environment fields locked and does not send them', async () => {
    const { calls } = stub({
      'GET /api/admin/mercado-pago-settings': () => ({
        body: settings({
          access_token: '••••••••1111',
          webhook_secret: '••••••••2222',
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
    const body = calls.find((c) => c.path === '/api/admin/mercado-pago-settings' && c.method === 'POST')!.body;
    expect(body).not.toHaveProperty('access_token');
    expect(body).not.toHaveProperty('webhook_secret');
  });

  it('says whether payments are live, and saves the Webhook Secret (docs/product.md#admin-mercado-pago)', async () => {
    const { calls } = stub({
      'POST /api/admin/mercado-pago-settings': (init) => {
        const sent = JSON.parse(String(init!.body)) as Record<string, unknown>;
        return { body: settings({ ...sent, webhook_secret: '••••••••5678', payments: ACTIVE }) };
      },
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
    expect(calls.find((c) => c.path === '/api/admin/mercado-pago-settings' && c.method === 'POST')!.body).toMatchObject(
      { webhook_secret: 'segredo-novo-5678' },
    );
    expect(screen.getByText('Pagamentos ativos pelo Mercado Pago')).toBeInTheDocument();
    expect(screen.queryByText('Falta o Webhook Secret.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Webhook Secret')).toHaveValue('••••••••5678');
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
    expect(await screen.findByText('Configure o Access Token primeiro')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/mercado-pago-test')).toBe(false);
    await userEvent.type(screen.getByLabelText('Access Token'), 'APP_USR-typed');
    await userEvent.click(test);
    expect(await screen.findByText('Conexão com Mercado Pago testada com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/mercado-pago-test')!.body).toEqual({
      access_token: 'APP_USR-typed',
    });
  });

  it('asks to confirm a price of 0 and saves the plans again with confirm', async () => {
    const { calls } = stub({
      'POST /api/admin/mercado-pago-plans': (init) =>
        (JSON.parse(String(init!.body)) as { confirm?: boolean }).confirm
          ? { body: plans }
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
    const planPosts = calls.filter((c) => c.path === '/api/admin/mercado-pago-plans' && c.method === 'POST');
    expect(planPosts.map((c) => (c.body as { confirm?: boolean }).confirm)).toEqual([undefined, true]);
    // The settings were saved once, before the question.
    expect(calls.filter((c) => c.path === '/api/admin/mercado-pago-settings' && c.method === 'POST')).toHaveLength(1);
  });

  it("says 'Erro ao salvar configurações' when a call fails, and the server's text on a 400", async () => {
    let status = 500;
    stub({
      'POST /api/admin/mercado-pago-plans': () => ({
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (id: number, prompt: string, response: string, category = 'greeting') => ({
  id,
  prompt,
  response,
  category,
  created_at: '2026-11-24T12:00:00.000Z',
});

const SETTINGS = {
  api_key: '••••••••',
  model: 'o4-mini',
  temperature: 1,
  max_tokens: 500,
  system_prompt: 'Você é um assistente educacional amigável.',
  locked: { api_key: false },
  active: true,
};

function stubAi(routes: Record<string, Handler> = {}, settings: Record<string, unknown> = SETTINGS) {
  let items = [item(1, 'Oi', 'Olá! 😊')];
  let nextId = 2;
  return stubAdminArea({
    'GET /api/admin/ai-training': () => ({ body: { items } }),
    'POST /api/admin/ai-training': (init) => {
      const created = { ...item(nextId++, '', ''), ...JSON.parse(String(init!.body)) };
      items = [created, ...items];
      return { status: 201, body: created };
    },
    'PUT /api/admin/ai-training/1': (init) => {
      items = items.map((i) => (i.id === 1 ? { ...i, ...JSON.parse(String(init!.body)) } : i));
      return { body: items.find((i) => i.id === 1) };
    },
    'DELETE /api/admin/ai-training/1': () => {
      items = items.filter((i) => i.id !== 1);
      return { body: { message: 'Item removido com sucesso!' } };
    },
    'GET /api/admin/ai-settings': () => ({ body: settings }),
    'POST /api/admin/ai-settings': (init) => ({
      body: { ...settings, ...JSON.parse(String(init!.body)), api_key: SETTINGS.api_key },
    }),
    'POST /api/admin/ai-test': () => ({ body: { response: 'Olá! Eu sou o assistente.', source: 'offline' } }),
    ...routes,
  });
}

const posts = (calls: { method: string; path: string; body?: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('/admin/ai-bot (docs/product.md#admin-ai-bot)', () => {
  it('three tabs, moved between with the arrow keys', { timeout: 15_000 }, async () => {
    stubAi();
    const view = renderRoute('/admin/ai-bot');
    const tablist = await screen.findByRole('tablist', { name: 'Seções do assistente' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Dados de treino', 'Configurações', 'Testar']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Dados de treino' })).toBeVisible();
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Configurações' })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Olá! 😊')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it(
    'adds an item (button waits for both texts), newest first, the form back to greeting; edits and removes one',
    { timeout: 20_000 },
    async () => {
      const { calls } = stubAi();
      renderRoute('/admin/ai-bot');
      const panel = await screen.findByRole('tabpanel', { name: 'Dados de treino' });
      const add = within(panel).getByRole('button', { name: 'Adicionar item' });
      expect(add).toBeDisabled();
      const category = within(panel).getByLabelText('Categoria');
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Saudação', 'Educacional', 'Motivacional', 'Ajuda', 'Social', 'Emocional']);
      await userEvent.type(within(panel).getByLabelText('Pergunta'), '   ');
      await userEvent.type(within(panel).getByLabelText('Resposta'), 'Azul');
      expect(add).toBeDisabled();
      await userEvent.type(within(panel).getByLabelText('Pergunta'), 'Qual a cor do céu?');
      await userEvent.selectOptions(category, 'Educacional');
      expect(add).toBeEnabled();
      await userEvent.click(add);
      expect(await screen.findByText('Item de treinamento adicionado com sucesso!')).toBeInTheDocument();
      expect(posts(calls, '/api/admin/ai-training')[0]!.body).toEqual({
        prompt: 'Qual a cor do céu?',
        response: 'Azul',
        category: 'educational',
      });
      const list = within(panel).getByRole('list');
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Qual a cor do céu?');
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Educacional');
      expect(within(panel).getByLabelText('Pergunta')).toHaveValue('');
      expect(category).toHaveValue('greeting');

      // Edit.
      await userEvent.click(within(panel).getByRole('button', { name: 'Editar item: Oi' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar item de treino' });
      await userEvent.clear(within(dialog).getByLabelText('Resposta'));
      await userEvent.type(within(dialog).getByLabelText('Resposta'), 'Oi, tudo bem?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Item de treinamento atualizado com sucesso!')).toBeInTheDocument();
      expect(await within(list).findByText('Oi, tudo bem?')).toBeInTheDocument();

      // Remove, after confirming.
      await userEvent.click(within(panel).getByRole('button', { name: 'Remover item: Oi' }));
      const confirm = screen.getByRole('dialog', { name: 'Remover item de treino?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
      expect(await screen.findByText('Item removido com sucesso!')).toBeInTheDocument();
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    },
  );

  it('refuses texts over their limit beside the field, and names the buttons of a long item briefly', async () => {
    const long = 'Como lidar com uma crise na escola '.repeat(300);
    const { calls } = stubAi({
      'GET /api/admin/ai-training': () => ({ body: { items: [item(1, long, 'Resposta')] } }),
    });
    const view = renderRoute('/admin/ai-bot');
    const panel = await screen.findByRole('tabpanel', { name: 'Dados de treino' });
    const edit = await within(panel).findByRole('button', { name: /^Editar item: / });
    expect(edit).toHaveAccessibleName('Editar item: Como lidar com uma crise na escola Como…');
    expect(
      within(panel)
        .getByRole('button', { name: /^Remover item: / })
        .getAttribute('aria-label')!.length,
    ).toBeLessThan(60);

    const prompt = within(panel).getByLabelText('Pergunta');
    await userEvent.click(prompt);
    await userEvent.paste('p'.repeat(10_000));
    expect(prompt).toHaveValue('p'.repeat(10_000));
    await userEvent.type(within(panel).getByLabelText('Resposta'), 'Olá');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adicionar item' }));
    expect(prompt).toHaveAccessibleDescription(
      expect.stringContaining('A pergunta pode ter no máximo 500 caracteres.'),
    );
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, '/api/admin/ai-training')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoSeriousA11yViolations(view.container);
  });

  it(
    'settings: a system prompt over 4000 characters is refused beside the field, not cut',
    { timeout: 20_000 },
    async () => {
      const { calls } = stubAi();
      renderRoute('/admin/ai-bot');
      await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
      const panel = screen.getByRole('tabpanel', { name: 'Configurações' });
      const prompt = await within(panel).findByLabelText('Prompt do sistema');
      await userEvent.clear(prompt);
      await userEvent.click(prompt);
      await userEvent.paste('s'.repeat(4001));
      expect(prompt).toHaveValue('s'.repeat(4001));
      await userEvent.click(within(panel).getByRole('button', { name: 'Salvar configurações' }));
      expect(prompt).toHaveAccessibleDescription(
        expect.stringContaining('O prompt do sistema pode ter no máximo 4000 caracteres.'),
      );
      expect(posts(calls, '/api/admin/ai-settings')).toHaveLength(0);
    },
  );

  it('a failed add shows the spec’s text', async () => {
    stubAi({ 'POST /api/admin/ai-training': () => ({ status: 500, body: {} }) });
    renderRoute('/admin/ai-bot');
    const panel = await screen.findByRole('tabpanel', { name: 'Dados de treino' });
    await userEvent.type(within(panel).getByLabelText('Pergunta'), 'Oi');
    await userEvent.type(within(panel).getByLabelText('Resposta'), 'Olá');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Erro ao salvar item de treinamento')).toBeInTheDocument();
  });

  it(
    'settings: masked key kept, o-models fix the temperature at 1, max tokens 100–2000',
    { timeout: 20_000 },
    async () => {
      const { calls } = stubAi();
      renderRoute('/admin/ai-bot');
      await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
      const panel = screen.getByRole('tabpanel', { name: 'Configurações' });
      const key = await within(panel).findByLabelText('Chave da API');
      expect(key).toHaveAttribute('type', 'password');
      expect(key).toHaveValue('••••••••');
      await userEvent.click(within(panel).getByRole('button', { name: 'Mostrar Chave da API' }));
      expect(key).toHaveAttribute('type', 'text');
      const slider = within(panel).getByRole('slider');
      expect(slider).toBeDisabled();
      expect(slider).toHaveValue('1');
      expect(slider).toHaveAttribute('step', '0.1');
      expect(within(panel).getByText('Os modelos da série o usam sempre a temperatura 1.')).toBeInTheDocument();
      const model = within(panel).getByLabelText('Modelo');
      expect(
        within(model)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['o4-mini', 'o3', 'gpt-4.1']);
      await userEvent.selectOptions(model, 'gpt-4.1');
      expect(slider).toBeEnabled();
      await userEvent.selectOptions(model, 'o3');
      expect(slider).toBeDisabled();

      const tokens = within(panel).getByLabelText('Máximo de tokens');
      await userEvent.clear(tokens);
      await userEvent.type(tokens, '2001');
      await userEvent.click(within(panel).getByRole('button', { name: 'Salvar configurações' }));
      expect(
        await within(panel).findByText('O máximo de tokens deve ser um número inteiro de 100 a 2000.'),
      ).toBeInTheDocument();
      expect(posts(calls, '/api/admin/ai-settings')).toHaveLength(0);
      await userEvent.clear(tokens);
      await userEvent.type(tokens, '800');
      await userEvent.click(within(panel).getByRole('button', { name: 'Salvar configurações' }));
      expect(await screen.findByText('Configurações da IA salvas com sucesso!')).toBeInTheDocument();
      expect(posts(calls, '/api/admin/ai-settings')[0]!.body).toEqual({
        api_key: '••••••••',
        model: 'o3',
        temperature: 1,
        max_tokens: 800,
        system_prompt: 'Você é um assistente educacional amigável.',
      });
    },
  );

  it('settings: a gpt model keeps its temperature in steps of 0.1; a key from the environment is locked and never sent', async () => {
    const { calls } = stubAi({}, { ...SETTINGS, model: 'gpt-4.1', temperature: 0.7, locked: { api_key: true } });
    renderRoute('/admin/ai-bot');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
    const panel = screen.getByRole('tabpanel', { name: 'Configurações' });
    expect(await within(panel).findByLabelText('Chave da API')).toBeDisabled();
    const slider = within(panel).getByRole('slider');
    expect(slider).toHaveValue('0.7');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(within(panel).getByText('Temperatura: 0,7')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Configurações da IA salvas com sucesso!')).toBeInTheDocument();
    const body = posts(calls, '/api/admin/ai-settings')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('api_key');
    expect(body.temperature).toBe(0.7);
  });

  it('test: a blank message asks for one; the reply shows with who wrote it', async () => {
    const { calls } = stubAi();
    renderRoute('/admin/ai-bot');
    await userEvent.click(await screen.findByRole('tab', { name: 'Testar' }));
    const panel = screen.getByRole('tabpanel', { name: 'Testar' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Testar' }));
    expect(within(panel).getByText('Digite uma mensagem para testar')).toBeInTheDocument();
    expect(posts(calls, '/api/admin/ai-test')).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText('Mensagem de teste'), 'Oi');
    await userEvent.click(within(panel).getByRole('button', { name: 'Testar' }));
    expect(await within(panel).findByText('Olá! Eu sou o assistente.')).toBeInTheDocument();
    expect(within(panel).getByText(/Respondido pelo assistente offline/)).toBeInTheDocument();
    expect(posts(calls, '/api/admin/ai-test')[0]!.body).toEqual({ message: 'Oi' });
  });
});

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

const STORED = {
  ai_chat_enabled: 'true',
  report_generation_enabled: 'true',
  max_children_per_user: '5',
  terms_version: '1.0',
  terms_versions: ['1.0', '2.0'],
};

function stubSettings(save?: Handler, stored: Record<string, unknown> = STORED) {
  let current = { ...stored };
  return stubAdminArea({
    'GET /api/admin/app-settings': () => ({ body: current }),
    'POST /api/admin/app-settings':
      save ??
      ((init) => {
        current = { ...current, ...JSON.parse(String(init!.body)) };
        return { body: current };
      }),
  });
}

const posts = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/app-settings');

describe('/admin/app-settings (docs/product.md#admin-app-settings)', () => {
  it(
    'shows the stored settings; Salvar waits for a change, then saves all four once and says so',
    { timeout: 15_000 },
    async () => {
      const { calls } = stubSettings();
      const view = renderRoute('/admin/app-settings');
      expect(await screen.findByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeInTheDocument();
      const chat = await screen.findByRole('switch', { name: 'Chat com IA' });
      expect(chat).toHaveAttribute('aria-checked', 'true');
      expect(chat).toHaveAccessibleDescription('Permite que as famílias conversem com o assistente de IA.');
      expect(screen.getByRole('switch', { name: 'Geração de relatórios' })).toHaveAttribute('aria-checked', 'true');
      const limit = screen.getByLabelText('Máximo de crianças por responsável');
      expect(limit).toHaveValue('5');
      expect(
        within(limit)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1', '3', '5', '10', 'Ilimitado']);
      expect(screen.getByLabelText('Versão dos termos')).toHaveValue('1.0');
      expect(screen.getByText(/todos os usuários precisarão aceitar os termos de novo/)).toBeInTheDocument();
      const save = screen.getByRole('button', { name: 'Salvar' });
      expect(save).toBeDisabled();
      expect(screen.getByText('Nenhuma alteração para salvar.')).toBeInTheDocument();
      await expectNoSeriousA11yViolations(view.container);

      await userEvent.click(chat);
      expect(chat).toHaveAttribute('aria-checked', 'false');
      await userEvent.selectOptions(limit, 'Ilimitado');
      expect(screen.getByText('Há alterações não salvas.')).toBeInTheDocument();
      expect(save).toBeEnabled();
      await userEvent.dblClick(save);
      expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]!.body).toEqual({
        ai_chat_enabled: 'false',
        report_generation_enabled: 'true',
        max_children_per_user: 'unlimited',
        terms_version: '1.0',
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
      expect(screen.getByRole('switch', { name: 'Chat com IA' })).toHaveAttribute('aria-checked', 'false');
    },
  );

  it('switching a toggle back leaves nothing to save; Descartar undoes the edits', async () => {
    stubSettings();
    renderRoute('/admin/app-settings');
    const reports = await screen.findByRole('switch', { name: 'Geração de relatórios' });
    await userEvent.click(reports);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await userEvent.click(reports);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Máximo de crianças por responsável'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(screen.getByLabelText('Máximo de crianças por responsável')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('a new terms version is confirmed first; Cancelar sends nothing', { timeout: 15_000 }, async () => {
    const { calls } = stubSettings();
    const view = renderRoute('/admin/app-settings');
    const version = await screen.findByLabelText('Versão dos termos');
    await userEvent.clear(version);
    await userEvent.type(version, '2.0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar a versão dos termos?' });
    expect(dialog).toHaveTextContent('Todos os usuários precisarão aceitar os termos de novo.');
    expect(dialog).toHaveTextContent('Versão atual: 1.0. Nova versão: 2.0.');
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mudar e salvar' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls).map((c) => (c.body as { terms_version: string }).terms_version)).toEqual(['2.0']);
  });

  it('refuses a version without a text before asking, and an empty one', async () => {
    const { calls } = stubSettings();
    renderRoute('/admin/app-settings');
    const version = await screen.findByLabelText('Versão dos termos');
    await userEvent.clear(version);
    await userEvent.type(version, '3.0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(version).toHaveAccessibleDescription(
      expect.stringContaining(
        'Não existe texto dos termos para a versão 3.0. Publique o texto antes de mudar a versão.',
      ),
    );
    expect(version).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.clear(version);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('A versão dos termos é obrigatória.')).toBeInTheDocument();
    // Over its limit the contract's own text says so, not that the version has no text.
    await userEvent.click(version);
    await userEvent.paste('2'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(version).toHaveAccessibleDescription(
      expect.stringContaining('A versão dos termos pode ter no máximo 20 caracteres.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's 4xx text, or 'Erro ao salvar configurações' for anything else", async () => {
    let answer = { status: 400, body: { error: 'Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.' } };
    stubSettings(() => answer);
    renderRoute('/admin/app-settings');
    await userEvent.selectOptions(await screen.findByLabelText('Máximo de crianças por responsável'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.',
    );
    answer = { status: 500, body: { error: 'boom' } };
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(screen.getByLabelText('Máximo de crianças por responsável')).toHaveValue('10');
  });

  it('a refusal the server names on a field is said beside it, not above the button', async () => {
    const refusal = 'A versão dos termos pode ter no máximo 20 caracteres.';
    stubSettings(() => ({ status: 400, body: { error: refusal, fields: { terms_version: refusal } } }));
    renderRoute('/admin/app-settings');
    const version = await screen.findByLabelText('Versão dos termos');
    await userEvent.clear(version);
    await userEvent.type(version, '2.0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mudar e salvar' }));
    await waitFor(() => expect(version).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(version).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while saving, Salvar is busy and another click sends nothing', async () => {
    let answer = () => {};
    const { calls } = stubSettings(
      (init) =>
        new Promise((resolve) => (answer = () => resolve({ body: { ...STORED, ...JSON.parse(String(init!.body)) } }))),
    );
    renderRoute('/admin/app-settings');
    await userEvent.selectOptions(await screen.findByLabelText('Máximo de crianças por responsável'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const busy = await screen.findByRole('button', { name: 'Salvando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    answer();
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByLabelText('Máximo de crianças por responsável')).toHaveValue('3');
  });

  it('loading, then a load failure with a retry', async () => {
    let fail = true;
    stubAdminArea({
      'GET /api/admin/app-settings': () => (fail ? { status: 500, body: {} } : { body: STORED }),
    });
    renderRoute('/admin/app-settings');
    expect(await screen.findByText('Não foi possível carregar as configurações.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Chat com IA' })).toBeInTheDocument();
  });

  it('a stored limit outside the choices shows as it is until changed', async () => {
    stubSettings(undefined, { ...STORED, max_children_per_user: '0' });
    renderRoute('/admin/app-settings');
    const limit = await screen.findByLabelText('Máximo de crianças por responsável');
    expect(limit).toHaveValue('0');
    expect(within(limit).getByRole('option', { name: '0 (valor atual)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

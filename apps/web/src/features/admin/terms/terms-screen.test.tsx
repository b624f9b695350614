import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import type { Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { TERMS_DRAFT_KEY } from './terms-draft';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const HASH_10 = 'a1b2c3d4e5f6'.padEnd(64, '0');
const HASH_11 = 'ffeeddccbbaa'.padEnd(64, '1');

const V10 = {
  version: '1.0',
  title: null,
  summary: null,
  published_at: null,
  published_by: null,
  text_hash: HASH_10,
  acceptances: 1234,
  current: false,
};
const V11 = {
  version: '1.1',
  title: 'Termos de Uso e Privacidade',
  summary: 'Mudou o contato.',
  published_at: '2026-11-20T13:00:00.000Z',
  published_by: 'gestora',
  text_hash: HASH_11,
  acceptances: 56,
  current: true,
};

function stubTerms(routes: Record<string, Handler> = {}) {
  let versions = [V11, V10];
  let current = '1.1';
  const stub = stubAdminArea({
    'GET /api/admin/terms': () => ({
      body: { current, next_version: `1.${Number(current.split('.')[1]) + 1}`, versions },
    }),
    'GET /api/admin/terms/1.0': () => ({
      body: {
        version: '1.0',
        text: 'Texto original.\n\n!Consentimento antigo.',
        title: null,
        summary: null,
        published_at: null,
      },
    }),
    'GET /api/admin/terms/1.1': () => ({
      body: {
        version: '1.1',
        text: '## Sobre\nTexto da 1.1.\n\n- item um\n- item dois',
        title: V11.title,
        summary: V11.summary,
        published_at: V11.published_at,
      },
    }),
    'POST /api/admin/terms': (init) => {
      const body = JSON.parse(String(init!.body)) as { version: string; title: string; summary: string };
      const published = {
        ...V11,
        version: body.version,
        title: body.title,
        summary: body.summary,
        published_at: '2026-11-28T13:00:00.000Z',
        acceptances: 0,
      };
      versions = [published, ...versions.map((v) => ({ ...v, current: false }))];
      current = body.version;
      return { status: 201, body: published };
    },
    ...routes,
  });
  return stub;
}

const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/terms');

async function fillDraft(values: { title?: string; text?: string; summary?: string }) {
  if (values.title !== undefined) await userEvent.type(screen.getByLabelText('Título'), values.title);
  if (values.text !== undefined) {
    await userEvent.click(screen.getByLabelText('Texto dos termos'));
    await userEvent.paste(values.text);
  }
  if (values.summary !== undefined) {
    await userEvent.click(screen.getByLabelText('Resumo do que mudou'));
    await userEvent.paste(values.summary);
  }
}

describe('/admin/termos (docs/product.md#admin-terms)', () => {
  it(
    'shows the current version and every published one, each readable as families read it',
    { timeout: 20_000 },
    async () => {
      stubTerms();
      const view = renderRoute('/admin/termos');
      expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
      expect(await screen.findByTestId('terms-current')).toHaveTextContent('1.1');
      const table = screen.getByRole('table', { name: 'Versões publicadas' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1.1 Atual', '1.0']);
      expect(rows[0]).toHaveTextContent('gestora');
      expect(rows[0]).toHaveTextContent('20/11/2026');
      expect(rows[0]).toHaveTextContent('ffeeddccbbaa');
      expect(rows[0]).not.toHaveTextContent(HASH_11);
      expect(rows[1]).toHaveTextContent('Versão original');
      expect(rows[1]).toHaveTextContent('Com o sistema');
      expect(rows[1]).toHaveTextContent('1.234');
      await expectNoSeriousA11yViolations(view.container);

      await userEvent.click(screen.getByRole('button', { name: 'Ler a versão 1.1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Versão 1.1 dos termos' });
      expect(await within(dialog).findByRole('heading', { name: 'Sobre' })).toBeInTheDocument();
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['item um', 'item dois']);
      expect(within(dialog).getByRole('heading', { name: 'Resumo do que mudou' })).toBeInTheDocument();
      expect(dialog).toHaveTextContent(`SHA-256 do texto: ${HASH_11}`);
      expect(dialog).toHaveTextContent('Publicada em 20/11/2026');
      await expectNoSeriousA11yViolations(view.container);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Ler a versão 1.0' }));
      const original = await screen.findByRole('dialog', { name: 'Versão 1.0 dos termos' });
      expect(await within(original).findByText('Consentimento antigo.')).toHaveClass('border-amber-500');
      expect(original).toHaveTextContent('Versão que veio com o sistema.');
    },
  );

  it('a failed read says so and tries again', async () => {
    let fail = true;
    stubTerms({
      'GET /api/admin/terms': () =>
        fail
          ? { status: 500, body: { error: 'Erro interno do servidor.' } }
          : { body: { current: '1.0', next_version: '1.1', versions: [{ ...V10, current: true }] } },
    });
    renderRoute('/admin/termos');
    expect(await screen.findByText('Carregando termos...')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar os termos.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('terms-current')).toHaveTextContent('1.0');
  });

  it(
    'writes a new version, previews it as a family will see it, and publishes it once after confirming',
    { timeout: 30_000 },
    async () => {
      const { calls } = stubTerms();
      const view = renderRoute('/admin/termos');
      const number = await screen.findByLabelText('Número da versão');
      expect(number).toHaveValue('1.2');
      expect(number).toHaveAccessibleDescription('Maior que a atual (1.1), como 1.2.');
      expect(screen.getByLabelText('Texto dos termos')).toHaveAccessibleDescription(
        /“## ” no início da linha faz um título/,
      );
      await fillDraft({
        title: 'Termos 1.2',
        text: '## Quem somos\nUma plataforma.\n\n!Consinto com:\n- dados das crianças',
        summary: '- Novo prazo de resposta.',
      });

      await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
      const preview = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
      expect(within(preview).getByRole('note')).toHaveTextContent(
        'Pré-visualização: é assim que famílias e profissionais que aceitaram a versão 1.1 verão a versão 1.2.',
      );
      const changes = within(preview).getByRole('region', { name: 'O que mudou nesta versão' });
      expect(changes).toHaveTextContent('Desde a versão 1.1, que você aceitou.');
      expect(within(changes).getByRole('listitem')).toHaveTextContent('Novo prazo de resposta.');
      const text = within(preview).getByTestId('terms-text');
      expect(within(text).getByRole('heading', { name: 'Termos 1.2' })).toBeInTheDocument();
      expect(within(text).getByRole('heading', { name: 'Quem somos' })).toBeInTheDocument();
      expect(within(text).getByRole('listitem').closest('div')).toHaveClass('border-amber-500');
      expect(preview).toHaveTextContent('Versão 1.2');
      await expectNoSeriousA11yViolations(view.container);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(posts(calls)).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Publicar versão' }));
      const confirm = await screen.findByRole('dialog', { name: 'Publicar a versão 1.2?' });
      expect(confirm).toHaveTextContent(
        'Todas as famílias e profissionais precisarão aceitar a versão 1.2 na próxima vez que usarem o NeuroBridge.',
      );
      await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Publicar' }));
      expect(
        await screen.findByText('Versão 1.2 publicada. Todos precisarão aceitá-la no próximo acesso.'),
      ).toBeInTheDocument();
      expect(posts(calls)).toHaveLength(1);
      expect(posts(calls)[0]).toMatchObject({
        body: {
          version: '1.2',
          title: 'Termos 1.2',
          text: '## Quem somos\nUma plataforma.\n\n!Consinto com:\n- dados das crianças',
          summary: '- Novo prazo de resposta.',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // Published: the draft is gone, the form starts the next number, the list shows the new version.
      expect(window.localStorage.getItem(TERMS_DRAFT_KEY)).toBeNull();
      await waitFor(() => expect(screen.getByTestId('terms-current')).toHaveTextContent('1.2'));
      expect(screen.getByLabelText('Número da versão')).toHaveValue('1.3');
      expect(screen.getByLabelText('Título')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Ler a versão 1.2' })).toBeInTheDocument();
    },
  );

  it(
    'keeps the draft in this browser: a reload loses nothing; discarding asks first',
    { timeout: 20_000 },
    async () => {
      stubTerms();
      const first = renderRoute('/admin/termos');
      await screen.findByLabelText('Número da versão');
      await fillDraft({ title: 'Rascunho', text: 'Texto em andamento.', summary: 'Quase pronto.' });
      await userEvent.clear(screen.getByLabelText('Número da versão'));
      await userEvent.type(screen.getByLabelText('Número da versão'), '2.0');
      first.unmount();

      renderRoute('/admin/termos');
      expect(await screen.findByLabelText('Número da versão')).toHaveValue('2.0');
      expect(screen.getByLabelText('Título')).toHaveValue('Rascunho');
      expect(screen.getByLabelText('Texto dos termos')).toHaveValue('Texto em andamento.');
      expect(screen.getByLabelText('Resumo do que mudou')).toHaveValue('Quase pronto.');

      await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
      const ask = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
      expect(screen.getByLabelText('Título')).toHaveValue('Rascunho');
      await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Descartar o rascunho?' })).getByRole('button', {
          name: 'Descartar',
        }),
      );
      expect(screen.getByLabelText('Título')).toHaveValue('');
      expect(screen.getByLabelText('Número da versão')).toHaveValue('1.2');
      expect(window.localStorage.getItem(TERMS_DRAFT_KEY)).toBeNull();
    },
  );

  it('marks each wrong field with the contract’s words before asking, and sends nothing', async () => {
    const { calls } = stubTerms();
    renderRoute('/admin/termos');
    const number = await screen.findByLabelText('Número da versão');
    await userEvent.clear(number);
    await userEvent.type(number, '1.1');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar versão' }));
    expect(await screen.findByText('A nova versão precisa ser maior que a atual.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Informe o título.');
    expect(screen.getByLabelText('Texto dos termos')).toHaveAccessibleDescription(/Escreva o texto dos termos\./);
    expect(screen.getByLabelText('Resumo do que mudou')).toHaveAccessibleDescription(
      /Resuma o que mudou: é o que as famílias leem primeiro\./,
    );
    expect(screen.getByText('Corrija os campos marcados.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(number);
    await userEvent.type(number, 'nova');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar versão' }));
    expect(await screen.findByText('Versão inválida: use números como 1.1 ou 2.0.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('a refusal naming a field (another owner published that number meanwhile) is said beside it', async () => {
    const taken = 'A nova versão precisa ser maior que a atual.';
    const { calls } = stubTerms({
      'POST /api/admin/terms': () => ({ status: 409, body: { error: taken, fields: { version: taken } } }),
    });
    renderRoute('/admin/termos');
    await screen.findByLabelText('Número da versão');
    await fillDraft({ title: 'T', text: 'Texto.', summary: 'Resumo.' });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar versão' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publicar a versão 1.2?' })).getByRole('button', {
        name: 'Publicar',
      }),
    );
    const number = screen.getByLabelText('Número da versão');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(/A nova versão precisa ser maior que a atual\./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    // The draft is still there to correct.
    expect(JSON.parse(window.localStorage.getItem(TERMS_DRAFT_KEY)!)).toMatchObject({ title: 'T' });
  });

  it('a failure of another kind stays in the confirmation, which can be tried again', async () => {
    let fail = true;
    const { calls } = stubTerms({
      'POST /api/admin/terms': () =>
        fail ? { status: 503, body: { error: 'Serviço temporariamente indisponível.' } } : { status: 201, body: V11 },
    });
    // A 5xx says the screen's own words (the server's are for 4xx only).
    renderRoute('/admin/termos');
    await screen.findByLabelText('Número da versão');
    await fillDraft({ title: 'T', text: 'Texto.', summary: 'Resumo.' });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar versão' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publicar a versão 1.2?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Não foi possível publicar a versão.');
    fail = false;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The same attempt, the same key: the server answers a repeat with what it published.
    expect(new Set(posts(calls).map((c) => (c as { idempotencyKey?: string }).idempotencyKey)).size).toBe(1);
  });

  it('starts from the current version’s text on request', async () => {
    stubTerms();
    renderRoute('/admin/termos');
    await screen.findByLabelText('Número da versão');
    await userEvent.click(screen.getByRole('button', { name: 'Começar do texto da versão 1.1' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Texto dos termos')).toHaveValue(
        '## Sobre\nTexto da 1.1.\n\n- item um\n- item dois',
      ),
    );
    expect(screen.queryByRole('button', { name: /Começar do texto/ })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(TERMS_DRAFT_KEY)!).text).toContain('Texto da 1.1.');
  });
});

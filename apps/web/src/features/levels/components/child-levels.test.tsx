import type { ChildGameLevel, ChildLevels as Levels } from '@neurobridge/shared/api/levels';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { GAME_KIND_LABELS, LEVELLED_KINDS } from '@neurobridge/shared/domain/game-levels';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../../../lib/api';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { levelsMessages } from '../messages';
import { ChildLevels } from './child-levels';

afterEach(() => vi.unstubAllGlobals());

const OFFLINE = 'Sem conexão — disponível quando voltar a internet';

/** Every kind at the start level; `moved` rows replace theirs (memory up to 3, counting pinned at 1…). */
function levels(moved: Partial<Record<string, Partial<ChildGameLevel>>> = {}): Levels {
  return {
    levels: LEVELLED_KINDS.map((kind) => ({
      kind,
      label: GAME_KIND_LABELS[kind],
      level: 2,
      pinned: false,
      changed_at: null,
      ...(moved[kind] ? { changed_at: '2026-11-20T12:00:00.000Z', ...moved[kind] } : {}),
    })),
  };
}

const row = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li')!;
const shownKinds = () =>
  within(screen.getByTestId('child-levels'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

function renderLevels(handlers: Record<string, Handler>, props: Partial<Parameters<typeof ChildLevels>[0]> = {}) {
  const stub = stubFetch(handlers);
  const view = renderWithProviders(<ChildLevels childId={10} editable {...props} />);
  return { ...stub, ...view };
}

describe("'Níveis nos jogos' on the child page (docs/product.md#game-levels)", () => {
  it('shows the kinds that moved or are pinned, the rule, and the rest under "Ver todos os jogos"', async () => {
    const { container } = renderLevels({
      'GET /api/children/10/levels': () => ({
        body: levels({ memory: { level: 3 }, counting: { level: 1, pinned: true } }),
      }),
    });
    expect(
      await screen.findByText('Dois resultados seguidos a partir de 80% sobem um nível; dois abaixo de 40% descem um.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Níveis nos jogos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Níveis nos jogos', level: 2 })).toBeInTheDocument();
    expect(shownKinds()).toEqual(['Contagem', 'Memória']);
    expect(within(row('Memória')).getByText('Nível 3')).toBeInTheDocument();
    expect(within(row('Memória')).queryByText('Nível fixado')).toBeNull();
    expect(within(row('Contagem')).getByText('Nível 1')).toBeInTheDocument();
    expect(within(row('Contagem')).getByText('Nível fixado')).toBeInTheDocument();

    const all = screen.getByRole('button', { name: 'Ver todos os jogos' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(all);
    expect(shownKinds()).toEqual(LEVELLED_KINDS.map((k) => GAME_KIND_LABELS[k]));
    expect(screen.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
    // Self-recognition and breathing have no levels.
    expect(screen.queryByText('Respiração')).toBeNull();
    expect(screen.queryByText('Autorreconhecimento')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('says all are at the start level when none moved, and the list opens on demand', async () => {
    renderLevels({ 'GET /api/children/10/levels': () => ({ body: levels() }) });
    expect(await screen.findByText('Nenhum nível mudou ainda: todos os jogos estão no nível 2.')).toBeInTheDocument();
    expect(screen.queryByTestId('child-levels')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos os jogos' }));
    expect(shownKinds()).toHaveLength(LEVELLED_KINDS.length);
  });

  it('pins a level with the keyboard: the request, the toast, the row updated', async () => {
    const gate = gated();
    const { calls, queryClient } = renderLevels({
      'GET /api/children/10/levels': () => ({ body: levels({ memory: { level: 3 } }) }),
      'PUT /api/children/10/levels/memory': async () => {
        await gate.gate;
        return {
          body: { kind: 'memory', label: 'Memória', level: 2, pinned: true, changed_at: '2026-11-27T12:00:00.000Z' },
        };
      },
    });
    const keepAt2 = await screen.findByRole('button', { name: 'Manter Memória no nível 2' });
    expect(within(row('Memória')).getByRole('group', { name: 'Manter no nível' })).toBeInTheDocument();
    keepAt2.focus();
    await userEvent.keyboard('{Enter}');
    // While it runs the row's controls are locked: a second press asks nothing more.
    expect(keepAt2).toBeDisabled();
    expect(within(row('Memória')).getByRole('button', { name: 'Manter Memória no nível 3' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Nível de Memória fixado em 2.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/children/10/levels/memory', body: { pinned_level: 2 } }),
    ]);
    expect(within(row('Memória')).getByText('Nível 2')).toBeInTheDocument();
    expect(within(row('Memória')).getByText('Nível fixado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manter Memória no nível 2' })).toHaveAttribute('aria-pressed', 'true');
    const kept = queryClient.getQueryData<Levels>(apiKey(levelsApi.list, { id: 10 }))?.levels;
    expect(kept?.find((l) => l.kind === 'memory')).toMatchObject({ level: 2, pinned: true });

    // The level it is pinned at asks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Manter Memória no nível 2' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('unpins: the level goes back to moving with the results', async () => {
    const { calls } = renderLevels({
      'GET /api/children/10/levels': () => ({ body: levels({ counting: { level: 1, pinned: true } }) }),
      'PUT /api/children/10/levels/counting': () => ({
        body: { kind: 'counting', label: 'Contagem', level: 1, pinned: false, changed_at: '2026-11-27T12:00:00.000Z' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deixar o nível mudar com os resultados: Contagem' }));
    expect(await screen.findByText('O nível de Contagem volta a mudar com os resultados.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pinned_level: null });
    await waitFor(() => expect(within(row('Contagem')).queryByText('Nível fixado')).toBeNull());
    expect(within(row('Contagem')).queryByRole('button', { name: /Deixar o nível mudar/ })).toBeNull();
  });

  it("a refused change says the server's words in pt-BR, and a failure without them the section's", async () => {
    let answer = { status: 400, body: { error: 'O nível deve ser 1, 2 ou 3.' } };
    renderLevels({
      'GET /api/children/10/levels': () => ({ body: levels({ memory: { level: 3 } }) }),
      'PUT /api/children/10/levels/memory': () => answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manter Memória no nível 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O nível deve ser 1, 2 ou 3.');
    answer = { status: 500, body: { error: 'Erro interno.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Manter Memória no nível 1' }));
    expect(await screen.findByText(levelsMessages.pinError)).toBeInTheDocument();
    expect(within(row('Memória')).getByText('Nível 3')).toBeInTheDocument();
  });

  it('for the professional: the same list, read-only', async () => {
    const { container } = renderLevels(
      { 'GET /api/children/10/levels': () => ({ body: levels({ memory: { level: 3, pinned: true } }) }) },
      { editable: false },
    );
    expect(await screen.findByText('Nível fixado')).toBeInTheDocument();
    expect(within(screen.getByTestId('child-levels')).queryByRole('button')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('offline: the kept list with the controls saying they need the connection; nothing kept, the words alone', async () => {
    const { calls, unmount } = renderLevels(
      { 'GET /api/children/10/levels': () => ({ body: levels() }) },
      { unavailable: OFFLINE },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE);
    expect(screen.getByRole('heading', { name: 'Níveis nos jogos' })).toBeInTheDocument();
    unmount();
    expect(calls).toEqual([]);

    // Kept on the device: shown, and the controls are off.
    const view = renderWithProviders(<ChildLevels childId={10} editable unavailable={OFFLINE} />);
    view.queryClient.setQueryData(apiKey(levelsApi.list, { id: 10 }), levels({ memory: { level: 3 } }));
    const keep = await screen.findByRole('button', { name: 'Manter Memória no nível 1' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription(OFFLINE);
    expect(calls).toEqual([]);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('loading, then a failure with its own retry', async () => {
    let fail = true;
    renderLevels({
      'GET /api/children/10/levels': () =>
        fail ? { status: 404, body: { error: 'Criança não encontrada.' } } : { body: levels({ memory: { level: 3 } }) },
    });
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Criança não encontrada.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Memória')).toBeInTheDocument();
  });
});

import type { Board, BoardCell } from '@neurobridge/shared/api/boards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BoardScreen } from './board-screen';
import { sampleCell } from '../board-stubs';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(speak).mockReset().mockReturnValue(true);
});

const cell = sampleCell;
const HOME: Board = {
  id: 1,
  name: 'Principal',
  rows: 2,
  cols: 3,
  updated_at: '2026-11-28T10:00:00.000Z',
  cells: [
    cell({ row: 0, col: 0, label: 'eu', word_class: 'person', picture: 'eu' }),
    cell({ row: 0, col: 1, label: 'quero', word_class: 'action' }),
    cell({ row: 1, col: 2, label: 'Comida', word_class: 'other', opens_board_id: 2 }),
  ],
};
const FOOD: Board = {
  id: 2,
  name: 'Comida',
  rows: 2,
  cols: 2,
  updated_at: '2026-11-28T10:00:00.000Z',
  cells: [cell({ row: 0, col: 0, label: 'água', phrase: 'água, por favor', picture: 'agua' })],
};
const CHILD = { id: 10, name: 'Lia' };

describe('BoardScreen (docs/product.md#communication-board)', () => {
  it('a child without boards is offered the starter set, asked for with one key however often it is tapped', async () => {
    let boards: Board[] = [];
    const { calls } = stubFetch({
      'GET /api/children/10/boards': () => ({ body: { boards } }),
      'POST /api/children/10/boards/starter': () => {
        boards = [HOME, FOOD];
        return { status: 201, body: { boards } };
      },
    });
    renderWithProviders(<BoardScreen child={CHILD} />);
    expect(await screen.findByText(/A prancha de Lia ainda não foi criada\./)).toBeInTheDocument();
    // A board made elsewhere can be brought in instead.
    expect(await screen.findByRole('button', { name: 'Importar (.obz)' })).toBeEnabled();
    await expectNoSeriousA11yViolations(document.body);
    const start = screen.getByRole('button', { name: 'Criar prancha inicial' });
    await userEvent.dblClick(start);
    expect(await screen.findByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    // However many taps reach the server, they carry one Idempotency-Key: the server makes one set.
    const keys = calls.filter((c) => c.path.endsWith('/starter')).map((c) => c.idempotencyKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
  });

  it('words join the strip and say themselves; Falar says the sentence; a folder opens and Voltar returns', async () => {
    stubFetch({ 'GET /api/children/10/boards': () => ({ body: { boards: [HOME, FOOD] } }) });
    renderWithProviders(<BoardScreen child={CHILD} />);
    await userEvent.click(await screen.findByRole('button', { name: 'eu' }));
    await userEvent.click(screen.getByRole('button', { name: 'quero' }));
    expect(vi.mocked(speak).mock.calls.map((c) => c[0])).toEqual(['eu', 'quero']);

    await userEvent.click(screen.getByRole('button', { name: 'Pasta: Comida' }));
    expect(screen.getByRole('heading', { name: 'Comida' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'água' }));
    const strip = screen.getByRole('region', { name: 'Frase' });
    expect(strip).toHaveTextContent('eu quero água');
    await userEvent.click(within(strip).getByRole('button', { name: 'Falar' }));
    expect(vi.mocked(speak).mock.calls.at(-1)![0]).toBe('eu quero água, por favor');

    await userEvent.click(within(strip).getByRole('button', { name: 'Apagar' }));
    expect(strip).toHaveTextContent('eu quero');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    await userEvent.click(within(strip).getByRole('button', { name: 'Limpar' }));
    expect(within(strip).getByRole('button', { name: 'Falar' })).toBeDisabled();
    await expectNoSeriousA11yViolations(document.body);
  });

  it('when no voice can speak, the word shows large instead: a tap never does nothing', async () => {
    vi.mocked(speak).mockReturnValue(false);
    stubFetch({ 'GET /api/children/10/boards': () => ({ body: { boards: [HOME, FOOD] } }) });
    renderWithProviders(<BoardScreen child={CHILD} />);
    await userEvent.click(await screen.findByRole('button', { name: 'quero' }));
    expect(screen.getByRole('status')).toHaveTextContent('quero');
  });

  it('editing: a word is added at the empty place chosen, and nothing else moves', async () => {
    let home = HOME;
    const { calls } = stubFetch({
      'GET /api/children/10/boards': () => ({ body: { boards: [home, FOOD] } }),
      'PUT /api/children/10/boards/1/cells/1/0': (init) => {
        const body = JSON.parse(String(init?.body)) as BoardCell;
        home = { ...home, cells: [...home.cells, cell({ ...body, row: 1, col: 0 })] };
        return { body: home };
      },
    });
    renderWithProviders(<BoardScreen child={CHILD} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar prancha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar palavra na linha 2, coluna 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova palavra' });
    await userEvent.type(within(dialog).getByLabelText(/^Palavra/), 'mais');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Tipo de palavra/), 'Descrições');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      label: 'mais',
      phrase: '',
      word_class: 'description',
      picture: null,
      opens_board_id: null,
      photo_id: null,
      voice_id: null,
    });
    expect(screen.getByRole('button', { name: 'Editar mais' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar eu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir edição' }));
    expect(screen.getByRole('button', { name: 'mais' })).toBeInTheDocument();
  });

  it('a board that cannot load says so, with Tentar novamente', async () => {
    stubFetch({ 'GET /api/children/10/boards': () => ({ status: 500, body: { error: 'x' } }) });
    renderWithProviders(<BoardScreen child={CHILD} />);
    expect(await screen.findByText('Não foi possível carregar a prancha.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

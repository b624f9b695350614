import {
  BOARD_COLS_INVALID,
  BOARD_NAME_REQUIRED,
  BOARD_NAME_TOO_LONG,
  BOARD_NOT_FOUND,
  BOARD_NOTHING_TO_CHANGE,
  BOARD_ROWS_INVALID,
  BOARDS_ALREADY_STARTED,
  BOARDS_FULL,
  CELL_FOLDER_INVALID,
  CELL_LABEL_REQUIRED,
  CELL_LABEL_TOO_LONG,
  CELL_OUTSIDE_GRID,
  CELL_PHRASE_TOO_LONG,
  CELL_PICTURE_INVALID,
  CELL_WORD_CLASS_INVALID,
  FOLDER_OPENS_ITSELF,
  GRID_HIDES_CELLS,
  type Board,
  type ChildBoards,
} from '@neurobridge/shared/api/boards';
import { BOARDS_PER_CHILD_MAX, STARTER_BOARDS } from '@neurobridge/shared/domain/boards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { childBoards } from '../../db/schema/boards';
import { boardRows, boardsCalls, boardsWorld, SAMPLE_CELL } from './boards-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { parent, child, api: boardsCalls(t, { cookie: parent.cookie }, child.id) };
}

const labels = (board: Board) => board.cells.map((c) => `${c.row},${c.col} ${c.label}`);

describe('the starter set (docs/product.md#communication-board)', () => {
  it('a child without boards gets the core board first, its folders opening the five category boards', async () => {
    const { api } = await family();
    expect((await api.list()).json()).toEqual({ boards: [] });
    const res = await api.start();
    expect(res.statusCode, res.body).toBe(201);
    const { boards } = res.json() as ChildBoards;
    expect(boards.map((b) => [b.name, b.rows, b.cols])).toEqual(STARTER_BOARDS.map((b) => [b.name, b.rows, b.cols]));
    const [core, ...categories] = boards;
    expect(core!.cells.slice(0, 6).map((c) => c.label)).toEqual(['eu', 'você', 'quero', 'não', 'sim', 'mais']);
    expect(core!.cells[0]).toEqual({
      row: 0,
      col: 0,
      label: 'eu',
      phrase: null,
      word_class: 'person',
      picture: 'eu',
      opens_board_id: null,
      photo_id: null,
      voice_id: null,
    });
    const folders = core!.cells.filter((c) => c.opens_board_id !== null);
    expect(folders.map((c) => c.opens_board_id)).toEqual(categories.map((b) => b.id));
    expect(folders.map((c) => c.label)).toEqual(categories.map((b) => b.name));
    expect((await api.list()).json()).toEqual({ boards });
  });

  it('only the first time: a second starter is refused and writes nothing', async () => {
    const { child, api } = await family();
    await api.start();
    const before = await boardRows(t, child.id);
    const res = await api.start();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: BOARDS_ALREADY_STARTED });
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it('the same request twice (a double tap, one Idempotency-Key) is answered once', async () => {
    const { parent, child } = await family();
    const headers = keyed({ cookie: parent.cookie });
    const url = `/api/children/${child.id}/boards/starter`;
    const a = await t.app.inject({ method: 'POST', url, headers });
    const b = await t.app.inject({ method: 'POST', url, headers });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect((await boardRows(t, child.id)).boards).toHaveLength(STARTER_BOARDS.length);
  });
});

describe('boards', () => {
  it('creates, renames and resizes a board; a removed board leaves its folders as plain words', async () => {
    const { child, api } = await family();
    const { home, food } = await boardsWorld(t, child.id);
    const made = await api.create({ name: '  Escola  ', rows: 2, cols: 8 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Escola', rows: 2, cols: 8, cells: [] });

    t.clock.advance(60_000);
    const renamed = await api.update(home.id, { name: 'Minha casa', rows: 6, cols: 8 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const board = renamed.json() as Board;
    expect([board.name, board.rows, board.cols]).toEqual(['Minha casa', 6, 8]);
    // A larger grid moves nothing.
    expect(labels(board)).toEqual(['0,0 eu', '2,3 Comida']);
    expect(board.updated_at).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    expect((await api.remove(food.id)).statusCode).toBe(204);
    const { boards } = (await api.list()).json() as ChildBoards;
    expect(boards.map((b) => b.name)).toEqual(['Minha casa', 'Escola']);
    expect(boards[0]!.cells[1]).toMatchObject({ label: 'Comida', opens_board_id: null });
    expect(boards[0]!.updated_at).toBe(t.clock.now().toISOString());
    expect((await api.remove(food.id)).json()).toEqual({ error: BOARD_NOT_FOUND });
  });

  it('a smaller grid that would hide a cell is refused, and nothing moves; without it, it shrinks', async () => {
    const { child, api } = await family();
    const { home } = await boardsWorld(t, child.id);
    const before = await boardRows(t, child.id);
    for (const body of [{ rows: 2, cols: 2 }, { rows: 2 }, { cols: 3 }, { name: 'Casa nova', rows: 2 }]) {
      const res = await api.update(home.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toEqual({ error: GRID_HIDES_CELLS });
    }
    expect(await boardRows(t, child.id)).toEqual(before);
    expect((await api.clearCell(home.id, 2, 3)).statusCode).toBe(200);
    const shrunk = await api.update(home.id, { rows: 2, cols: 2 });
    expect(shrunk.statusCode).toBe(200);
    expect(labels(shrunk.json())).toEqual(['0,0 eu']);
  });

  it(`at most ${BOARDS_PER_CHILD_MAX} boards per child: the next is refused`, async () => {
    const { child, api } = await family();
    await t.db.insert(childBoards).values(
      Array.from({ length: BOARDS_PER_CHILD_MAX }, (_, i) => ({
        childId: child.id,
        name: `P${i}`,
        rows: 2,
        cols: 2,
      })),
    );
    const before = await boardRows(t, child.id);
    const res = await api.create();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: BOARDS_FULL });
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it.each([
    ['no name', { rows: 2, cols: 2 }, BOARD_NAME_REQUIRED],
    ['a blank name', { name: '   ', rows: 2, cols: 2 }, BOARD_NAME_REQUIRED],
    ['a name too long', { name: 'x'.repeat(41), rows: 2, cols: 2 }, BOARD_NAME_TOO_LONG],
    ['a name of the wrong type', { name: 7, rows: 2, cols: 2 }, BOARD_NAME_REQUIRED],
    ['1 row', { name: 'A', rows: 1, cols: 2 }, BOARD_ROWS_INVALID],
    ['7 rows', { name: 'A', rows: 7, cols: 2 }, BOARD_ROWS_INVALID],
    ['rows as text', { name: 'A', rows: '3', cols: 2 }, BOARD_ROWS_INVALID],
    ['2.5 rows', { name: 'A', rows: 2.5, cols: 2 }, BOARD_ROWS_INVALID],
    ['9 columns', { name: 'A', rows: 2, cols: 9 }, BOARD_COLS_INVALID],
    ['an unknown field', { name: 'A', rows: 2, cols: 2, color: 'red' }, 'Campo não permitido: color.'],
  ])('a new board with %s is refused with its message, nothing written', async (_case, body, message) => {
    const { child, api } = await family();
    const res = await api.create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await boardRows(t, child.id)).boards).toEqual([]);
  });

  it('an empty change is refused; a board of another child or an unknown one is not found', async () => {
    const { child, api } = await family();
    const { home } = await boardsWorld(t, child.id);
    expect((await api.update(home.id, {})).json()).toEqual({ error: BOARD_NOTHING_TO_CHANGE });
    const other = await family();
    const theirs = await boardsWorld(t, other.child.id);
    for (const res of [
      await api.update(theirs.home.id, { name: 'Minha' }),
      await api.remove(theirs.home.id),
      await api.setCell(theirs.home.id, 0, 1),
      await api.clearCell(theirs.home.id, 0, 0),
      await api.update(2_000_000_000, { name: 'Minha' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: BOARD_NOT_FOUND });
    }
    expect((await boardRows(t, other.child.id)).cells).toHaveLength(2);
  });
});

describe('cells', () => {
  it('a word added beside the core words moves none of them; replacing and clearing touch only their own place', async () => {
    const { api } = await family();
    const core = ((await api.start()).json() as ChildBoards).boards[0]!;
    const before = labels(core);
    const added = await api.setCell(core.id, 3, 5, {
      label: 'água',
      phrase: 'Eu quero água, por favor',
      word_class: 'thing',
      picture: 'agua',
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = added.json() as Board;
    expect(labels(after)).toEqual([...before, '3,5 água'].sort(byPlace));
    expect(after.cells.at(-1)).toEqual({
      row: 3,
      col: 5,
      label: 'água',
      phrase: 'Eu quero água, por favor',
      word_class: 'thing',
      picture: 'agua',
      opens_board_id: null,
      photo_id: null,
      voice_id: null,
    });

    const replaced = (
      await api.setCell(core.id, 0, 5, { label: 'de novo', word_class: 'description' })
    ).json() as Board;
    expect(replaced.cells.find((c) => c.row === 0 && c.col === 5)).toMatchObject({ label: 'de novo', picture: null });
    expect(labels(replaced).filter((l) => !l.startsWith('0,5 '))).toEqual(
      labels(after).filter((l) => !l.startsWith('0,5 ')),
    );

    const cleared = (await api.clearCell(core.id, 0, 5)).json() as Board;
    expect(labels(cleared)).toEqual(labels(replaced).filter((l) => !l.startsWith('0,5 ')));
    // Cleared again (a second tap): the same board.
    const again = await api.clearCell(core.id, 0, 5);
    expect(again.statusCode).toBe(200);
    expect(labels(again.json())).toEqual(labels(cleared));
  });

  it('a folder opens another board of the same child, never itself nor another child’s', async () => {
    const { child, api } = await family();
    const { home, food } = await boardsWorld(t, child.id);
    const folder = await api.setCell(home.id, 2, 2, { label: 'Lanche', word_class: 'other', opens_board_id: food.id });
    expect(folder.statusCode).toBe(200);
    expect((folder.json() as Board).cells.find((c) => c.label === 'Lanche')).toMatchObject({
      row: 2,
      col: 2,
      opens_board_id: food.id,
    });

    const before = await boardRows(t, child.id);
    const theirs = await boardsWorld(t, (await family()).child.id);
    const cases = [
      [home.id, FOLDER_OPENS_ITSELF],
      [theirs.food.id, CELL_FOLDER_INVALID],
      [2_000_000_000, CELL_FOLDER_INVALID],
      ['3', CELL_FOLDER_INVALID],
      [0, CELL_FOLDER_INVALID],
    ] as const;
    for (const [opens, message] of cases) {
      const res = await api.setCell(home.id, 1, 1, { label: 'Pasta', word_class: 'other', opens_board_id: opens });
      expect(res.statusCode, String(opens)).toBe(400);
      expect(res.json()).toEqual({ error: message, fields: { opens_board_id: message } });
    }
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it('a place outside the board’s grid or beyond any grid is refused', async () => {
    const { child, api } = await family();
    const { food } = await boardsWorld(t, child.id);
    const before = await boardRows(t, child.id);
    const outside = await api.setCell(food.id, 2, 0);
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toEqual({ error: CELL_OUTSIDE_GRID });
    for (const [row, col] of [
      [6, 0],
      [0, 8],
      ['-1', 0],
      ['a', 0],
      [0, '1.5'],
    ]) {
      const res = await api.setCell(food.id, row!, col!);
      expect(res.statusCode, `${row},${col}`).toBe(400);
      expect(res.json().error).toBe(CELL_OUTSIDE_GRID);
    }
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it.each([
    ['no label', { word_class: 'thing' }, CELL_LABEL_REQUIRED],
    ['a blank label', { label: ' ', word_class: 'thing' }, CELL_LABEL_REQUIRED],
    ['a label too long', { label: 'x'.repeat(41), word_class: 'thing' }, CELL_LABEL_TOO_LONG],
    ['a phrase too long', { label: 'a', phrase: 'x'.repeat(121), word_class: 'thing' }, CELL_PHRASE_TOO_LONG],
    ['a phrase of the wrong type', { label: 'a', phrase: 3, word_class: 'thing' }, CELL_PHRASE_TOO_LONG],
    ['an unknown word class', { label: 'a', word_class: 'verb' }, CELL_WORD_CLASS_INVALID],
    ['a picture not bundled', { label: 'a', word_class: 'thing', picture: 'foto.jpg' }, CELL_PICTURE_INVALID],
    ['an unknown field', { label: 'a', word_class: 'thing', sound: 'x' }, 'Campo não permitido: sound.'],
  ])('a cell with %s is refused with its message, nothing written', async (_case, body, message) => {
    const { child, api } = await family();
    const { home } = await boardsWorld(t, child.id);
    const before = await boardRows(t, child.id);
    const res = await api.setCell(home.id, 2, 2, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it('an empty phrase is no phrase: the cell says its label', async () => {
    const { child, api } = await family();
    const { home } = await boardsWorld(t, child.id);
    const res = await api.setCell(home.id, 0, 0, { ...SAMPLE_CELL, phrase: '   ' });
    expect((res.json() as Board).cells[0]).toMatchObject({ label: 'quero', phrase: null });
  });
});

function byPlace(a: string, b: string) {
  const [ra, ca] = a.split(' ')[0]!.split(',').map(Number);
  const [rb, cb] = b.split(' ')[0]!.split(',').map(Number);
  return ra! - rb! || ca! - cb!;
}

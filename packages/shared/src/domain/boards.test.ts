import { describe, expect, it } from 'vitest';
import {
  BOARD_COLS_MAX,
  BOARD_COLS_MIN,
  BOARD_ROWS_MAX,
  BOARD_ROWS_MIN,
  insideGrid,
  STARTER_BOARDS,
  WORD_CLASSES,
} from './boards';
import { isPictureKey } from './pictures';

describe('the starter boards (docs/product.md#communication-board)', () => {
  it('the home board holds the core words in fixed places, a row of folders under them', () => {
    const [core] = STARTER_BOARDS;
    const at = (row: number, col: number) => core!.cells.find((c) => c.row === row && c.col === col)?.label;
    expect(core!.name).toBe('Principal');
    expect([core!.rows, core!.cols]).toEqual([4, 6]);
    expect([0, 1, 2, 3, 4, 5].map((col) => at(0, col))).toEqual(['eu', 'você', 'quero', 'não', 'sim', 'mais']);
    expect([0, 1, 2, 3, 4, 5].map((col) => at(1, col))).toEqual([
      'ajuda',
      'parar',
      'acabou',
      'comer',
      'beber',
      'brincar',
    ]);
    expect(at(2, 0)).toBe('banheiro');
    expect(at(2, 1)).toBe('dor');
    expect(at(2, 2)).toBe('casa');
    const folders = core!.cells.filter((c) => c.opens !== undefined);
    expect(folders.map((c) => [c.row, c.col, c.label, STARTER_BOARDS[c.opens!]!.name])).toEqual([
      [3, 0, 'Comida', 'Comida'],
      [3, 1, 'Sentimentos', 'Sentimentos'],
      [3, 2, 'Pessoas', 'Pessoas'],
      [3, 3, 'Lugares', 'Lugares'],
      [3, 4, 'Rotina', 'Rotina'],
    ]);
  });

  it.each(STARTER_BOARDS.map((b) => [b.name, b] as const))(
    '%s: a grid within the limits, each cell inside it, alone in its place, with a bundled picture and a word class',
    (_name, board) => {
      expect(board.rows).toBeGreaterThanOrEqual(BOARD_ROWS_MIN);
      expect(board.rows).toBeLessThanOrEqual(BOARD_ROWS_MAX);
      expect(board.cols).toBeGreaterThanOrEqual(BOARD_COLS_MIN);
      expect(board.cols).toBeLessThanOrEqual(BOARD_COLS_MAX);
      const places = board.cells.map((c) => `${c.row},${c.col}`);
      expect(new Set(places).size).toBe(places.length);
      for (const cell of board.cells) {
        expect(insideGrid(cell, board), `${cell.label} at ${cell.row},${cell.col}`).toBe(true);
        expect(isPictureKey(cell.picture), cell.picture).toBe(true);
        expect(WORD_CLASSES).toContain(cell.word_class);
        if (cell.opens !== undefined) expect(cell.opens).toBeGreaterThan(0);
      }
      expect(board.cells.length).toBeGreaterThan(0);
    },
  );
});

describe('insideGrid', () => {
  it('takes rows and columns from 0 to one less than the size', () => {
    const grid = { rows: 2, cols: 3 };
    expect(insideGrid({ row: 0, col: 0 }, grid)).toBe(true);
    expect(insideGrid({ row: 1, col: 2 }, grid)).toBe(true);
    expect(insideGrid({ row: 2, col: 0 }, grid)).toBe(false);
    expect(insideGrid({ row: 0, col: 3 }, grid)).toBe(false);
    expect(insideGrid({ row: -1, col: 0 }, grid)).toBe(false);
  });
});

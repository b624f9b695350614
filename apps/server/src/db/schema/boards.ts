import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAt, id, updatedAt } from './common';

/**
 * 'Minha prancha', the child's communication boards (docs/product.md#communication-board): a grid of
 * `rows` × `cols`. The child's home board is the oldest (lowest id).
 */
export const childBoards = pgTable(
  'child_boards',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rows: smallint('rows').notNull(),
    cols: smallint('cols').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('child_boards_child_idx').on(t.childId, t.id)],
);

/**
 * A filled cell of a board, at its own row and column (the key): nothing moves a cell but its own
 * removal. `opens_board_id` makes it a folder; removing that board makes it a plain word again.
 */
export const boardCells = pgTable(
  'board_cells',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => childBoards.id, { onDelete: 'cascade' }),
    row: smallint('row').notNull(),
    col: smallint('col').notNull(),
    label: text('label').notNull(),
    phrase: text('phrase'),
    /** One of WORD_CLASSES (packages/shared/src/domain/boards.ts). */
    wordClass: text('word_class').notNull(),
    /** A key of PICTURES, or none. */
    picture: text('picture'),
    opensBoardId: integer('opens_board_id').references(() => childBoards.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.row, t.col] }), index('board_cells_opens_idx').on(t.opensBoardId)],
);

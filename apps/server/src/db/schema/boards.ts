import { boolean, customType, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAt, id, tsz, updatedAt } from './common';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
    /** The family's photo shown instead of the picture. */
    photoId: integer('photo_id').references(() => boardMedia.id, { onDelete: 'set null' }),
    /** The family's recorded voice, played instead of the device's voice. */
    voiceId: integer('voice_id').references(() => boardMedia.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.row, t.col] }),
    index('board_cells_opens_idx').on(t.opensBoardId),
    index('board_cells_photo_idx').on(t.photoId),
    index('board_cells_voice_idx').on(t.voiceId),
  ],
);

/**
 * A photo or a recorded voice of the child's family, stored with the child's data: checked by its
 * content (docs/product.md#communication-board), at most 200 KB (photo) or 300 KB and 10 s (voice).
 */
export const boardMedia = pgTable(
  'board_media',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** 'photo' or 'voice'. */
    kind: text('kind').notNull(),
    /** Read from the content's magic bytes, never from the upload's name. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** A voice's length as the recorder measured it. */
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('board_media_child_idx').on(t.childId, t.id)],
);

/**
 * How often the child used each cell, by day: the label is kept with the count, so a cell given a new
 * word starts its own count. No sentence text is stored here.
 */
export const boardUses = pgTable(
  'board_uses',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The child's calendar day (America/Sao_Paulo). */
    day: date('day').notNull(),
    label: text('label').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day, t.label] })],
);

/** The board's settings for one child: 'guardar frases' is off until the parent turns it on. */
export const boardSettings = pgTable('board_settings', {
  childId: integer('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  savePhrases: boolean('save_phrases').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The sentences the child said, kept only while 'guardar frases' is on. */
export const boardPhrases = pgTable(
  'board_phrases',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    saidAt: tsz('said_at').notNull(),
  },
  (t) => [index('board_phrases_child_idx').on(t.childId, t.saidAt)],
);

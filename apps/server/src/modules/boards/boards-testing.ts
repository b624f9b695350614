// For tests: calls to the board routes, a child's boards written directly, and reads of what was written.
import { asc, eq, inArray } from 'drizzle-orm';
import { callerOf } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { boardCells, boardMedia, childBoards } from '../../db/schema/boards';
import { SAMPLE_WEBM, SAMPLE_WEBP } from './media-testing';

export const SAMPLE_CELL = { label: 'quero', word_class: 'action', picture: 'quero' } as const;

/** Every board and cell of the child, as stored: what a refused call must leave as it was. */
export async function boardRows(t: TestApp, childId: number) {
  const boards = await t.db
    .select()
    .from(childBoards)
    .where(eq(childBoards.childId, childId))
    .orderBy(asc(childBoards.id));
  const cells = boards.length
    ? await t.db
        .select()
        .from(boardCells)
        .where(
          inArray(
            boardCells.boardId,
            boards.map((b) => b.id),
          ),
        )
        .orderBy(asc(boardCells.boardId), asc(boardCells.row), asc(boardCells.col))
    : [];
  return { boards, cells };
}

/**
 * Two boards of the child, written directly (no caller's access needed): 'Casa' (3 × 4) with 'eu'
 * at (0, 0) and a folder at (1, 1) opening 'Comida' (2 × 2).
 */
export async function boardsWorld(t: TestApp, childId: number) {
  const [home, food] = await t.db
    .insert(childBoards)
    .values([
      { childId, name: 'Casa', rows: 3, cols: 4 },
      { childId, name: 'Comida', rows: 2, cols: 2 },
    ])
    .returning();
  await t.db.insert(boardCells).values([
    { boardId: home!.id, row: 0, col: 0, label: 'eu', wordClass: 'person', picture: 'eu' },
    { boardId: home!.id, row: 2, col: 3, label: 'Comida', wordClass: 'other', opensBoardId: food!.id },
  ]);
  return { home: home!, food: food! };
}

export function boardsCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/boards`;
  const inject = callerOf(t, headers);
  return {
    list: () => inject('GET', base),
    start: () => inject('POST', `${base}/starter`, undefined, true),
    create: (body: unknown = { name: 'Escola', rows: 3, cols: 4 }) => inject('POST', base, body, true),
    update: (boardId: number | string, body: unknown) => inject('PATCH', `${base}/${boardId}`, body),
    remove: (boardId: number | string) => inject('DELETE', `${base}/${boardId}`),
    setCell: (boardId: number | string, row: number | string, col: number | string, body: unknown = SAMPLE_CELL) =>
      inject('PUT', `${base}/${boardId}/cells/${row}/${col}`, body),
    clearCell: (boardId: number | string, row: number | string, col: number | string) =>
      inject('DELETE', `${base}/${boardId}/cells/${row}/${col}`),
  };
}

/**
 * A child's boards written directly (the account's data download and deletion tests): a home board
 * with a word and a folder opening a second board, the family's photo and voice on the word. Answers
 * each table's rows.
 */
export async function fillBoards(db: Db, childId: number): Promise<[string, Record<string, unknown>[]][]> {
  const [home, food] = await db
    .insert(childBoards)
    .values([
      { childId, name: 'Principal', rows: 4, cols: 6 },
      { childId, name: 'Comida', rows: 2, cols: 2 },
    ])
    .returning();
  // The family's photo and recorded voice on the first word.
  const media = await db
    .insert(boardMedia)
    .values([
      { childId, kind: 'photo', contentType: 'image/webp', bytes: SAMPLE_WEBP, size: SAMPLE_WEBP.length },
      {
        childId,
        kind: 'voice',
        contentType: 'audio/webm',
        bytes: SAMPLE_WEBM,
        size: SAMPLE_WEBM.length,
        durationMs: 1500,
      },
    ])
    .returning();
  const [photo, voice] = media;
  const cells = await db
    .insert(boardCells)
    .values([
      {
        boardId: home!.id,
        row: 0,
        col: 0,
        label: 'eu',
        phrase: 'Eu quero',
        wordClass: 'person',
        picture: 'eu',
        photoId: photo!.id,
        voiceId: voice!.id,
      },
      { boardId: home!.id, row: 3, col: 0, label: 'Comida', wordClass: 'other', opensBoardId: food!.id },
      { boardId: food!.id, row: 0, col: 1, label: 'água', wordClass: 'thing', picture: 'agua' },
    ])
    .returning();
  return [
    ['child_boards', [home!, food!]],
    ['board_media', media],
    ['board_cells', cells],
  ];
}

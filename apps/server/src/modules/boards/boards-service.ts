import {
  BOARD_NOT_FOUND,
  BOARDS_ALREADY_STARTED,
  BOARDS_FULL,
  CELL_FOLDER_INVALID,
  CELL_OUTSIDE_GRID,
  FOLDER_OPENS_ITSELF,
  GRID_HIDES_CELLS,
  type Board,
  type boardBody,
  type cellBody,
  type ChildBoards,
  type updateBoardBody,
} from '@neurobridge/shared/api/boards';
import { CELL_PHOTO_INVALID, CELL_VOICE_INVALID } from '@neurobridge/shared/api/board-media';
import { BOARDS_PER_CHILD_MAX, insideGrid, STARTER_BOARDS, type WordClass } from '@neurobridge/shared/domain/boards';
import type { PictureKey } from '@neurobridge/shared/domain/pictures';
import { and, asc, count, eq, inArray, or, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { boardCells, childBoards } from '../../db/schema/boards';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { lockChild } from '../schedule/schedule-completion';
import { isChildMedia } from './media-service';

export type BoardInput = z.output<typeof boardBody>;
export type BoardChanges = z.output<typeof updateBoardBody>;
export type CellInput = z.output<typeof cellBody>;
export interface CellAt {
  row: number;
  col: number;
}

type BoardRow = typeof childBoards.$inferSelect;
type CellRow = typeof boardCells.$inferSelect;

function toBoard(board: BoardRow, cells: CellRow[]): Board {
  return {
    id: board.id,
    name: board.name,
    rows: board.rows,
    cols: board.cols,
    cells: cells
      .filter((c) => c.boardId === board.id)
      .sort((a, b) => a.row - b.row || a.col - b.col)
      .map((c) => ({
        row: c.row,
        col: c.col,
        label: c.label,
        phrase: c.phrase,
        word_class: c.wordClass as WordClass,
        picture: c.picture as PictureKey | null,
        opens_board_id: c.opensBoardId,
        photo_id: c.photoId,
        voice_id: c.voiceId,
      })),
    updated_at: board.updatedAt.toISOString(),
  };
}

/** How many boards the child has. */
export async function boardCount(tx: Db, childId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(childBoards).where(eq(childBoards.childId, childId));
  return row?.n ?? 0;
}

/** Adds boards to the child, in this order (the first gets the lowest id); answers their ids in it. */
export async function insertBoards(
  tx: Db,
  childId: number,
  boards: readonly { name: string; rows: number; cols: number }[],
  now: Date,
): Promise<number[]> {
  const made = await tx
    .insert(childBoards)
    .values(boards.map((b) => ({ childId, name: b.name, rows: b.rows, cols: b.cols, createdAt: now, updatedAt: now })))
    .returning({ id: childBoards.id });
  return made.map((b) => b.id).sort((a, b) => a - b);
}

/**
 * 'Minha prancha' (docs/product.md#communication-board). Every change runs in a transaction holding
 * the child's row, so two editors (the parent's phone and the therapist's laptop) take turns, and the
 * board's `updated_at` moves with each change of it or of its cells.
 */
export function createBoardsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function readBoards(tx: Db, childId: number): Promise<ChildBoards> {
    const boards = await tx
      .select()
      .from(childBoards)
      .where(eq(childBoards.childId, childId))
      .orderBy(asc(childBoards.id));
    const cells = boards.length
      ? await tx
          .select()
          .from(boardCells)
          .where(
            inArray(
              boardCells.boardId,
              boards.map((b) => b.id),
            ),
          )
      : [];
    return { boards: boards.map((b) => toBoard(b, cells)) };
  }

  /** The board of this child; 404 when it is another's or gone. */
  async function findBoard(tx: Db, childId: number, boardId: number): Promise<BoardRow> {
    const [row] = await tx
      .select()
      .from(childBoards)
      .where(and(eq(childBoards.id, boardId), eq(childBoards.childId, childId)));
    if (!row) throw notFound(BOARD_NOT_FOUND);
    return row;
  }

  async function readBoard(tx: Db, childId: number, boardId: number): Promise<Board> {
    const row = await findBoard(tx, childId, boardId);
    const cells = await tx.select().from(boardCells).where(eq(boardCells.boardId, boardId));
    return toBoard(row, cells);
  }

  /** The board of this child, locked with the child for the change; 404 when it is another's or gone. */
  async function boardForChange(tx: Db, childId: number, boardId: number): Promise<BoardRow> {
    await lockChild(tx, childId);
    return findBoard(tx, childId, boardId);
  }

  const touch = (tx: Db, boardId: number) =>
    tx.update(childBoards).set({ updatedAt: clock.now() }).where(eq(childBoards.id, boardId));

  return {
    list: (childId: number) => readBoards(db, childId),

    /** The starter set, written once: 409 when the child has a board already. */
    start(childId: number): Promise<ChildBoards> {
      return db.transaction(async (tx) => {
        await lockChild(tx, childId);
        if ((await boardCount(tx, childId)) > 0) throw new HttpError(409, BOARDS_ALREADY_STARTED);
        const ids = await insertBoards(tx, childId, STARTER_BOARDS, clock.now());
        await tx.insert(boardCells).values(
          STARTER_BOARDS.flatMap((b, i) =>
            b.cells.map((c) => ({
              boardId: ids[i]!,
              row: c.row,
              col: c.col,
              label: c.label,
              wordClass: c.word_class,
              picture: c.picture,
              opensBoardId: c.opens === undefined ? null : ids[c.opens]!,
            })),
          ),
        );
        return readBoards(tx, childId);
      });
    },

    create(childId: number, body: BoardInput): Promise<Board> {
      return db.transaction(async (tx) => {
        await lockChild(tx, childId);
        if ((await boardCount(tx, childId)) >= BOARDS_PER_CHILD_MAX) throw new HttpError(409, BOARDS_FULL);
        const now = clock.now();
        const [row] = await tx
          .insert(childBoards)
          .values({ childId, ...body, createdAt: now, updatedAt: now })
          .returning();
        return toBoard(row!, []);
      });
    },

    update(childId: number, boardId: number, changes: BoardChanges): Promise<Board> {
      return db.transaction(async (tx) => {
        const row = await boardForChange(tx, childId, boardId);
        const rows = changes.rows ?? row.rows;
        const cols = changes.cols ?? row.cols;
        const [outside] = await tx
          .select({ n: count() })
          .from(boardCells)
          .where(and(eq(boardCells.boardId, boardId), or(gte(boardCells.row, rows), gte(boardCells.col, cols))));
        if ((outside?.n ?? 0) > 0) throw new HttpError(409, GRID_HIDES_CELLS);
        await tx
          .update(childBoards)
          .set({ ...changes, updatedAt: clock.now() })
          .where(eq(childBoards.id, boardId));
        return readBoard(tx, childId, boardId);
      });
    },

    async remove(childId: number, boardId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await boardForChange(tx, childId, boardId);
        // The folders that opened it become plain words (the foreign key sets them to null); their boards changed.
        const folders = await tx
          .select({ boardId: boardCells.boardId })
          .from(boardCells)
          .where(eq(boardCells.opensBoardId, boardId));
        await tx.delete(childBoards).where(eq(childBoards.id, boardId));
        for (const id of new Set(folders.map((f) => f.boardId))) if (id !== boardId) await touch(tx, id);
      });
    },

    setCell(childId: number, boardId: number, at: CellAt, body: CellInput): Promise<Board> {
      return db.transaction(async (tx) => {
        const row = await boardForChange(tx, childId, boardId);
        if (!insideGrid(at, row)) throw new HttpError(409, CELL_OUTSIDE_GRID);
        if (body.opens_board_id !== null) {
          if (body.opens_board_id === boardId) throw fieldError('opens_board_id', FOLDER_OPENS_ITSELF);
          const [target] = await tx
            .select({ id: childBoards.id })
            .from(childBoards)
            .where(and(eq(childBoards.id, body.opens_board_id), eq(childBoards.childId, childId)));
          if (!target) throw fieldError('opens_board_id', CELL_FOLDER_INVALID);
        }
        if (body.photo_id !== null && !(await isChildMedia(tx, childId, body.photo_id, 'photo'))) {
          throw fieldError('photo_id', CELL_PHOTO_INVALID);
        }
        if (body.voice_id !== null && !(await isChildMedia(tx, childId, body.voice_id, 'voice'))) {
          throw fieldError('voice_id', CELL_VOICE_INVALID);
        }
        const values = {
          label: body.label,
          phrase: body.phrase,
          wordClass: body.word_class,
          picture: body.picture,
          opensBoardId: body.opens_board_id,
          photoId: body.photo_id,
          voiceId: body.voice_id,
        };
        await tx
          .insert(boardCells)
          .values({ boardId, ...at, ...values })
          .onConflictDoUpdate({ target: [boardCells.boardId, boardCells.row, boardCells.col], set: values });
        await touch(tx, boardId);
        return readBoard(tx, childId, boardId);
      });
    },

    clearCell(childId: number, boardId: number, at: CellAt): Promise<Board> {
      return db.transaction(async (tx) => {
        await boardForChange(tx, childId, boardId);
        const gone = await tx
          .delete(boardCells)
          .where(and(eq(boardCells.boardId, boardId), eq(boardCells.row, at.row), eq(boardCells.col, at.col)))
          .returning({ row: boardCells.row });
        // An empty cell cleared again (a second tap) is answered as it is.
        if (gone.length > 0) await touch(tx, boardId);
        return readBoard(tx, childId, boardId);
      });
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;

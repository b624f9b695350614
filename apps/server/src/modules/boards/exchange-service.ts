import {
  BOARDS_NOTHING_TO_EXPORT,
  OBZ_MEDIA_FULL,
  obzTooManyBoards,
  type ImportedBoards,
} from '@neurobridge/shared/api/board-exchange';
import { BOARD_NOT_FOUND } from '@neurobridge/shared/api/boards';
import { MEDIA_BYTES_PER_CHILD_MAX } from '@neurobridge/shared/domain/board-media';
import { BOARDS_PER_CHILD_MAX, type WordClass } from '@neurobridge/shared/domain/boards';
import type { PictureKey } from '@neurobridge/shared/domain/pictures';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { boardCells, boardMedia, childBoards } from '../../db/schema/boards';
import { HttpError, notFound } from '../../lib/http-error';
import type { ChildRow } from '../children/child-access';
import { fileSlug } from '../reports/pdf/file-name';
import { lockChild } from '../schedule/schedule-completion';
import { pictureSvg } from '../schedule/week-pictures';
import { boardPdf } from './board-pdf';
import { boardCount, insertBoards, type BoardsService } from './boards-service';
import { mediaBytesOf } from './media-service';
import { buildObz, type ExchangeBoard, type ExchangeMedia } from './obz';
import { parseObz } from './obz-parse';
import { printablePhoto } from './photo-png';

type CellRow = typeof boardCells.$inferSelect;

async function mediaOf(tx: Db, childId: number, cells: CellRow[]): Promise<Map<number, ExchangeMedia>> {
  const ids = cells.flatMap((c) => [c.photoId, c.voiceId]).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: boardMedia.id, contentType: boardMedia.contentType, bytes: boardMedia.bytes })
    .from(boardMedia)
    .where(and(eq(boardMedia.childId, childId), inArray(boardMedia.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { contentType: r.contentType, bytes: r.bytes }]));
}

/**
 * Print and share (docs/product.md#print-and-share): a board as an A4 PDF, the child's boards as an
 * `.obz` file, and an `.obz` imported as new boards of the child (with their photos and voices).
 */
export function createBoardExchangeService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, boards: BoardsService) {
  return {
    async pdf(child: ChildRow, boardId: number): Promise<{ filename: string; body: Buffer }> {
      const [board] = await db
        .select()
        .from(childBoards)
        .where(and(eq(childBoards.id, boardId), eq(childBoards.childId, child.id)));
      if (!board) throw notFound(BOARD_NOT_FOUND);
      const cells = await db.select().from(boardCells).where(eq(boardCells.boardId, boardId));
      const media = await mediaOf(db, child.id, cells);
      const body = await boardPdf({
        boardName: board.name,
        childName: child.name,
        rows: board.rows,
        cols: board.cols,
        cells: cells.map((c) => {
          const photo = c.photoId === null ? undefined : media.get(c.photoId);
          return {
            row: c.row,
            col: c.col,
            label: c.label,
            word_class: c.wordClass as WordClass,
            picture: c.picture as PictureKey | null,
            photo: photo ? printablePhoto(photo.contentType, photo.bytes) : null,
            folder: c.opensBoardId !== null,
          };
        }),
        now: clock.now(),
      });
      return { filename: `prancha_${fileSlug(child.name)}_${fileSlug(board.name)}.pdf`, body };
    },

    async exportObz(child: ChildRow): Promise<{ filename: string; body: Buffer }> {
      const rows = await db
        .select()
        .from(childBoards)
        .where(eq(childBoards.childId, child.id))
        .orderBy(asc(childBoards.id));
      if (rows.length === 0) throw new HttpError(409, BOARDS_NOTHING_TO_EXPORT);
      const cells = await db
        .select()
        .from(boardCells)
        .where(
          inArray(
            boardCells.boardId,
            rows.map((b) => b.id),
          ),
        )
        .orderBy(asc(boardCells.row), asc(boardCells.col));
      const media = await mediaOf(db, child.id, cells);
      const exchange: ExchangeBoard[] = rows.map((b) => ({
        id: String(b.id),
        name: b.name,
        rows: b.rows,
        cols: b.cols,
        cells: cells
          .filter((c) => c.boardId === b.id)
          .map((c) => ({
            row: c.row,
            col: c.col,
            label: c.label,
            phrase: c.phrase,
            word_class: c.wordClass as WordClass,
            picture: c.picture as PictureKey | null,
            opens: c.opensBoardId === null ? null : String(c.opensBoardId),
            photo: (c.photoId !== null && media.get(c.photoId)) || null,
            voice: (c.voiceId !== null && media.get(c.voiceId)) || null,
          })),
      }));
      return { filename: `prancha_${fileSlug(child.name)}.obz`, body: Buffer.from(buildObz(exchange, pictureSvg)) };
    },

    /** The file's boards added after the child's own, in one transaction: all of them or none. */
    async importObz(childId: number, file: string): Promise<ImportedBoards> {
      const incoming = parseObz(new Uint8Array(Buffer.from(file, 'base64')));
      const imported = await db.transaction(async (tx) => {
        await lockChild(tx, childId);
        const existing = await boardCount(tx, childId);
        if (existing + incoming.length > BOARDS_PER_CHILD_MAX) {
          throw new HttpError(409, obzTooManyBoards(existing, incoming.length));
        }
        const stored = await mediaBytesOf(tx, childId);
        const adding = incoming
          .flatMap((b) => b.cells.flatMap((c) => [c.photo, c.voice]))
          .reduce((n, m) => n + (m?.bytes.length ?? 0), 0);
        if (stored + adding > MEDIA_BYTES_PER_CHILD_MAX) throw new HttpError(409, OBZ_MEDIA_FULL);

        const now = clock.now();
        const newIds = await insertBoards(tx, childId, incoming, now);
        const idOf = new Map(incoming.map((b, i) => [b.id, newIds[i]!]));
        const store = async (kind: 'photo' | 'voice', m: ExchangeMedia | null): Promise<number | null> => {
          if (!m) return null;
          const [row] = await tx
            .insert(boardMedia)
            .values({ childId, kind, contentType: m.contentType, bytes: m.bytes, size: m.bytes.length, createdAt: now })
            .returning({ id: boardMedia.id });
          return row!.id;
        };
        const values = [];
        for (const [i, b] of incoming.entries()) {
          for (const c of b.cells) {
            values.push({
              boardId: newIds[i]!,
              row: c.row,
              col: c.col,
              label: c.label,
              phrase: c.phrase,
              wordClass: c.word_class,
              picture: c.picture,
              opensBoardId: c.opens === null ? null : (idOf.get(c.opens) ?? null),
              photoId: await store('photo', c.photo),
              voiceId: await store('voice', c.voice),
            });
          }
        }
        if (values.length > 0) await tx.insert(boardCells).values(values);
        return incoming.length;
      });
      return { imported, ...(await boards.list(childId)) };
    },
  };
}

export type BoardExchangeService = ReturnType<typeof createBoardExchangeService>;

import {
  MEDIA_NOT_FOUND,
  MEDIA_QUOTA_FULL,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_BIG,
  VOICE_NOT_AUDIO,
  VOICE_TOO_BIG,
  VOICE_TOO_LONG,
  type BoardMediaInfo,
  type mediaUploadBody,
} from '@neurobridge/shared/api/board-media';
import {
  MEDIA_BYTES_PER_CHILD_MAX,
  PHOTO_BYTES_MAX,
  sniffPhoto,
  sniffVoice,
  VOICE_BYTES_MAX,
  voiceSizeFitsDuration,
  type MediaKind,
} from '@neurobridge/shared/domain/board-media';
import { and, eq, lt, notExists, or, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { boardCells, boardMedia } from '../../db/schema/boards';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { lockChild } from '../schedule/schedule-completion';

export type MediaUpload = z.output<typeof mediaUploadBody>;

/** An upload not named by any cell this long is removed with the child's next upload. */
export const UNUSED_MEDIA_KEPT_MS = 24 * 60 * 60 * 1000;

/** What the bytes are, checked by their content and size (docs/product.md#photos-and-voices); throws the refusal. */
export function checkMedia(body: MediaUpload, bytes: Uint8Array): string {
  if (body.kind === 'photo') {
    const type = sniffPhoto(bytes);
    if (!type) throw fieldError('data', PHOTO_NOT_IMAGE);
    if (bytes.length > PHOTO_BYTES_MAX) throw fieldError('data', PHOTO_TOO_BIG, 413);
    return type;
  }
  const type = sniffVoice(bytes);
  if (!type) throw fieldError('data', VOICE_NOT_AUDIO);
  if (bytes.length > VOICE_BYTES_MAX) throw fieldError('data', VOICE_TOO_BIG, 413);
  // A recording larger than its declared length can hold runs longer than it says.
  if (!voiceSizeFitsDuration(bytes.length, body.duration_ms!)) throw fieldError('duration_ms', VOICE_TOO_LONG);
  return type;
}

/**
 * The family's photos and voices of 'Minha prancha' (docs/product.md#photos-and-voices). An upload
 * holds the child's row, so the quota is counted once per upload.
 */
export function createBoardMediaService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    upload(childId: number, body: MediaUpload): Promise<BoardMediaInfo> {
      const bytes = new Uint8Array(Buffer.from(body.data, 'base64'));
      const contentType = checkMedia(body, bytes);
      return db.transaction(async (tx) => {
        await lockChild(tx, childId);
        const now = clock.now();
        // A dialog closed without saving leaves its uploads unused: they go a day later.
        await tx.delete(boardMedia).where(
          and(
            eq(boardMedia.childId, childId),
            lt(boardMedia.createdAt, new Date(now.getTime() - UNUSED_MEDIA_KEPT_MS)),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(boardCells)
                .where(or(eq(boardCells.photoId, boardMedia.id), eq(boardCells.voiceId, boardMedia.id))),
            ),
          ),
        );
        if ((await mediaBytesOf(tx, childId)) + bytes.length > MEDIA_BYTES_PER_CHILD_MAX) {
          throw new HttpError(409, MEDIA_QUOTA_FULL);
        }
        const [row] = await tx
          .insert(boardMedia)
          .values({
            childId,
            kind: body.kind,
            contentType,
            bytes,
            size: bytes.length,
            durationMs: body.kind === 'voice' ? body.duration_ms! : null,
            createdAt: now,
          })
          .returning();
        return toInfo(row!);
      });
    },

    /** The stored bytes of this child's media; 404 when it is another child's or gone. */
    async read(childId: number, mediaId: number) {
      const [row] = await db
        .select()
        .from(boardMedia)
        .where(and(eq(boardMedia.id, mediaId), eq(boardMedia.childId, childId)));
      if (!row) throw notFound(MEDIA_NOT_FOUND);
      return { contentType: row.contentType, body: Buffer.from(row.bytes) };
    },
  };
}

/** All of the child's photos and voices together, in bytes (the quota's measure). */
export async function mediaBytesOf(tx: Db, childId: number): Promise<number> {
  const [used] = await tx
    .select({ bytes: sum(boardMedia.size) })
    .from(boardMedia)
    .where(eq(boardMedia.childId, childId));
  return Number(used?.bytes ?? 0);
}

/** Whether this child's media `id` exists and is of `kind` (for a cell naming it). */
export async function isChildMedia(tx: Db, childId: number, id: number, kind: MediaKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: boardMedia.id })
    .from(boardMedia)
    .where(and(eq(boardMedia.id, id), eq(boardMedia.childId, childId), eq(boardMedia.kind, kind)));
  return Boolean(row);
}

function toInfo(row: typeof boardMedia.$inferSelect): BoardMediaInfo {
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    content_type: row.contentType,
    size: row.size,
    duration_ms: row.durationMs,
  };
}

export type BoardMediaService = ReturnType<typeof createBoardMediaService>;

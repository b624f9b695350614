import { z } from 'zod';
import { MEDIA_KINDS, VOICE_BYTES_MAX, VOICE_MS_MAX } from '../domain/board-media';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbIdParam } from './fields';

/**
 * The family's photos and recorded voices on 'Minha prancha' (docs/product.md#photos-and-voices):
 * uploaded on their own, then named by a cell (`photo_id`, `voice_id` of `cellBody`).
 */

export const PHOTO_NOT_IMAGE = userMessage('Envie uma foto em JPG, PNG ou WebP.');
export const PHOTO_TOO_BIG = userMessage('A foto passa de 200 KB. Escolha outra ou tire uma nova.');
export const VOICE_NOT_AUDIO = userMessage('A gravação não foi reconhecida. Grave de novo.');
export const VOICE_TOO_LONG = userMessage('A gravação pode ter no máximo 10 segundos.');
export const VOICE_TOO_BIG = userMessage('A gravação passa de 300 KB. Grave uma mais curta.');
export const VOICE_DURATION_REQUIRED = userMessage('A gravação precisa da sua duração. Grave de novo.');
export const PHOTO_HAS_NO_DURATION = userMessage('Uma foto não tem duração.');
export const MEDIA_KIND_INVALID = userMessage('Envie uma foto ou uma gravação.');
export const MEDIA_DATA_INVALID = userMessage('O arquivo enviado não pôde ser lido. Tente de novo.');
export const MEDIA_QUOTA_FULL =
  'As fotos e gravações desta criança chegaram a 100 MB. Tire fotos ou vozes de células que não usa e tente de novo amanhã.';
export const MEDIA_NOT_FOUND = 'Foto ou gravação não encontrada.';
export const CELL_PHOTO_INVALID = userMessage('Escolha uma foto desta criança.');
export const CELL_VOICE_INVALID = userMessage('Escolha uma gravação desta criança.');

/** The longest `data` the largest recording makes in base64 (4 characters per 3 bytes). */
export const MEDIA_DATA_CHARS_MAX = Math.ceil(VOICE_BYTES_MAX / 3) * 4;
/** The upload route's body limit: the largest recording in base64 and the rest of its JSON. */
export const MEDIA_BODY_BYTES_MAX = MEDIA_DATA_CHARS_MAX + 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const mediaUploadBody = z
  .strictObject({
    kind: z.enum(MEDIA_KINDS, { error: MEDIA_KIND_INVALID }),
    /** The bytes in standard base64: what they are is read from them, never from a name. */
    data: z
      .string({ error: MEDIA_DATA_INVALID })
      .min(4, MEDIA_DATA_INVALID)
      .refine((s) => s.length % 4 === 0 && BASE64.test(s), MEDIA_DATA_INVALID),
    /** A voice's length as the recorder measured it (a voice only). */
    duration_ms: boundedInt(1, VOICE_MS_MAX, VOICE_TOO_LONG).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'voice' && b.duration_ms === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_ms'], message: VOICE_DURATION_REQUIRED });
    }
    if (b.kind === 'photo' && b.duration_ms !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_ms'], message: PHOTO_HAS_NO_DURATION });
    }
  });
export type MediaUploadBody = z.input<typeof mediaUploadBody>;

export const boardMediaInfo = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number().int(),
  duration_ms: z.number().int().nullable(),
});
export type BoardMediaInfo = z.infer<typeof boardMediaInfo>;

const idParam = dbIdParam('Identificador inválido.');
export const mediaParams = z.strictObject({ id: idParam, mediaId: idParam });

export const boardMediaApi = {
  /**
   * A photo (WebP, JPEG or PNG, at most 200 KB) or a voice (WebM, Ogg or MP4, at most 10 s and
   * 300 KB), checked by its bytes. Unused ones older than a day go when the next one arrives.
   */
  upload: endpoint({
    method: 'POST',
    path: '/api/children/:id/boards/media',
    idempotency: 'required',
    fieldErrors: true,
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: childIdParams,
    body: mediaUploadBody,
    status: 201,
    response: boardMediaInfo,
  }),
  /** The bytes with their content type; a stored one never changes, so the browser keeps it. */
  read: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/media/:mediaId',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: mediaParams,
    status: 200,
  }),
};

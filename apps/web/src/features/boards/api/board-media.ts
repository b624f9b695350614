import { boardMediaApi } from '@neurobridge/shared/api/board-media';
import { boardsApi, type Board, type CellBody, type ChildBoards } from '@neurobridge/shared/api/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, urlFor } from '../../../lib/api';
import { boardsQueryOptions, type CellPlace } from './boards';

/** Where a cell's photo or voice is read (the browser keeps it: a stored one never changes). */
export const mediaUrl = (childId: number, mediaId: number) => urlFor(boardMediaApi.read, { id: childId, mediaId });

/** The blob's bytes in base64, as the upload carries them. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** A photo or voice chosen in the form, not sent yet: its key is minted once, so a retry stores one. */
export interface PendingMedia {
  blob: Blob;
  key: string;
  durationMs?: number;
}

/** An upload the server refused: shown beside its own field. */
export class MediaUploadError extends Error {
  constructor(
    readonly field: 'photo_id' | 'voice_id',
    readonly error: unknown,
  ) {
    super(field);
  }
}

async function upload(childId: number, kind: 'photo' | 'voice', media: PendingMedia): Promise<number> {
  const field = kind === 'photo' ? 'photo_id' : 'voice_id';
  try {
    const data = await blobToBase64(media.blob);
    const body = kind === 'voice' ? { kind, data, duration_ms: media.durationMs } : { kind, data };
    const stored = await callApi(boardMediaApi.upload, { params: { id: childId }, body, idempotencyKey: media.key });
    return stored.id;
  } catch (err) {
    throw new MediaUploadError(field, err);
  }
}

export interface CellSave {
  place: CellPlace;
  body: CellBody;
  /** New ones to upload first; their ids go in the body. */
  photo?: PendingMedia;
  voice?: PendingMedia;
}

/** 'Salvar' on a cell: the new photo and voice first, each with its own key, then the cell naming them. */
export function useSaveCell(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ place, body, photo, voice }: CellSave) => {
      const photo_id = photo ? await upload(childId, 'photo', photo) : body.photo_id;
      const voice_id = voice ? await upload(childId, 'voice', voice) : body.voice_id;
      return callApi(boardsApi.setCell, {
        params: { id: childId, ...place },
        body: { ...body, photo_id, voice_id },
      });
    },
    onSuccess: (board: Board) =>
      queryClient.setQueryData<ChildBoards>(boardsQueryOptions(childId).queryKey, (list) =>
        list ? { boards: list.boards.map((b) => (b.id === board.id ? board : b)) } : list,
      ),
  });
}

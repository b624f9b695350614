import { boardExchangeApi } from '@neurobridge/shared/api/board-exchange';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, downloadApi } from '../../../lib/api';
import { boardsQueryOptions } from './boards';

/** A file's bytes in base64, as the import carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** 'Imprimir (PDF)': the board on A4, saved under the server's name (docs/product.md#print-and-share). */
export function useBoardPdf(childId: number) {
  return useMutation({
    mutationFn: (boardId: number) =>
      downloadApi(boardExchangeApi.pdf, { params: { id: childId, boardId }, fallbackName: 'prancha.pdf' }),
  });
}

/** 'Exportar (.obz)': every board of the child, with its photos and voices. */
export function useExportBoards(childId: number) {
  return useMutation({
    mutationFn: () => downloadApi(boardExchangeApi.exportObz, { params: { id: childId }, fallbackName: 'prancha.obz' }),
  });
}

/** 'Importar (.obz)': the file's boards added to the child's; the list read becomes the server's answer. */
export function useImportBoards(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: { file: string; idempotencyKey: string }) =>
      callApi(boardExchangeApi.importObz, { params: { id: childId }, body: { file }, idempotencyKey }),
    onSuccess: ({ boards }) => queryClient.setQueryData(boardsQueryOptions(childId).queryKey, { boards }),
  });
}

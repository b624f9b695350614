import {
  boardsApi,
  type Board,
  type BoardBody,
  type CellBody,
  type ChildBoards,
  type UpdateBoardBody,
} from '@neurobridge/shared/api/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

/** The child's boards, oldest first: the first is the home board (docs/product.md#communication-board). */
export const boardsQueryOptions = (childId: number) => apiQuery(boardsApi.list, { params: { id: childId } });

/** Puts a board the server answered into the list read, in its place (or at the end, a new one). */
function useKeepBoard(childId: number) {
  const queryClient = useQueryClient();
  const key = boardsQueryOptions(childId).queryKey;
  return (board: Board) =>
    queryClient.setQueryData<ChildBoards>(key, (list) => {
      if (!list) return list;
      const known = list.boards.some((b) => b.id === board.id);
      return { boards: known ? list.boards.map((b) => (b.id === board.id ? board : b)) : [...list.boards, board] };
    });
}

/** 'Criar prancha inicial'; one key per screen visit, so a doubled tap creates one set. */
export function useStartBoards(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => callApi(boardsApi.start, { params: { id: childId }, idempotencyKey }),
    onSuccess: (list) => queryClient.setQueryData(boardsQueryOptions(childId).queryKey, list),
  });
}

export function useCreateBoard(childId: number) {
  const keep = useKeepBoard(childId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BoardBody; idempotencyKey: string }) =>
      callApi(boardsApi.create, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: keep,
  });
}

export function useUpdateBoard(childId: number) {
  const keep = useKeepBoard(childId);
  return useMutation({
    mutationFn: ({ boardId, body }: { boardId: number; body: UpdateBoardBody }) =>
      callApi(boardsApi.update, { params: { id: childId, boardId }, body }),
    onSuccess: keep,
  });
}

/** Removes a board; the list is read again (the folders that opened it changed too). */
export function useRemoveBoard(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boardId: number) => callApi(boardsApi.remove, { params: { id: childId, boardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsQueryOptions(childId).queryKey }),
  });
}

export interface CellPlace {
  boardId: number;
  row: number;
  col: number;
}

export function useSetCell(childId: number) {
  const keep = useKeepBoard(childId);
  return useMutation({
    mutationFn: ({ place, body }: { place: CellPlace; body: CellBody }) =>
      callApi(boardsApi.setCell, { params: { id: childId, ...place }, body }),
    onSuccess: keep,
  });
}

export function useClearCell(childId: number) {
  const keep = useKeepBoard(childId);
  return useMutation({
    mutationFn: (place: CellPlace) => callApi(boardsApi.clearCell, { params: { id: childId, ...place } }),
    onSuccess: keep,
  });
}

import { levelsApi, type ChildLevels, type PinLevelBody } from '@neurobridge/shared/api/levels';
import type { LevelledKind } from '@neurobridge/shared/domain/game-levels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

/** A child's level in every levelled game kind (docs/product.md#game-levels); kept on the device for offline reading. */
export const childLevelsQueryOptions = (id: number) => apiQuery(levelsApi.list, { params: { id } });

/**
 * The parent pins a kind's level ('Manter no nível n') or lets results move it again (null); the
 * answer replaces that kind's row in the list shown.
 */
export function usePinLevel(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, pinned_level }: { kind: LevelledKind } & PinLevelBody) =>
      callApi(levelsApi.pin, { params: { id: childId, kind }, body: { pinned_level } }),
    onSuccess: (row) => {
      queryClient.setQueryData<ChildLevels>(childLevelsQueryOptions(childId).queryKey, (data) =>
        data ? { levels: data.levels.map((l) => (l.kind === row.kind ? row : l)) } : data,
      );
    },
  });
}

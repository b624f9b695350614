import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * Runs a mutation at most once at a time, so a double click never does a thing twice.
 *
 * `mutation.isPending` alone is not enough: TanStack Query publishes it after the click
 * handler returns, so two clicks in the same tick would both call `mutate`. The ref is set
 * before `mutate` and cleared when the call settles (success or failure), whatever happens to
 * the component's observer meanwhile. Returns whether the call was started.
 */
export function useLockedMutation<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const running = useRef(false);
  const { mutateAsync, isPending } = mutation;
  return useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>): boolean => {
      if (running.current || isPending) return false;
      running.current = true;
      mutateAsync(variables, options)
        // The error is in `mutation.error` for the screen to show.
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
        });
      return true;
    },
    [mutateAsync, isPending],
  );
}

import { useQuery } from '@tanstack/react-query';

/*
 * Whose queue a save goes to (docs/product.md#offline-play): the signed-in account, as the session
 * read keeps it in the query cache under ['session', 'user'] (the key features/session reads and
 * the device's copy of the family's reads keeps). Read from the cache only: it never asks the server.
 */

const SESSION_USER_KEY = ['session', 'user'] as const;

/** The signed-in account's id; undefined when no one is signed in (or not yet known). */
export function useSignedInUserId(): number | undefined {
  const { data } = useQuery<{ id: number } | null>({ queryKey: SESSION_USER_KEY, enabled: false });
  return data?.id;
}

import type { Child } from '@neurobridge/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { childrenQueryOptions } from '../../features/children/api/children';

/**
 * The caller's child named by the route's `:childId`, for a screen of one child: `missing` when the
 * children cannot be read or the child is not among them, which the screen answers by going to
 * /dashboard; `notFound` is said once then, and `onMissing` runs (child mode ends there, for one).
 */
export function useRouteChild(notFound: string, onMissing?: () => void): { child?: Child; missing: boolean } {
  const id = Number(useParams().childId);
  const toast = useToast();
  const children = useQuery(childrenQueryOptions);
  const child = children.data?.find((c) => c.id === id);
  const missing = childMissing(children, id);
  const leave = useRef(onMissing);
  useEffect(() => {
    leave.current = onMissing;
  }, [onMissing]);
  useEffect(() => {
    if (!missing) return;
    leave.current?.();
    toast(notFound, 'error');
  }, [missing, notFound, toast]);
  return { child, missing };
}

/**
 * Whether a screen of one child has no child to show: the children were never read (the read
 * failed and nothing is kept), or they were and the child is not among them. A read that fails
 * again after an answer (a server that stopped answering, the device's copy shown instead) still
 * shows that answer: the child stays on the screen (docs/product.md#offline-play).
 */
export function childMissing(children: { data?: readonly { id: number }[]; isError: boolean }, id: number): boolean {
  return children.data ? !children.data.some((c) => c.id === id) : children.isError;
}

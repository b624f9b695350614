import { AREA_FORBIDDEN } from '@neurobridge/shared/domain/admin-roles';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_KEY } from '../api/admin-client';
import { adminMeQuery } from './admin-session';
import { adminShellMessages } from './messages';

const t = adminShellMessages.forbidden;

/** The server's 403 for a route outside the caller's role (plugins/route-access.ts). */
export function isAreaForbidden(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.serverMessage === AREA_FORBIDDEN;
}

/**
 * What a screen outside the admin's role shows instead of failing (docs/product.md#admin-team-screens):
 * a calm notice and the way to the role's first screen.
 */
export function AreaForbidden({ home }: { home: string }) {
  return (
    <Card role="status" aria-labelledby="area-forbidden-title" className="max-w-2xl">
      <h1 id="area-forbidden-title" className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert aria-hidden className="size-7 text-amber-600" />
        {t.title}
      </h1>
      <p className="mt-3 text-lg">{t.text}</p>
      <p className="mt-1 text-muted">{t.hint}</p>
      <ButtonLink to={home} className="mt-5">
        {t.home}
      </ButtonLink>
    </Card>
  );
}

/**
 * Whether an admin read of the screen at `pathname` was refused for the role (a role changed while
 * the tab was open, or a screen that reads another area's data). Every admin read goes through the
 * one query cache, so one watcher covers them all; `me` is asked again, since the role may have
 * changed. A new path starts clean.
 */
export function useForbiddenRead(pathname: string): boolean {
  const queryClient = useQueryClient();
  const at = useRef(pathname);
  useEffect(() => {
    at.current = pathname;
  }, [pathname]);
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] !== ADMIN_KEY[0] || !isAreaForbidden(event.action.error)) return;
        setRefusedAt(at.current);
        void queryClient.invalidateQueries({ queryKey: adminMeQuery.queryKey });
      }),
    [queryClient],
  );
  return refusedAt === pathname;
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { childrenQueryOptions } from '../../features/children/api/children';
import { scheduleQueryOptions } from '../../features/schedule/api/schedule';
import { ScheduleScreen } from '../../features/schedule/components/schedule-screen';
import { scheduleMessages } from '../../features/schedule/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { StartMyDay } from './start-my-day';
import { childMissing } from './use-route-child';

/**
 * /child/{childId}/schedule (docs/product.md#calendar): back goes to the child page; an unknown or
 * foreign child (not among the caller's children, or a 404 from the week) goes to /dashboard.
 */
export function ChildScheduleRoute() {
  const id = Number(useParams().childId);
  const toast = useToast();
  const children = useQuery(childrenQueryOptions);
  const schedule = useQuery(scheduleQueryOptions(id));
  const child = children.data?.find((c) => c.id === id);
  // The week is kept on the device; moving and removing need the server (docs/product.md#offline-play).
  const online = useOnline();
  const missing = childMissing(children, id) || (schedule.error instanceof ApiError && schedule.error.status === 404);

  useEffect(() => {
    if (missing) toast(scheduleMessages.notFound, 'error');
  }, [missing, toast]);

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;
  return (
    <>
      <Link
        to={paths.child(child.id)}
        className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {scheduleMessages.back}
      </Link>
      <ScheduleScreen
        child={child}
        start={<StartMyDay childId={child.id} />}
        unavailable={online ? undefined : connectionMessages.title}
      />
    </>
  );
}

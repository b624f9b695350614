import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { ChildModeLayer } from '../../features/activities/components/child-mode/child-mode-layer';
import { childrenQueryOptions } from '../../features/children/api/children';
import { MyDayScreen } from '../../features/schedule/components/my-day/my-day-screen';
import { scheduleMessages } from '../../features/schedule/messages';
import { useSession } from '../../features/session/use-session';
import { starsQueryOptions } from '../../features/stars/api/stars';
import { SensoryFrame } from '../../games/shared/sensory-frame';
import { endChildMode, useChildMode } from '../../lib/child-mode';
import { messages } from '../../locales/pt-BR/messages';
import { StartMyDay } from './start-my-day';
import { useChildModeFullscreen } from './use-child-mode-fullscreen';
import { childMissing } from './use-route-child';

/**
 * /child/{childId}/meu-dia (docs/product.md#my-day): in child mode started here, the child's day on
 * the child-mode layer with the grown-up's exit; otherwise the parent's preview with the way in. An
 * unknown or foreign child goes to /dashboard (and ends child mode rather than trap the device).
 */
export function MyDayRoute() {
  const id = Number(useParams().childId);
  const toast = useToast();
  const { user } = useSession();
  const children = useQuery(childrenQueryOptions);
  // Read again on every visit: a game played from the day has just earned stars.
  const stars = useQuery({ ...starsQueryOptions(id), refetchOnMount: 'always' });
  const child = children.data?.find((c) => c.id === id);
  const { pathname, search } = useLocation();
  const childMode = useChildMode(user?.id)?.path === pathname + search;
  const missing = childMissing(children, id);
  const userId = user?.id;

  useChildModeFullscreen(childMode, userId);
  useEffect(() => {
    if (missing) toast(scheduleMessages.notFound, 'error');
  }, [missing, toast]);
  useEffect(() => {
    if (missing && childMode && userId !== undefined) endChildMode(userId);
  }, [missing, childMode, userId]);

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;
  return (
    <ChildModeLayer
      on={childMode}
      settings={child.sensory_settings}
      onExit={() => {
        if (userId !== undefined) endChildMode(userId);
      }}
    >
      {!childMode && (
        <Link
          to={paths.child(child.id)}
          className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
        >
          <ArrowLeft aria-hidden className="size-5" />
          {scheduleMessages.myDay.back}
        </Link>
      )}
      <SensoryFrame settings={child.sensory_settings}>
        <MyDayScreen
          child={child}
          childMode={childMode}
          balance={stars.data?.balance}
          start={<StartMyDay childId={child.id} />}
        />
      </SensoryFrame>
    </ChildModeLayer>
  );
}

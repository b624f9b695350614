import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { boardsRouteMessages } from '../../features/boards/route-messages';
import { childrenMessages } from '../../features/children/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { SensoryFrame } from '../../games/shared/sensory-frame';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { useRouteChild } from './use-route-child';

// The feature's own chunk, asked for as soon as this route's code runs.
const boardScreen = import('../../features/boards/components/board-screen');
boardScreen.catch(() => {}); // a chunk that fails to load fails the screen, which the route's boundary shows
const BoardScreen = lazy(() => boardScreen.then((m) => ({ default: m.BoardScreen })));

/**
 * /child/{childId}/prancha (docs/product.md#communication-board): the child's communication board,
 * with the child's sensory settings (speech, voice, rate, calm palette, larger text, reduced motion);
 * back goes to the child page, an unknown child to /dashboard.
 */
export function ChildBoardRoute() {
  const { child, missing } = useRouteChild(childrenMessages.profile.notFound);
  const online = useOnline();
  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;
  return (
    <>
      <Link
        to={paths.child(child.id)}
        className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {boardsRouteMessages.back}
      </Link>
      <SensoryFrame settings={child.sensory_settings}>
        <Suspense fallback={<Spinner label={messages.common.loading} />}>
          <BoardScreen
            child={{ id: child.id, name: child.name }}
            unavailable={online ? undefined : connectionMessages.title}
          />
        </Suspense>
      </SensoryFrame>
    </>
  );
}

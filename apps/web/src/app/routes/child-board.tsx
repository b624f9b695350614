import { usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft, Maximize } from 'lucide-react';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ChildModeLayer } from '../../features/activities/components/child-mode/child-mode-layer';
import { enterFullscreen, exitFullscreen } from '../../features/activities/components/child-mode/fullscreen';
import { GrownUpExit } from '../../features/activities/components/child-mode/grown-up-exit';
import { boardsQueryOptions } from '../../features/boards/api/boards';
import { boardsRouteMessages } from '../../features/boards/route-messages';
import { childrenQueryOptions } from '../../features/children/api/children';
import { childrenMessages } from '../../features/children/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { useSession } from '../../features/session/use-session';
import { SensoryFrame } from '../../games/shared/sensory-frame';
import { endChildMode, startChildMode, useChildMode } from '../../lib/child-mode';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { lazyPart } from '../layout/lazy-part';
import { useChildModeFullscreen } from './use-child-mode-fullscreen';
import { useRouteChild } from './use-route-child';

// The board's own chunk, asked for as soon as this route's code runs; the route counts as loaded once
// it is here too (app/router.tsx), so the board shows at once, behind no loading fallback.
const boardScreen = import('../../features/boards/components/board-screen');
const BoardScreen = lazyPart(() => boardScreen.then((m) => m.BoardScreen), <Spinner label={messages.common.loading} />);
const KeepBoardMedia = lazyPart(() => boardScreen.then((m) => m.KeepBoardMedia));
export const boardCode = Promise.all([BoardScreen.preload(), KeepBoardMedia.preload()]);
boardCode.catch(() => {}); // a chunk that fails to load fails the screen, which the route's boundary shows

/**
 * What the board's first render needs, when a page opens on it (app/router.tsx, `data`): the
 * children and the boards. A failed read is not tried again here: the screen's own read does.
 */
export function boardFirstData(client: QueryClient, childId: number): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery({ ...childrenQueryOptions, retry: false }),
    client.prefetchQuery({ ...boardsQueryOptions(childId), retry: false }),
  ]);
}

/**
 * /child/{childId}/prancha (docs/product.md#communication-board): the child's communication board,
 * with the child's sensory settings (speech, voice, rate, calm palette, larger text, reduced motion);
 * back goes to the child page, an unknown child to /dashboard. In child mode started on the child's
 * 'Meu dia' (docs/product.md#in-child-mode-and-offline) it is on the child-mode layer: back goes to
 * the day, editing waits for the grown-up's hold, and the grown-up's exit leaves the board in the page.
 * "Abrir a prancha no modo criança" starts child mode with the board itself as its home: no way back,
 * since there is nowhere else to go.
 */
export function ChildBoardRoute() {
  const { user } = useSession();
  const userId = user?.id;
  const mode = useChildMode(userId);
  const childMode = mode !== null;
  // Nothing to show: child mode ends rather than trap the device.
  const { child, missing } = useRouteChild(childrenMessages.profile.notFound, () => user && endChildMode(user.id));
  // The boards are read beside the children rather than after them (a board interactive within 1 s,
  // docs/product.md#in-child-mode-and-offline).
  usePrefetchQuery(boardsQueryOptions(Number(useParams().childId)));
  const online = useOnline();
  useChildModeFullscreen(childMode, userId);

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;
  const leave = () => {
    if (userId !== undefined) endChildMode(userId);
    exitFullscreen();
  };
  return (
    <ChildModeLayer on={childMode} settings={child.sensory_settings} onExit={leave}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        {mode?.path !== paths.childBoard(child.id) && (
          <Link
            to={childMode ? paths.myDay(child.id) : paths.child(child.id)}
            className="inline-flex min-h-16 items-center gap-2 text-lg font-semibold text-brand-700"
          >
            <ArrowLeft aria-hidden className="size-6" />
            {childMode ? boardsRouteMessages.backToDay : boardsRouteMessages.back}
          </Link>
        )}
        {!childMode && userId !== undefined && <StartBoardChildMode userId={userId} childId={child.id} />}
      </div>
      <SensoryFrame settings={child.sensory_settings}>
        {userId !== undefined && <KeepBoardMedia userId={userId} childId={child.id} />}
        <BoardScreen
          child={{ id: child.id, name: child.name }}
          unavailable={online ? undefined : connectionMessages.title}
          lockedEdit={childMode ? (startEditing, words) => <GrownUpExit {...words} onDone={startEditing} /> : undefined}
        />
      </SensoryFrame>
    </ChildModeLayer>
  );
}

/** Child mode with the board as its home, full screen (asked in the click itself, which the browser needs). */
function StartBoardChildMode({ userId, childId }: { userId: number; childId: number }) {
  const hintId = useId();
  return (
    <div className="max-w-sm">
      <Button
        variant="secondary"
        aria-describedby={hintId}
        onClick={() => {
          enterFullscreen();
          startChildMode(userId, { path: paths.childBoard(childId), childId });
        }}
      >
        <Maximize aria-hidden className="size-5" />
        {boardsRouteMessages.startChildMode}
      </Button>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {boardsRouteMessages.startChildModeHint}
      </p>
    </div>
  );
}

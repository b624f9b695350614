import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Gift, MessageSquareText, Pencil, Play, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { ChildProfessionalsSection } from '../../features/child-professionals/components/child-professionals-section';
import { ChildSessionsSection } from '../../features/child-professionals/components/child-sessions-section';
import { childProfessionalsMessages } from '../../features/child-professionals/messages';
import { childrenQueryOptions } from '../../features/children/api/children';
import { ChildHeader, ChildStats, RecentProgress } from '../../features/children/components/child-profile';
import { EditChildModal } from '../../features/children/components/edit-child-modal';
import { ProgressReportButton } from '../../features/reports/components/progress-report-button';
import { SensorySettingsModal } from '../../features/children/components/sensory-settings-modal';
import { childrenMessages } from '../../features/children/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { NeedsConnectionNote } from '../../features/offline/needs-connection-note';
import { useSession } from '../../features/session/use-session';
import { boardsLinkMessages } from '../../features/boards/link-messages';
import { starsLinkMessages } from '../../features/stars/link-messages';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { StartMyDay } from './start-my-day';
import { childMissing } from './use-route-child';

// The results still on the device load with the queue's chunk (docs/product.md#offline-play).
const queueParts = () => import('../../features/offline/queue-parts');
const PendingResults = lazy(() => queueParts().then((m) => ({ default: m.PendingResults })));
const PendingNotCounted = lazy(() => queueParts().then((m) => ({ default: m.PendingNotCounted })));

// The assistant's widget loads on its own, after the page (docs/product.md#ai-chat).
const ChatWidget = lazy(() =>
  import('../../features/chat/components/chat-widget').then((m) => ({ default: m.ChatWidget })),
);
// The game levels load with their feature's chunk, after the page (docs/product.md#game-levels).
const ChildLevels = lazy(() =>
  import('../../features/levels/components/child-levels').then((m) => ({ default: m.ChildLevels })),
);
// The child's goals load with their feature's chunk, after the page (docs/product.md#goals).
const GoalsSection = lazy(() => import('../../features/goals/goals-parts').then((m) => ({ default: m.GoalsSection })));
// What the professionals assigned for home loads with its feature's chunk (docs/product.md#home-programme).
const HomeProgrammeSection = lazy(() =>
  import('../../features/home-programme/home-programme-parts').then((m) => ({ default: m.HomeProgrammeSection })),
);
// Stars and the reward shop load with their feature's chunk, after the page (docs/product.md#stars-and-the-reward-shop).
const StarsSection = lazy(() => import('../../features/stars/stars-parts').then((m) => ({ default: m.StarsSection })));

// What the board tells loads with its feature's chunk (docs/product.md#what-the-board-tells).
const BoardUsesSection = lazy(() =>
  import('../../features/boards/components/board-uses').then((m) => ({ default: m.BoardUsesSection })),
);

// The plan's downloads load with their feature's chunk (docs/product.md#goals).
const PlanDownloads = lazy(() =>
  import('../../features/plan-export/components/plan-downloads').then((m) => ({ default: m.PlanDownloads })),
);

/** /child/{childId} (docs/product.md#child-profile); not found or an error goes to /dashboard. */
export function ChildRoute() {
  const id = Number(useParams().childId);
  const t = childrenMessages.profile;
  const toast = useToast();
  const { user } = useSession();
  const children = useQuery(childrenQueryOptions);
  const child = children.data?.find((c) => c.id === id);
  const [dialog, setDialog] = useState<'edit' | 'sensory' | null>(null);
  // Who sees the child, the sessions, the report and the assistant need the server; the rest is
  // kept on the device (docs/product.md#offline-play).
  const online = useOnline();
  const unavailable = online ? undefined : connectionMessages.title;
  const missing = childMissing(children, id);

  useEffect(() => {
    if (missing) toast(t.notFound, 'error');
  }, [missing, toast, t.notFound]);

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;

  return (
    <>
      <Link to={paths.dashboard} className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700">
        <ArrowLeft aria-hidden className="size-5" />
        {t.back}
      </Link>
      <Card>
        <ChildHeader child={child} />
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.activities(child.id)}>
            <Play aria-hidden className="size-5" />
            {childrenMessages.card.start}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.childSchedule(child.id)}>
            <CalendarDays aria-hidden className="size-5" />
            {childrenMessages.card.schedule}
          </ButtonLink>
          <StartMyDay childId={child.id} />
          <ButtonLink variant="secondary" to={paths.rewardShop(child.id)}>
            <Gift aria-hidden className="size-5" />
            {starsLinkMessages.rewardShop}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.childBoard(child.id)}>
            <MessageSquareText aria-hidden className="size-5" />
            {boardsLinkMessages.board}
          </ButtonLink>
          <ProgressReportButton child={child} unavailable={unavailable} />
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden className="size-5" />
            {t.edit}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('sensory')}>
            <SlidersHorizontal aria-hidden className="size-5" />
            {t.sensory}
          </Button>
        </div>
      </Card>

      {/* The numbers and the list load, fail and retry each on their own (docs/product.md#reading-progress). */}
      <h2 className="mt-10 mb-4 text-2xl font-bold">{t.stats}</h2>
      <ChildStats childId={child.id} />
      {user && (
        <Suspense fallback={null}>
          <PendingNotCounted userId={user.id} childId={child.id} />
        </Suspense>
      )}
      <h2 className="mt-10 mb-4 text-2xl font-bold">{t.recent}</h2>
      {/* Results played on this device and not yet sent come first, marked (docs/product.md#offline-play). */}
      {user && (
        <Suspense fallback={null}>
          <PendingResults userId={user.id} childId={child.id} />
        </Suspense>
      )}
      <RecentProgress childId={child.id} />
      <Suspense fallback={null}>
        <ChildLevels childId={child.id} editable unavailable={unavailable} />
      </Suspense>
      <Suspense fallback={null}>
        <GoalsSection childId={child.id} viewer="parent" unavailable={unavailable} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeProgrammeSection child={child} unavailable={unavailable} />
      </Suspense>
      <Suspense fallback={null}>
        <BoardUsesSection childId={child.id} owner unavailable={unavailable} />
      </Suspense>
      <h2 className="mt-10 mb-4 text-2xl font-bold">{childProfessionalsMessages.professionals.heading}</h2>
      {online ? <ChildProfessionalsSection child={child} /> : <NeedsConnectionNote />}
      <h2 className="mt-10 mb-4 text-2xl font-bold">{childProfessionalsMessages.sessions.heading}</h2>
      {online ? <ChildSessionsSection childId={child.id} /> : <NeedsConnectionNote />}
      <Suspense fallback={null}>
        <PlanDownloads childId={child.id} unavailable={unavailable} />
      </Suspense>
      <Suspense fallback={null}>
        <StarsSection childId={child.id} unavailable={unavailable} />
      </Suspense>

      {user && (
        <Suspense fallback={null}>
          <ChatWidget userId={user.id} child={{ id: child.id, name: child.name }} unavailable={unavailable} />
        </Suspense>
      )}
      {dialog === 'edit' && <EditChildModal child={child} onClose={() => setDialog(null)} />}
      {dialog === 'sensory' && <SensorySettingsModal child={child} onClose={() => setDialog(null)} />}
    </>
  );
}

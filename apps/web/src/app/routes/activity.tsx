import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Maximize, Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { activityQueryOptions } from '../../features/activities/api/activities';
import { ActivityDetail, LockedNote } from '../../features/activities/components/activity-detail';
import { enterFullscreen } from '../../features/activities/components/child-mode/fullscreen';
import { activitiesMessages } from '../../features/activities/messages';
import { childrenQueryOptions } from '../../features/children/api/children';
import { professionalChildrenQueryOptions } from '../../features/professional/api/children';
import { useSession } from '../../features/session/use-session';
import { childModeAllows, endChildMode, myDayChild, startChildMode, useChildMode } from '../../lib/child-mode';
import { isOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { useSeesPlans } from '../layout/use-sees-plans';
import { useChildModeFullscreen } from './use-child-mode-fullscreen';

const loadPlay = () => import('./activity-play').then((m) => ({ default: m.ActivityPlay }));
const ActivityPlay = lazy(loadPlay);

/** /activity/{id}?child= (docs/product.md#activity-detail): the detail, then the player in place. */
export function ActivityRoute() {
  const t = activitiesMessages.detail;
  const id = Number(useParams().activityId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryChild = Number(params.get('child')) || undefined;
  // Started from the child's week: finishing it completes that calendar entry (docs/product.md#calendar).
  const queryEntry = Number(params.get('entry')) || undefined;
  // Only this activity, locked by the plan that counts for ?child= (docs/product.md#whose-plan-counts).
  const query = useQuery(activityQueryOptions(id, queryChild));
  // A professional plays for the children they were given, at the family's tier
  // (docs/product.md#a-professionals-child-page); a parent for their own.
  const { user } = useSession();
  const professional = user?.role === 'professional';
  const seesPlans = useSeesPlans();
  const own = useQuery({ ...childrenQueryOptions, enabled: !professional });
  const given = useQuery({ ...professionalChildrenQueryOptions, enabled: professional });
  const children = professional ? given : own;
  // Child mode is the device's (docs/product.md#child-mode): a reload finds it on, with the same child.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const stored = useChildMode(user?.id);
  // Started here, or an entry played from the child's 'Meu dia' (docs/product.md#my-day).
  const childMode = stored !== null && childModeAllows(stored, here);
  const childModeHome = stored?.path === here;
  // Child mode's home is the child's 'Meu dia': the card and the player's messages lead back there.
  const dayChild = childMode && !childModeHome ? myDayChild(stored) : null;
  // Who plays: the ?child= of the link, else the only child; the parent may choose another or none.
  const [choice, setChoice] = useState<number | 'none' | undefined>(() =>
    childMode ? (stored.childId ?? 'none') : undefined,
  );
  // The player in place of the detail, in the page or in child mode.
  const [playing, setPlaying] = useState(false);
  const hintId = useId();
  useChildModeFullscreen(childMode, user?.id);
  // Without a connection the player's code is on the device (docs/product.md#offline-play): read
  // it now, so pressing play opens the game without waiting for it.
  useEffect(() => {
    if (!isOnline()) void loadPlay();
  }, []);
  const activity = query.data;
  const onlyChild = children.data?.length === 1 ? children.data[0]!.id : undefined;
  const childId = choice === 'none' ? undefined : (choice ?? queryChild ?? onlyChild);
  // Nothing left to play (the activity went away): child mode started here ends rather than trap
  // the device; one whose home is 'Meu dia' goes back there (the layout's redirect).
  useEffect(() => {
    if (query.isError && childModeHome && user) endChildMode(user.id);
  }, [query.isError, childModeHome, user]);

  // Unknown or inactive (404), or not loaded: back to the library (docs/product.md#activity-detail).
  if (query.isError) return <Navigate to={paths.activities(queryChild)} replace />;
  // "Quem vai jogar?" needs the children: the detail waits for them too, so it does not grow under
  // the reader's eyes.
  if (!activity || children.isPending) return <Spinner label={messages.common.loading} />;
  const child = children.data?.find((c) => c.id === childId);
  // Only for the child the week belongs to: a parent who picks another child plays it unscheduled.
  const entryId = child && child.id === queryChild ? queryEntry : undefined;

  const leaveChildMode = () => {
    if (user) endChildMode(user.id);
  };

  if (playing || childMode) {
    return (
      <Suspense fallback={<Spinner label={messages.common.loading} />}>
        <ActivityPlay
          activity={activity}
          child={child}
          onExit={() => {
            leaveChildMode();
            setPlaying(false);
          }}
          entryId={entryId}
          onContinue={() =>
            navigate(
              !child
                ? paths.activities()
                : professional
                  ? paths.professionalChild(child.id)
                  : entryId
                    ? paths.childSchedule(child.id)
                    : paths.child(child.id),
            )
          }
          childMode={childMode}
          onLeaveChildMode={() => {
            leaveChildMode();
            setPlaying(true);
          }}
          onBackToDay={dayChild === null ? undefined : () => navigate(paths.myDay(dayChild), { replace: true })}
        />
      </Suspense>
    );
  }

  return (
    <>
      <Link
        to={paths.activities(queryChild)}
        className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {t.back}
      </Link>
      <Card>
        <ActivityDetail activity={activity} />
        {children.data && children.data.length > 0 ? (
          <div className="mt-6 max-w-sm">
            <SelectField
              label={t.whoPlays}
              value={childId ?? ''}
              onChange={(e) => setChoice(e.target.value ? Number(e.target.value) : 'none')}
            >
              <option value="">{t.noChild}</option>
              {children.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </div>
        ) : (
          children.isSuccess && <p className="mt-6 text-muted">{t.noChildHint}</p>
        )}
        {activity.is_locked ? (
          <LockedNote activity={activity} plansLink={seesPlans} />
        ) : (
          <div className="mt-6 flex flex-wrap items-start gap-3">
            <Button
              className="px-8 text-lg"
              onClick={() => setPlaying(true)}
              // The player's code starts loading as soon as "Começar" is about to be pressed.
              onPointerEnter={() => void loadPlay()}
              onFocus={() => void loadPlay()}
            >
              <Play aria-hidden className="size-5" />
              {t.start}
            </Button>
            <div className="max-w-sm">
              <Button
                variant="secondary"
                className="text-lg"
                aria-describedby={hintId}
                onClick={() => {
                  // Full screen needs this click's user gesture: asked now, before the player loads.
                  enterFullscreen();
                  if (user) startChildMode(user.id, { path: here, childId: childId ?? null });
                }}
                onPointerEnter={() => void loadPlay()}
                onFocus={() => void loadPlay()}
              >
                <Maximize aria-hidden className="size-5" />
                {t.childMode}
              </Button>
              <p id={hintId} className="mt-2 text-sm text-muted">
                {t.childModeHint}
              </p>
            </div>
          </div>
        )}
      </Card>
    </>
  );
}

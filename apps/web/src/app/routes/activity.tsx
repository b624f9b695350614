import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { activityQueryOptions } from '../../features/activities/api/activities';
import { ActivityDetail } from '../../features/activities/components/activity-detail';
import { activitiesMessages } from '../../features/activities/messages';
import { childrenQueryOptions } from '../../features/children/api/children';
import { messages } from '../../locales/pt-BR/messages';

const loadPlay = () => import('./activity-play').then((m) => ({ default: m.ActivityPlay }));
const ActivityPlay = lazy(loadPlay);

/** /activity/{id}?child= (docs/product.md#activity-detail): the detail, then the player in place. */
export function ActivityRoute() {
  const t = activitiesMessages.detail;
  const id = Number(useParams().activityId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryChild = Number(params.get('child')) || undefined;
  // Only this activity, locked by the plan that counts for ?child= (docs/product.md#whose-plan-counts).
  const query = useQuery(activityQueryOptions(id, queryChild));
  const children = useQuery(childrenQueryOptions);
  // Who plays: the ?child= of the link, else the only child; the parent may choose another or none.
  const [choice, setChoice] = useState<number | 'none' | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const activity = query.data;
  const onlyChild = children.data?.length === 1 ? children.data[0]!.id : undefined;
  const childId = choice === 'none' ? undefined : (choice ?? queryChild ?? onlyChild);

  // Unknown or inactive (404), or not loaded: back to the library (docs/product.md#activity-detail).
  if (query.isError) return <Navigate to={paths.activities(queryChild)} replace />;
  // "Quem vai jogar?" needs the children: the detail waits for them too, so it does not grow under
  // the reader's eyes.
  if (!activity || children.isPending) return <Spinner label={messages.common.loading} />;
  const child = children.data?.find((c) => c.id === childId);

  if (playing) {
    return (
      <Suspense fallback={<Spinner label={messages.common.loading} />}>
        <ActivityPlay
          activity={activity}
          child={child}
          onExit={() => setPlaying(false)}
          onContinue={() => navigate(child ? paths.child(child.id) : paths.activities())}
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
          <p className="mt-6 flex items-center gap-2 rounded-xl bg-slate-100 p-4">
            <Lock aria-hidden className="size-5" />
            {activity.unlock_description ?? t.lockedText}
          </p>
        ) : (
          <Button
            className="mt-6 px-8 text-lg"
            onClick={() => setPlaying(true)}
            // The player's code starts loading as soon as "Começar" is about to be pressed.
            onPointerEnter={() => void loadPlay()}
            onFocus={() => void loadPlay()}
          >
            <Play aria-hidden className="size-5" />
            {t.start}
          </Button>
        )}
      </Card>
    </>
  );
}

import { GOAL_NOT_FOUND, type Goal } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { GOAL_AREA_LABELS } from '@neurobridge/shared/domain/goals';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingOrError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { fmt } from '../../../locales/pt-BR/messages';
import { goalDetailQueryOptions } from '../api/goals';
import { childPagePath, type GoalViewer } from '../goal-paths';
import { createdByText, STATUS_TONES, statusLabel } from '../goal-text';
import { goalsMessages } from '../messages';
import { GoalActions } from './goal-actions';
import { MetBanner } from './goal-card';
import { GoalChart } from './goal-chart';
import { GoalHistory } from './goal-history';
import { GoalGames, GoalSessions } from './goal-measure-lists';
import { GoalObservations } from './goal-observations';
import { GoalPageSection } from './goal-page-section';

/** 'Revisão em dd/mm/aaaa', or 'Revisão atrasada' once the day has passed on a goal still open. */
function ReviewLine({ goal }: { goal: Goal }) {
  const t = goalsMessages.page;
  if (!goal.review_date) return null;
  const open = goal.status === 'active' || goal.status === 'paused';
  const late = open && goal.review_date < clock.today();
  const date = formatDate(goal.review_date);
  return late ? (
    <p className="font-semibold text-amber-900">{fmt(t.reviewLate, { date })}</p>
  ) : (
    <p>{fmt(t.review, { date })}</p>
  );
}

/**
 * A goal's page (docs/product.md#goals), for the parent and for a professional with access: what it
 * aims at and how it is judged, its status and actions, the linked activities to play, the chart of
 * its measures, the sessions, games and observations behind it, and its history.
 */
export function GoalScreen({ childId, goalId, viewer }: { childId: number; goalId: number; viewer: GoalViewer }) {
  const t = goalsMessages.page;
  const detail = useQuery(goalDetailQueryOptions(childId, goalId));
  const back = (
    <Link
      to={childPagePath(viewer, childId)}
      className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-5" />
      {t.back}
    </Link>
  );

  if (!detail.data) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <Card role="alert" className="text-center">
            <h1 className="text-2xl font-bold">{GOAL_NOT_FOUND}</h1>
          </Card>
        ) : (
          <LoadingOrError read={detail} errorFallback={t.loadError} />
        )}
      </>
    );
  }

  const { goal, measures, history } = detail.data;
  const showObservations = goal.criterion.measure === 'observation' || measures.observations.length > 0;
  return (
    <>
      {back}
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 flex-1 text-3xl font-bold">{goal.title}</h1>
          <Badge tone={STATUS_TONES[goal.status]}>{statusLabel(goal.status)}</Badge>
        </div>
        <div className="mt-3 space-y-1">
          <p className="text-lg font-semibold">{fmt(t.criterion, { text: goal.criterion_text })}</p>
          <p>{fmt(t.area, { area: GOAL_AREA_LABELS[goal.area] })}</p>
          <p>{fmt(t.start, { date: formatDate(goal.start_date) })}</p>
          <ReviewLine goal={goal} />
          <p className="text-sm text-muted">{createdByText(goal.created_by)}</p>
        </div>
        {goal.met_at && (
          <div className="mt-4">
            <MetBanner metAt={goal.met_at} />
          </div>
        )}
        <GoalActions goal={goal} childId={childId} viewer={viewer} />
        {goal.activities.length > 0 && (
          <>
            <h2 className="mt-6 mb-2 text-lg font-bold">{t.activities}</h2>
            <ul className="flex flex-wrap gap-3">
              {goal.activities.map((a) => (
                <li key={a.id}>
                  <ButtonLink variant="secondary" to={paths.activity(a.id, childId)}>
                    <Play aria-hidden className="size-5" />
                    {fmt(t.play, { title: a.title })}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      <GoalPageSection id="goal-chart-title" heading={goalsMessages.chart.heading}>
        <GoalChart measures={measures} percent={goal.criterion.percent} />
      </GoalPageSection>
      <GoalSessions sessions={measures.sessions} childId={childId} viewer={viewer} />
      {(goal.activities.length > 0 || measures.game.length > 0) && <GoalGames games={measures.game} />}
      {showObservations && <GoalObservations goal={goal} observations={measures.observations} childId={childId} />}
      <GoalHistory history={history} />
    </>
  );
}

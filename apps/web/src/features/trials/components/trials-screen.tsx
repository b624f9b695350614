import { formatDate } from '@neurobridge/shared/domain/format';
import { type PromptLevel } from '@neurobridge/shared/domain/goals';
import { SESSION_TYPE_LABELS, type SessionType } from '@neurobridge/shared/domain/professionals';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { sessionTrialsQueryOptions } from '../api/session-trials';
import { useTrialsSaver } from '../api/use-trials-saver';
import { trialsMessages as m } from '../messages';
import { currentRecords, myTrials, sessionTotal } from '../records';
import { AgreementPanel } from './agreement-panel';
import { GoalPicker } from './goal-picker';
import { TrialReadGate } from './trial-read-gate';
import { TrialRecorder } from './trial-recorder';

/**
 * A session's trials (docs/product.md#session-trials), for the parent and for any professional
 * with access: the session, a goal to record for, its recorder, and how the records agree.
 */
export function TrialsScreen({
  childId,
  sessionId,
  back: { to, label },
}: {
  childId: number;
  sessionId: number;
  /** Where 'back' goes, and its words: the child page of the parent or of the professional. */
  back: { to: string; label: string };
}) {
  const back = (
    <Link to={to} className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700">
      <ArrowLeft aria-hidden className="size-5" />
      {label}
    </Link>
  );
  const read = useQuery(sessionTrialsQueryOptions(childId, sessionId));
  const saver = useTrialsSaver(childId, sessionId);
  const [chosen, setChosen] = useState<number>();
  const [prompt, setPrompt] = useState<PromptLevel>('independent');

  if (!read.data) return <TrialReadGate read={read} back={back} />;
  const { session, goals, my_total } = read.data;
  const goal = goals.find((g) => g.goal_id === chosen) ?? goals[0];
  const recording = goal && saver.goals[goal.goal_id];
  const records = goal ? currentRecords(goal, recording) : [];

  return (
    <>
      {back}
      <h1 className="text-3xl font-bold">{fmt(m.title, { date: formatDate(session.session_date) })}</h1>
      <p className="mt-1 mb-6 text-muted wrap-anywhere">
        {SESSION_TYPE_LABELS[session.session_type as SessionType] ?? session.session_type} · {session.professional_name}
      </p>
      {!goal ? (
        <Card className="text-center">
          <p className="text-lg">{m.noGoals}</p>
        </Card>
      ) : (
        <div className="grid gap-6">
          {goals.length > 1 && <GoalPicker goals={goals} value={goal.goal_id} onChange={setChosen} />}
          <Card>
            {goals.length === 1 && (
              <div className="mb-5 wrap-anywhere">
                <h2 className="text-xl font-bold">{goal.title}</h2>
                <p className="text-muted">{goal.criterion_text}</p>
              </div>
            )}
            <TrialRecorder
              goal={goal}
              recording={recording}
              total={sessionTotal(goals, my_total, saver.goals)}
              prompt={prompt}
              onPrompt={setPrompt}
              onRecord={(next) => saver.record(goal.goal_id, next, myTrials(goal, undefined))}
              onRetry={() => saver.retry(goal.goal_id)}
            />
          </Card>
          {records.some((r) => !r.mine) && <AgreementPanel records={records} />}
        </div>
      )}
    </>
  );
}

import { SESSION_TRIALS_MAX, trialSummary, type PromptLevel, type Trial } from '@neurobridge/shared/domain/goals';
import { TOO_MANY_TRIALS } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Trophy, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import type { SessionGoal } from '../api/session-trials';
import type { GoalRecording } from '../api/use-trials-saver';
import { trialsMessages as m } from '../messages';
import { myTrials } from '../records';
import { percentText } from '../trial-text';
import { PromptPicker } from './prompt-picker';
import { ResponseButtons } from './response-buttons';
import { SaveStatus } from './save-status';
import { TrialChips } from './trial-chips';

/**
 * The phone-first recorder of one goal (docs/product.md#session-trials): the prompt level, then one
 * tap on the response records a trial; 'Desfazer' takes the last away; the running numbers and the
 * list; how the save stands; 'Meta alcançada em …' when a save answers the goal met.
 */
export function TrialRecorder({
  goal,
  recording,
  total,
  prompt,
  onPrompt,
  onRecord,
  onRetry,
}: {
  goal: SessionGoal;
  recording: GoalRecording | undefined;
  /** The caller's trials in the session, all goals together. */
  total: number;
  prompt: PromptLevel;
  onPrompt: (prompt: PromptLevel) => void;
  onRecord: (next: Trial[]) => void;
  onRetry: () => void;
}) {
  const trials = myTrials(goal, recording);
  const summary = trialSummary(trials);
  const ended = goal.status === 'ended';
  const full = total >= SESSION_TRIALS_MAX;
  const metAt = recording?.goal?.met_at;

  return (
    <section aria-label={m.recorder.region} className="grid gap-5">
      {metAt && (
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-green-50 p-4 text-lg font-semibold text-green-900"
        >
          <Trophy aria-hidden className="size-6 shrink-0" />
          {fmt(m.met, { date: formatDate(metAt) })}
        </p>
      )}
      {ended && <p className="rounded-xl bg-slate-100 p-3">{m.recorder.ended}</p>}
      <PromptPicker value={prompt} onChange={onPrompt} disabled={ended} />
      <ResponseButtons
        disabled={ended}
        blocked={full}
        onRespond={(result) => onRecord([...trials, { result, prompt }])}
      />
      {full && !ended && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-950">
          {TOO_MANY_TRIALS}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          className="aria-disabled:opacity-50"
          disabled={ended}
          aria-disabled={trials.length === 0 || undefined}
          onClick={() => trials.length > 0 && onRecord(trials.slice(0, -1))}
        >
          <Undo2 aria-hidden className="size-5" />
          {m.recorder.undo}
        </Button>
        <SaveStatus save={recording?.save} onRetry={onRetry} />
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Figure label={m.recorder.correct} value={percentText(summary.correct_percent)} />
        <Figure label={m.recorder.independent} value={percentText(summary.independent_percent)} />
        <Figure label={m.recorder.countLabel} value={fmt(m.recorder.count, { n: total, max: SESSION_TRIALS_MAX })} />
      </dl>
      <TrialChips trials={trials} />
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

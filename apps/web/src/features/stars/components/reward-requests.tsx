import type { RewardRequest } from '@neurobridge/shared/api/stars';
import { REWARD_SIZE_LABELS } from '@neurobridge/shared/domain/stars';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useAnswerRequest, type RequestAnswer } from '../api/stars';
import { starsMessages } from '../messages';
import { starsText } from '../star-text';
import { RewardPicture } from './reward-picture';

/** What answering the requests takes: one answer at a time, and which button runs it. */
export type RequestAnswers = ReturnType<typeof useRequestAnswers>;

/**
 * 'Aprovar' and 'Recusar' for a list of requests (docs/product.md#stars-and-the-reward-shop). Held by
 * the screen, not by the list: an answered request leaves the list, and the last one takes the list
 * with it, but what it says when done ("“{nome}” aprovada. …") is still said. One answer runs at a
 * time and its button is busy meanwhile, so a double click answers once (the server spends once
 * anyway); a refusal (too few stars, already answered) is the server's pt-BR message.
 */
export function useRequestAnswers() {
  const t = starsMessages.requests;
  const toast = useToast();
  const answer = useAnswerRequest();
  const run = useLockedMutation(answer);
  const [busy, setBusy] = useState<{ id: number; answer: RequestAnswer } | null>(null);

  function respond(request: RewardRequest, choice: RequestAnswer) {
    const started = run(
      { request, answer: choice },
      {
        onSuccess: (answered) =>
          toast(
            choice === 'approve'
              ? fmt(t.approved, {
                  name: answered.reward_name,
                  child: answered.child_name,
                  stars: starsText(answered.balance),
                })
              : t.declined,
            'success',
          ),
        onError: (err) => toast(errorText(err, t.error), 'error'),
      },
    );
    if (started) setBusy({ id: request.id, answer: choice });
  }

  return {
    respond,
    running: answer.isPending,
    isBusy: (id: number, choice: RequestAnswer) => answer.isPending && busy?.id === id && busy.answer === choice,
  };
}

/**
 * The requests waiting for the parent, each with 'Aprovar' and 'Recusar' (`answers`, held by the
 * screen). Without a connection the buttons wait, with `unavailable` under them.
 */
export function RewardRequestList({
  requests,
  answers,
  showChild,
  unavailable,
}: {
  requests: readonly RewardRequest[];
  answers: RequestAnswers;
  /** On the dashboard, where the requests of every child are listed. */
  showChild: boolean;
  unavailable?: string;
}) {
  const t = starsMessages.requests;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => {
          const titleId = `reward-request-${r.id}`;
          const disabled = answers.running || unavailable !== undefined;
          return (
            <li
              key={r.id}
              className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <RewardPicture picture={r.reward_picture} />
              <div id={titleId} className="min-w-0 flex-1">
                {showChild && (
                  <p className="text-sm font-medium text-muted">{fmt(t.forChild, { child: r.child_name })}</p>
                )}
                <p className="text-lg font-semibold">{r.reward_name}</p>
                <p className="text-muted">
                  {fmt(starsMessages.price, { n: r.price })} · {REWARD_SIZE_LABELS[r.size]} ·{' '}
                  {fmt(t.balance, { n: r.balance })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  aria-describedby={titleId}
                  pending={answers.isBusy(r.id, 'approve')}
                  disabled={disabled}
                  onClick={() => answers.respond(r, 'approve')}
                >
                  {t.approve}
                </Button>
                <Button
                  variant="secondary"
                  aria-describedby={titleId}
                  pending={answers.isBusy(r.id, 'decline')}
                  disabled={disabled}
                  onClick={() => answers.respond(r, 'decline')}
                >
                  {t.decline}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {unavailable && <p className="mt-2 text-sm text-muted">{unavailable}</p>}
    </>
  );
}

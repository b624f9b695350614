import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { Play, RotateCcw } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { ErrorBoundary } from '../../../../components/ui/error-boundary';
import { Spinner } from '../../../../components/ui/spinner';
import { findGame } from '../../../../games/registry';
import type { GameResult } from '../../../../games/shared/result';
import { SensoryFrame } from '../../../../games/shared/sensory-frame';
import { fmt } from '../../../../locales/pt-BR/messages';
import { adminActivitiesMessages } from '../messages';

const t = adminActivitiesMessages.preview;

interface ActivityPreviewProps {
  /** The content the form holds now, or null while it is invalid (then `problem` says why). */
  content: ActivityContent | null;
  problem?: string;
  title: string;
}

/**
 * Plays the content as the child would, with the default sensory settings
 * (docs/product.md#activity-editor). A new content restarts the game; the result is shown, never saved.
 * The game is only shown (inert) until the admin presses 'Jogar a prévia', and again after each
 * change of the content: a game moves focus to its first question, which must not take the
 * keyboard away from the form being filled in.
 */
export function ActivityPreview({ content, problem, title }: ActivityPreviewProps) {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ key: string; result: GameResult } | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const contentKey = JSON.stringify(content);
  const game = useMemo(() => (content ? findGame(content) : null), [content]);
  const key = `${contentKey}#${round}`;
  const done = result?.key === key ? result.result : null;
  const live = playing === contentKey;

  useEffect(() => {
    if (live) area.current?.querySelector<HTMLElement>('button:enabled, [tabindex="0"]')?.focus();
  }, [live]);

  // Browsers keep focus out of an inert subtree; this also covers one that does not know `inert`.
  const fence = (event: FocusEvent) => {
    if (live) return;
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !area.current?.contains(from)) from.focus();
    else (event.target as HTMLElement).blur();
  };

  return (
    <section
      aria-labelledby="activity-preview-heading"
      className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200 wrap-anywhere"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activity-preview-heading" className="text-xl font-bold">
          {t.heading}
        </h2>
        <Button variant="secondary" onClick={() => setRound((r) => r + 1)} disabled={!game}>
          <RotateCcw aria-hidden className="size-5" />
          {t.restart}
        </Button>
      </div>
      <p className="mt-1 mb-3 text-sm text-muted">{t.hint}</p>
      {game && !live && (
        <Button className="mb-3" onClick={() => setPlaying(contentKey)}>
          <Play aria-hidden className="size-5" />
          {t.play}
        </Button>
      )}
      {done && (
        <p role="status" className="mb-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          {fmt(t.done, { score: done.score })}
        </p>
      )}
      {!content || !game ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t.invalid} {problem}
        </p>
      ) : (
        <div ref={area} inert={!live} onFocus={fence} data-testid="preview-game" className={live ? '' : 'opacity-75'}>
          <SensoryFrame settings={DEFAULT_SENSORY_SETTINGS}>
            <ErrorBoundary key={key} fallback={<p role="alert">{t.crashed}</p>}>
              <Suspense fallback={<Spinner label={game.loadingText} />}>
                <game.Game
                  key={key}
                  content={content}
                  title={title}
                  onComplete={(r) => setResult({ key, result: r })}
                />
              </Suspense>
            </ErrorBoundary>
          </SensoryFrame>
        </div>
      )}
    </section>
  );
}

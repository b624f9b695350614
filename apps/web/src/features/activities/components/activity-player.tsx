import type { Activity } from '@neurobridge/shared/api/activities';
import { CONTENT_ERROR_TEXTS, parseActivityContent } from '@neurobridge/shared/content/parse';
import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { findGame } from '../../../games/registry';
import { NoVoiceNotice } from '../../../games/shared/no-voice-notice';
import { SensoryFrame } from '../../../games/shared/sensory-frame';
import type { GameResult } from '../../../games/shared/result';
import { fmt } from '../../../locales/pt-BR/messages';
import { useSaveProgress } from '../api/activities';
import { activitiesMessages } from '../messages';
import { CompletionCard, type SaveState } from './completion-card';
import { PlayerMessage } from './player-message';

interface ActivityPlayerProps {
  activity: Activity;
  childId?: number;
  settings: SensorySettings;
  /** Leaves the player (back to the detail page). */
  onExit: () => void;
  /** Where 'Continuar' goes: the child's page, or the library (docs/product.md#completion). */
  onContinue: () => void;
}

/**
 * docs/product.md#activity-player: finds the game for the content (its type, and the variant for
 * types with several games), applies the child's sensory settings, saves progress, congratulates.
 */
export function ActivityPlayer({ activity, childId, settings, onExit, onContinue }: ActivityPlayerProps) {
  const t = activitiesMessages.player;
  const parsed = useMemo(() => parseActivityContent(activity.content, activity.category), [activity]);
  const save = useSaveProgress(childId ?? 0);
  const [result, setResult] = useState<GameResult | null>(null);

  const persist = useCallback(
    (r: GameResult) => {
      if (!childId) return;
      save.mutate({ activity_id: activity.id, status: 'completed', score: r.score, time_spent: r.minutes });
    },
    [activity.id, childId, save],
  );
  const onComplete = useCallback(
    (r: GameResult) => {
      setResult(r);
      persist(r);
    },
    [persist],
  );

  if (parsed.kind === 'empty') {
    return (
      <PlayerMessage title={t.emptyTitle} actionLabel={t.back} onAction={onExit}>
        <p>{t.emptyText}</p>
      </PlayerMessage>
    );
  }
  if (parsed.kind === 'error') {
    return (
      <PlayerMessage title={t.loadErrorTitle} actionLabel={t.back} onAction={onExit}>
        <p>{fmt(t.loadErrorText, { id: activity.id })}</p>
        <p className="text-base text-muted">{CONTENT_ERROR_TEXTS[parsed.error]}</p>
      </PlayerMessage>
    );
  }
  if (parsed.kind === 'unknown_type') {
    return (
      <PlayerMessage title={t.unknownTitle} actionLabel={t.back} onAction={onExit}>
        <p>{fmt(t.unknownText, { type: parsed.type })}</p>
      </PlayerMessage>
    );
  }
  const game = findGame(parsed.content);
  // Every content type has a game (games/registry.test.ts walks them and the whole catalogue).
  if (!game) {
    return (
      <PlayerMessage title={t.loadErrorTitle} actionLabel={t.back} onAction={onExit}>
        <p>{CONTENT_ERROR_TEXTS.unexpected}</p>
      </PlayerMessage>
    );
  }
  const { Game, loadingText } = game;
  // The completion card sits inside the same frame as the game, so it follows the settings too.
  return (
    <SensoryFrame settings={settings}>
      {result ? (
        <CompletionCard
          result={result}
          save={{ state: saveState(childId, save), retry: () => persist(result) }}
          onBack={onExit}
          onContinue={onContinue}
          onReplay={() => {
            // The card replaced the game, so showing the game again mounts it fresh.
            save.reset();
            setResult(null);
          }}
        />
      ) : (
        <>
          <NoVoiceNotice />
          {parsed.fallback && <p className="mb-3 rounded-xl bg-amber-50 p-3 text-amber-900">{t.fallbackNotice}</p>}
          <ErrorBoundary
            fallback={
              <PlayerMessage title={t.loadErrorTitle} actionLabel={t.back} onAction={onExit}>
                <p>{CONTENT_ERROR_TEXTS.unexpected}</p>
              </PlayerMessage>
            }
          >
            <Suspense fallback={<Spinner label={loadingText} />}>
              <Game content={parsed.content} title={activity.title} onComplete={onComplete} />
            </Suspense>
          </ErrorBoundary>
        </>
      )}
    </SensoryFrame>
  );
}

/** What the card says about saving: nothing to save without a child, else the request's state. */
function saveState(childId: number | undefined, save: { isError: boolean; isSuccess: boolean }): SaveState {
  if (!childId) return 'none';
  if (save.isError) return 'error';
  return save.isSuccess ? 'saved' : 'saving';
}

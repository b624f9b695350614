import type { Activity } from '@neurobridge/shared/api/activities';
import { CONTENT_ERROR_TEXTS, parseActivityContent } from '@neurobridge/shared/content/parse';
import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import { MAX_SECONDS_PER_GAME } from '@neurobridge/shared/domain/duration';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { findGame } from '../../../games/registry';
import { NoVoiceNotice } from '../../../games/shared/no-voice-notice';
import { SensoryFrame } from '../../../games/shared/sensory-frame';
import type { GameResult } from '../../../games/shared/result';
import { clock } from '../../../lib/clock';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { markGameOpen } from '../../../lib/offline/game-in-progress';
import { useSignedInUserId } from '../../../lib/offline/result-queue-account';
import { useSaveResult, type ProgressItem } from '../api/save-result';
import { activitiesMessages } from '../messages';
import { ChildModeLayer } from './child-mode/child-mode-layer';
import { CompletionCard, type PlayedResult } from './completion-card';
import { LeaveGameDialog } from './leave-game-dialog';
import { PlayerMessage } from './player-message';
import { playerProblem } from './player-problem';
import { useLeaveGuard } from './use-leave-guard';
import { usePlayLevel } from './use-play-level';
import { useSaveState } from './use-save-state';

interface ActivityPlayerProps {
  activity: Activity;
  childId?: number;
  /** Started from the child's week: a saved result also completes this calendar entry. */
  entryId?: number;
  settings: SensorySettings;
  /** Leaves the player (back to the detail page). */
  onExit: () => void;
  /** Where 'Continuar' goes: the child's page, or the library (docs/product.md#completion). */
  onContinue: () => void;
  /** Over the whole screen, no way out but the grown-up's (docs/product.md#child-mode). */
  childMode?: boolean;
  /** The grown-up left child mode during the game: the same game goes on in the normal player. */
  onLeaveChildMode?: () => void;
  /** Opened from 'Meu dia' in child mode: the card and the messages lead back to the day (docs/product.md#my-day). */
  onBackToDay?: () => void;
}

/**
 * docs/product.md#activity-player: finds the game for the content (its type, and the variant for
 * types with several games), plays it at the child's level in its kind (docs/product.md#game-levels),
 * applies the child's sensory settings, saves progress and the level played through the
 * device's queue, online or not (docs/product.md#offline-play), congratulates; a game in progress
 * is not lost by accident (docs/product.md#leaving-a-game), nor interrupted by an update.
 */
export function ActivityPlayer(props: ActivityPlayerProps) {
  const { activity, childId, entryId, settings, onExit, onContinue, childMode = false } = props;
  const { onLeaveChildMode = onExit, onBackToDay } = props;
  const t = activitiesMessages.player;
  const parsed = useMemo(() => parseActivityContent(activity.content, activity.category), [activity]);
  const game = useMemo(() => (parsed.kind === 'ok' ? findGame(parsed.content) : null), [parsed]);
  const userId = useSignedInUserId();
  const saveResult = useSaveResult();
  const [result, setResult] = useState<PlayedResult | null>(null);
  // Each round ('Jogar de novo' starts the next) is played at the level the child is at when it starts.
  const [round, setRound] = useState(0);
  const roundLevel = usePlayLevel(childId, parsed.kind === 'ok' ? parsed.content : null, round);
  const level = roundLevel?.level;
  const inProgress = game !== null && result === null;
  // A game on screen: what would interrupt it (a new version of the app) waits for the card.
  useEffect(() => (inProgress ? markGameOpen() : undefined), [inProgress]);
  // The player times every game the same way, in seconds, from its opening to its end
  // (docs/product.md#score-and-time); a replay starts the clock again.
  const startedAt = useRef(0);
  useEffect(() => {
    if (!result) startedAt.current = Date.now();
  }, [result]);
  // In child mode Back always asks: leaving it is the grown-up's, even after the game.
  const guard = useLeaveGuard(inProgress || childMode, onExit);

  // The finished game's result, made once when it ends with its key and played_at, goes to the
  // device's queue: the server records the key once, whenever it arrives; the next game makes its own.
  const [saved, setSaved] = useState<ProgressItem | null>(null);
  const save = useSaveState(saved, saveResult);
  const onComplete = useCallback(
    ({ score }: GameResult) => {
      // How long it lasted, by the system time; when it was played, a product date, by the web's clock.
      const seconds = Math.min(MAX_SECONDS_PER_GAME, Math.max(0, Math.round((Date.now() - startedAt.current) / 1000)));
      const now = clock.now().toISOString();
      setResult({ score, seconds });
      if (!childId || userId === undefined) return setSaved(null);
      setSaved({
        kind: 'progress',
        key: newIdempotencyKey(),
        userId,
        childId,
        activityId: activity.id,
        activityTitle: activity.title,
        body: {
          activity_id: activity.id,
          status: 'completed',
          score,
          seconds_spent: seconds,
          played_at: now,
          ...(entryId ? { schedule_entry_id: entryId } : {}),
          ...(level !== undefined ? { level } : {}),
        },
        queuedAt: now,
      });
    },
    [activity.id, activity.title, childId, entryId, userId, level],
  );
  // Mid-game the grown-up's exit keeps the game in the normal player; with nothing left to play,
  // it closes the player.
  const leaveChildMode = () => {
    if (inProgress) return onLeaveChildMode();
    guard.stepOff();
    onExit();
  };
  // In child mode a message has no way out of its own: the grown-up's exit is it, and, opened from
  // 'Meu dia', the way back to the day (never a dead end).
  const toDay = childMode ? onBackToDay : undefined;
  const exitAction = childMode ? toDay : onExit;
  const exitLabel = toDay ? t.backToDay : t.back;

  let body;
  if (!game || parsed.kind !== 'ok') {
    const { title, lines } = playerProblem(parsed, activity.id);
    body = (
      <PlayerMessage title={title} actionLabel={exitLabel} onAction={exitAction}>
        {lines.map((line, i) => (
          <p key={line} className={i > 0 ? 'text-base text-muted' : undefined}>
            {line}
          </p>
        ))}
      </PlayerMessage>
    );
  } else {
    const { Game, loadingText } = game;
    // The completion card sits inside the same frame as the game, so it follows the settings too.
    body = (
      <SensoryFrame settings={settings}>
        {result ? (
          <CompletionCard
            result={result}
            // Without a child nothing is saved; a child without a known account cannot be (never in the app).
            save={!childId ? { state: 'none' } : saved ? save : { state: 'error' }}
            onBack={onExit}
            onContinue={onContinue}
            onReplay={() => {
              // The card replaced the game, so showing the game again mounts it fresh, at the level
              // the child is at now.
              setSaved(null);
              setResult(null);
              setRound((r) => r + 1);
            }}
            childMode={childMode}
            level={level}
            onBackToDay={toDay}
          />
        ) : (
          <>
            <NoVoiceNotice />
            {parsed.fallback && <p className="mb-3 rounded-xl bg-amber-50 p-3 text-amber-900">{t.fallbackNotice}</p>}
            <ErrorBoundary
              fallback={
                <PlayerMessage title={t.loadErrorTitle} actionLabel={exitLabel} onAction={exitAction}>
                  <p>{CONTENT_ERROR_TEXTS.unexpected}</p>
                </PlayerMessage>
              }
            >
              {/* The child's level is read first: meanwhile the game's own loading text shows. */}
              {roundLevel ? (
                <Suspense fallback={<Spinner label={loadingText} />}>
                  <Game content={parsed.content} title={activity.title} onComplete={onComplete} level={level} />
                </Suspense>
              ) : (
                <Spinner label={loadingText} />
              )}
            </ErrorBoundary>
          </>
        )}
      </SensoryFrame>
    );
  }
  return (
    <ChildModeLayer on={childMode} settings={settings} onExit={leaveChildMode}>
      {body}
      {guard.asking && (
        <LeaveGameDialog childMode={childMode} inProgress={inProgress} onStay={guard.stay} onLeave={guard.leave} />
      )}
    </ChildModeLayer>
  );
}

import { CloudOff, PartyPopper, RotateCcw, Sprout, Star, TrendingUp, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDuration } from '@neurobridge/shared/domain/duration';
import type { GameLevel } from '@neurobridge/shared/domain/game-levels';
import { starsForResult } from '@neurobridge/shared/domain/stars';
import { completionTone, type CompletionTone } from '../../../games/shared/result';
import { fmt } from '../../../locales/pt-BR/messages';
import { activitiesMessages } from '../messages';

/**
 * What the card says about saving (docs/product.md#offline-play): nothing to save without a child,
 * saving, saved (with the level the server moved the child to, when this save recorded it now),
 * kept on the device until the connection returns, refused with the server's reason, or not kept at
 * all (the device could not store it).
 */
export type CardSave =
  | { state: 'none' | 'saving' | 'queued' | 'error' }
  | { state: 'saved'; newLevel?: number | null }
  | { state: 'refused'; reason: string };

/** The game's score and the seconds the player timed (docs/product.md#score-and-time). */
export interface PlayedResult {
  score: number;
  seconds: number;
}

interface CompletionCardProps {
  result: PlayedResult;
  save: CardSave;
  onBack: () => void;
  onContinue: () => void;
  /** Plays the same activity again from the start. */
  onReplay: () => void;
  /** Child mode: no 'Voltar' nor 'Continuar', the grown-up's exit is the way out (docs/product.md#child-mode). */
  childMode?: boolean;
  /** The level the game was played at (docs/product.md#game-levels); absent for a kind without levels. */
  level?: GameLevel;
  /** Opened from 'Meu dia' in child mode: 'Voltar ao meu dia' beside 'Jogar de novo' (docs/product.md#my-day). */
  onBackToDay?: () => void;
}

const t = activitiesMessages.player;
const WORDS: Record<CompletionTone, { title: string; icon: LucideIcon }> = {
  praise: { title: t.congratsTitle, icon: PartyPopper },
  well_done: { title: t.wellDoneTitle, icon: Star },
  try_again: { title: t.tryAgainTitle, icon: Sprout },
};

/**
 * docs/product.md#completion: progress is saved, then the card shows score and time. Its words
 * follow the score; below 40 % the replay button comes first. A result kept on the device says so
 * calmly (docs/product.md#offline-play); a refusal says the server's reason, with nothing to retry.
 */
export function CompletionCard(props: CompletionCardProps) {
  const { result, save, onBack, onContinue, onReplay, childMode, level, onBackToDay } = props;
  const tone = completionTone(result.score);
  const { title, icon: Icon } = WORDS[tone];
  const busy = save.state === 'saving';
  // A result the child's record keeps earns its stars, counted here so they show offline too
  // (docs/product.md#stars-and-the-reward-shop); played without a child, or not kept, none.
  const kept = save.state === 'saving' || save.state === 'saved' || save.state === 'queued';
  const stars = kept ? starsForResult('completed', result.score) : 0;
  // Only a climb is told to the child, never a level down (docs/product.md#game-levels).
  const levelUp =
    save.state === 'saved' && level !== undefined && save.newLevel != null && save.newLevel > level
      ? save.newLevel
      : null;
  const starsId = useId();

  // The game that had the focus is gone, so it would fall to the page: the card's title takes it,
  // and a screen reader starts here. No ring for a pointer user (`:focus-visible` only).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const toDay = childMode ? onBackToDay : undefined;
  const replay = (
    <Button
      variant={tone === 'try_again' || (childMode && !toDay) ? 'primary' : 'secondary'}
      onClick={onReplay}
      disabled={busy}
    >
      <RotateCcw aria-hidden className="size-5" />
      {t.playAgain}
    </Button>
  );
  return (
    <div className="game-surface rounded-3xl bg-green-50 p-8 text-center" data-testid="completion-card">
      <Icon aria-hidden className="mx-auto size-12 text-green-700" />
      <h2
        ref={heading}
        tabIndex={-1}
        // Read with the title as it takes the focus: the stars are the first thing the child hears.
        aria-describedby={stars > 0 ? starsId : undefined}
        className="mt-2 rounded-lg text-3xl font-bold [&:focus:not(:focus-visible)]:outline-none"
      >
        {title}
      </h2>
      <p className="mt-3 text-2xl font-semibold">{fmt(t.score, { score: result.score })}</p>
      <p className="text-xl">{fmt(t.time, { duration: formatDuration(result.seconds) })}</p>
      {stars > 0 && (
        <>
          {/* Calm: the stars simply appear, with no motion (docs/product.md#sensory-settings). */}
          <p className="mt-4 flex justify-center gap-2" data-testid="stars-earned" aria-hidden>
            {Array.from({ length: stars }, (_, i) => (
              <Star key={i} className="size-10 fill-amber-300 text-amber-600" />
            ))}
          </p>
          <p id={starsId} className="mt-2 text-xl font-semibold">
            {stars === 1 ? t.starsOne : fmt(t.stars, { n: stars })}
          </p>
        </>
      )}
      {/* There from the start, so the climb, told when the server's answer comes, is announced politely. */}
      <div aria-live="polite">
        {levelUp !== null && (
          <p className="mx-auto mt-2 flex items-center justify-center gap-2 text-xl font-semibold text-brand-700">
            <TrendingUp aria-hidden className="size-6 shrink-0" />
            {fmt(t.levelUp, { n: levelUp })}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" className="mt-3 min-h-6">
        {save.state === 'saving' && <p className="text-muted">{t.saving}</p>}
        {save.state === 'saved' && <p className="text-green-900">{t.saved}</p>}
        {save.state === 'queued' && (
          <p className="mx-auto flex max-w-prose items-start justify-center gap-2">
            <CloudOff aria-hidden className="mt-0.5 size-5 shrink-0" />
            {t.queued}
          </p>
        )}
        {save.state === 'none' && <p className="text-muted">{t.notSaved}</p>}
      </div>
      {(save.state === 'error' || save.state === 'refused') && (
        <div role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-red-900">
          <p>{t.saveError}</p>
          {save.state === 'refused' && <p className="mt-1">{save.reason}</p>}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {(tone === 'try_again' || childMode) && replay}
        {toDay && (
          <Button className="min-h-16 px-8 text-lg" onClick={toDay} disabled={busy}>
            {t.backToDay}
          </Button>
        )}
        {!childMode && (
          <>
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              {t.back}
            </Button>
            <Button variant={tone === 'try_again' ? 'secondary' : 'primary'} onClick={onContinue} disabled={busy}>
              {t.continue}
            </Button>
          </>
        )}
        {tone !== 'try_again' && !childMode && replay}
      </div>
    </div>
  );
}

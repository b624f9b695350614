import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useMemo } from 'react';
import { colorMessages } from '../../locales/pt-BR/games/colors';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { Basket, ObjectButton } from './color-pieces';
import { colorGame, setupFromContent } from './rules';

type Props = GameProps<ContentOf<'color_sorting'>> & { clock?: GameClock };

/**
 * Three baskets a row (six in a wide play area); four baskets share one row, so level 3's twelve
 * objects of four colours and their baskets fit a small phone with larger text
 * (docs/product.md#colour-game, "Levels").
 */
const basketColumns = (n: number) => (n === 4 ? 'grid-cols-4' : 'grid-cols-3 @4xl:grid-cols-6');

/** Colour sorting (docs/product.md#colour-game): choose an object, then the basket of its colour. */
export function ColorGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = colorMessages;
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const game = useMemo(() => colorGame(setupFromContent(content), level), [content, level]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const playing = state.phase === 'playing';
  const feedbackText = state.feedback ? (state.feedback.kind === 'right' ? t.right : t.wrong) : null;

  // One cue and one spoken line per attempt (a new feedback object each time).
  useEffect(() => {
    if (!state.feedback) return;
    const right = state.feedback.kind === 'right';
    cue(right ? 'correct' : 'try_again');
    say(right ? t.right : t.wrong);
  }, [state.feedback, cue, say, t]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-lg font-semibold sm:text-xl">{t.instructions}</p>
      <p className="text-base font-medium text-muted">
        {fmt(t.progress, { n: state.placed.length, total: state.objects.length })}
      </p>

      <div
        role="group"
        aria-label={t.objectsLabel}
        // Four across on a phone, six in a wide play area (a container query, so the admin's narrow
        // preview keeps fewer): twelve objects and six baskets fit one screen (e2e/games-fit.spec.ts).
        className="mt-2 grid grid-cols-4 gap-2 sm:gap-3 @2xl:grid-cols-6"
      >
        {state.objects.map((o) =>
          state.placed.includes(o.key) ? (
            // An empty slot keeps the baskets from moving under the child's finger.
            <div
              key={o.key}
              aria-hidden
              className="h-[4.5rem] rounded-2xl border-2 border-dashed border-slate-300 sm:h-28"
            />
          ) : (
            <ObjectButton
              key={o.key}
              object={o.key}
              selected={state.selected === o.key}
              disabled={!playing}
              onSelect={() => dispatch({ type: 'select', object: o.key })}
            />
          ),
        )}
      </div>

      <div role="status" aria-live="polite" className="mt-2 min-h-12">
        {feedbackText && (
          <div
            className={`rounded-2xl px-3 py-2 font-semibold ${unspoken ? 'text-3xl' : 'text-lg sm:text-xl'} ${
              state.feedback?.kind === 'right' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            <p>{feedbackText}</p>
            {state.phase !== 'playing' && <p className="text-base sm:text-lg">{t.allSorted}</p>}
          </div>
        )}
      </div>

      <div
        role="group"
        aria-label={t.basketsLabel}
        className={`mt-2 grid gap-2 sm:gap-3 ${basketColumns(state.colors.length)}`}
      >
        {state.colors.map((color) => (
          <Basket
            key={color}
            color={color}
            placed={state.placed.filter((k) => state.objects.some((o) => o.key === k && o.color === color))}
            inviting={playing && state.selected !== null}
            disabled={!playing}
            onDrop={() => dispatch({ type: 'drop', basket: color })}
          />
        ))}
      </div>
    </GameFrame>
  );
}

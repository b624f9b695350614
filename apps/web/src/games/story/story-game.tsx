import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useId, useMemo, useRef } from 'react';
import { storyMessages } from '../../locales/pt-BR/games/story';
import { fmt } from '../../locales/pt-BR/messages';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import type { GameProps } from '../shared/game-types';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { createStory, poolOf, setupFromContent } from './rules';
import { PoolScene, SceneFace, Slot } from './scene-card';
import { SCENE_CAPTIONS, STORIES, type SceneKey } from './story-data';

type Props = GameProps<ContentOf<'story_sequence'>> & { clock?: GameClock };

/** Where keyboard focus goes after a tap makes the tapped button disappear. */
type FocusTarget = { scene: SceneKey } | 'feedback';

/**
 * The grid of the pool, the slots and the right order, by the number of scenes: 4 (level 2) in
 * 2 × 2 on a phone and one row of four on a wider screen; 3 (level 1) in one row; 6 (level 3) in
 * rows of three on a phone and one row of six on a wider screen.
 */
const GRIDS: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  6: 'grid-cols-3 sm:grid-cols-6',
};

/** Story sequence (docs/product.md#story-game): tap the scenes in the order the story happens. */
export function StoryGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = storyMessages;
  const setup = useMemo(() => setupFromContent(content, level), [content, level]);
  const total = setup.scenes.length;
  const grid = GRIDS[total] ?? GRIDS[4];
  // In a row of three the cards are narrow: the picture goes above its caption.
  const stacked = total !== 4;
  const game = useMemo(() => createStory(setup), [setup]);
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const story = STORIES[setup.story];
  const pool = poolOf(state);
  const placing = state.phase === 'placing';
  const judged = state.right !== null;
  const intro = fmt(t.intro, { story: story.title, instruction: t.instruction });
  const hintId = useId();
  const feedback = state.right === null ? null : state.right ? t.right : t.wrong;

  // The story's title and the instruction are read at the start of each game.
  useEffect(() => {
    say(intro);
  }, [state.startedAt, intro, say]);

  useEffect(() => {
    if (state.right === null) return;
    cue(state.right ? 'complete' : 'try_again');
    say(state.right ? t.right : t.wrong);
  }, [state.right, cue, say, t]);

  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const root = rootRef.current;
    if (!target || !root) return;
    if (target === 'feedback') return root.querySelector<HTMLElement>('[data-area="feedback"]')?.focus();
    root.querySelector<HTMLElement>(`[data-area="pool"] [data-scene="${target.scene}"]`)?.focus();
  }, [state.slots]);

  const place = (scene: SceneKey) => {
    const rest = pool.filter((k) => k !== scene);
    const after = state.deck.slice(state.deck.indexOf(scene) + 1).find((k) => rest.includes(k));
    const next = after ?? rest[0];
    focusNext.current = next ? { scene: next } : 'feedback';
    if (next) say(SCENE_CAPTIONS[scene]);
    dispatch({ type: 'place', scene });
  };
  const takeBack = (scene: SceneKey) => {
    focusNext.current = { scene };
    dispatch({ type: 'take_back', scene });
  };

  return (
    <GameFrame
      title={title}
      tips={t.tips}
      onRestart={() => dispatch({ type: 'restart' })}
      restartLabel={state.right === false ? gameMessages.tryAgain : gameMessages.restart}
    >
      <div ref={rootRef}>
        <div className="flex flex-wrap items-center gap-x-3">
          <p className={`${unspoken ? 'text-3xl' : 'text-2xl'} font-bold`}>{story.title}</p>
          <ListenButton onListen={() => say(intro)} className="text-base" />
        </div>
        <p className={`${unspoken ? 'text-2xl' : 'text-lg'} font-semibold leading-snug`}>{t.instruction}</p>

        {placing && (
          <ul data-area="pool" aria-label={t.poolTitle} className={`mt-2 grid gap-2 ${grid}`}>
            {state.deck.map((scene) => (
              <li key={scene}>
                {pool.includes(scene) ? (
                  <PoolScene scene={scene} disabled={!placing} stacked={stacked} onPick={() => place(scene)} />
                ) : (
                  // An empty spot keeps the other scenes from moving under the child's finger.
                  <div aria-hidden className="h-full min-h-20 rounded-2xl border-2 border-dashed border-slate-300" />
                )}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="text-lg font-bold">{t.slotsTitle}</h3>
          <p className="text-base text-muted">
            {fmt(t.placedCount, { n: state.slots.filter(Boolean).length, total: state.slots.length })}
          </p>
          {/* Read with each placed scene; the grown-up's tips say it out loud. */}
          <p id={hintId} className="sr-only">
            {t.slotsHint}
          </p>
        </div>
        <ol data-area="slots" aria-label={t.slotsTitle} className={`mt-1 grid gap-2 ${grid}`}>
          {state.slots.map((scene, i) => (
            <li key={i}>
              <Slot
                index={i}
                total={total}
                stacked={stacked}
                scene={scene}
                mark={judged ? (scene === setup.scenes[i] ? 'in' : 'out') : undefined}
                disabled={!placing}
                describedBy={placing ? hintId : undefined}
                onTakeBack={() => scene && takeBack(scene)}
              />
            </li>
          ))}
        </ol>

        <div role="status" aria-live="polite" className="mt-3">
          {feedback && (
            <div
              data-area="feedback"
              tabIndex={-1}
              className={`rounded-2xl p-3 font-semibold ${state.right ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
            >
              <p className={unspoken ? 'text-3xl' : 'text-xl'}>{feedback}</p>
              {state.right === false && (
                <>
                  <p className="mt-1 text-base">{t.correctOrder}</p>
                  <ol aria-label={t.correctOrder} className={`mt-1 grid gap-2 ${grid}`}>
                    {setup.scenes.map((scene, i) => (
                      <li key={scene} className="flex items-center gap-2 rounded-xl bg-white p-1 text-ink">
                        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white">
                          {i + 1}
                        </span>
                        <SceneFace scene={scene} size="size-8" />
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </div>
          )}
        </div>
      </div>
    </GameFrame>
  );
}

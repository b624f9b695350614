import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { Check, Hand } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { puzzleMessages } from '../../locales/pt-BR/games/puzzle';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { ScenePiece, ScenePreview } from './puzzle-scene';
import { inPlace, LEVELS, puzzleGame, setupFromContent, type PuzzleContent, type PuzzleState } from './rules';

type Props = GameProps<PuzzleContent> & { clock?: GameClock };

const ARROWS: Record<string, [dx: number, dy: number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function statusText(state: PuzzleState): string | null {
  const t = puzzleMessages;
  if (state.endedBy === 'solved') return t.solved;
  if (state.endedBy === 'time') {
    const placed = state.pieces.filter((_, slot) => inPlace(state.pieces, slot)).length;
    return fmt(t.timeUp, { n: placed, total: state.pieces.length });
  }
  if (!state.feedback) return null;
  return state.feedback.kind === 'fit' ? t.fit : t.notYet;
}

/**
 * Visual puzzle (docs/product.md#visual-puzzle): a picture cut into shuffled pieces (3 × 3 at level
 * 2); tap a piece, then another, to swap them, until the picture is whole.
 */
export function PuzzleGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = puzzleMessages;
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const size = LEVELS[level];
  const game = useMemo(() => puzzleGame(setupFromContent(content), size), [content, size]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const { grid } = state;
  const scene = t.scenes[state.scene];
  const items: readonly string[] = scene.items[grid];
  const text = statusText(state);
  const ended = state.endedBy !== null;

  // Roving focus: one piece is in the tab order; the arrows move between pieces.
  const [active, setActive] = useState(0);
  const pieceRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    say(t.instructions);
  }, [state.startedAt, say, t]);

  // A piece that fits plays a soft 'correct' cue; a swap that fits nothing is quiet.
  useEffect(() => {
    if (state.feedback?.kind === 'fit') cue('correct');
  }, [state.feedback, cue]);

  useEffect(() => {
    if (state.phase !== 'done' || !text) return;
    cue('complete');
    say(text);
  }, [state.phase, text, cue, say]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, slot: number) {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const col = Math.min(grid - 1, Math.max(0, (slot % grid) + arrow[0]));
    const row = Math.min(grid - 1, Math.max(0, Math.floor(slot / grid) + arrow[1]));
    const next = row * grid + col;
    setActive(next);
    pieceRefs.current[next]?.focus();
  }

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-start sm:justify-end">
        <div className="flex min-w-0 flex-1 gap-3 sm:flex-col">
          <ScenePreview
            scene={state.scene}
            grid={grid}
            label={fmt(t.previewLabel, { scene: scene.name })}
            className="size-24 shrink-0 rounded-xl ring-2 ring-slate-300 sm:size-40"
          />
          <div className="min-w-0 space-y-1">
            <p
              className={unspoken ? 'text-2xl font-bold' : 'text-base font-semibold sm:text-lg'}
              data-testid="instruction"
            >
              {t.instructions}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 text-base font-medium">
              <p>{fmt(t.moves, { n: state.moves })}</p>
              {state.secondsLeft !== null && <p>{fmt(t.timeLeft, { s: state.secondsLeft })}</p>}
            </div>
            <ListenButton onListen={() => say(t.instructions)} label={t.listen} className="text-base" />
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <div role="status" aria-live="polite" className="min-h-9">
            {text && (
              <p
                className={`rounded-xl px-3 py-1 font-semibold ${unspoken ? 'text-2xl' : 'text-lg'} ${
                  state.feedback?.kind === 'not_yet' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'
                }`}
              >
                {text}
              </p>
            )}
          </div>
          <div
            role="group"
            aria-label={t.boardLabel}
            className="grid size-[min(100vw_-_5rem,50vh)] shrink-0 gap-1 rounded-2xl bg-slate-200 p-1"
            style={{
              gridTemplateColumns: `repeat(${grid}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${grid}, minmax(0, 1fr))`,
            }}
          >
            {state.pieces.map((piece, slot) => {
              const fits = inPlace(state.pieces, slot);
              const chosen = state.selected === slot;
              const item = items[piece] ?? '';
              return (
                <button
                  key={slot}
                  ref={(el) => {
                    pieceRefs.current[slot] = el;
                  }}
                  type="button"
                  tabIndex={slot === active ? 0 : -1}
                  // Pieces in place stay focusable (for the arrows) but cannot be chosen.
                  aria-disabled={fits || ended}
                  aria-pressed={chosen}
                  aria-label={
                    fits
                      ? fmt(t.pieceInPlace, { n: piece + 1, item })
                      : fmt(t.pieceOut, { n: piece + 1, item, slot: slot + 1 })
                  }
                  onFocus={() => setActive(slot)}
                  onKeyDown={(e) => onKeyDown(e, slot)}
                  onClick={() => dispatch({ type: 'tap', slot })}
                  data-testid={`slot-${slot}`}
                  className={`relative min-h-12 min-w-12 overflow-hidden rounded-lg bg-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    chosen ? 'z-10 ring-4 ring-brand-600' : fits ? 'ring-2 ring-green-700' : ''
                  } ${fits || ended ? 'cursor-default' : 'cursor-pointer'}`}
                >
                  <ScenePiece scene={state.scene} grid={grid} piece={piece} />
                  {fits && (
                    <span
                      aria-hidden
                      data-testid="in-place-mark"
                      className="absolute right-1 top-1 flex size-7 items-center justify-center rounded-full bg-green-700 text-white"
                      title={t.inPlace}
                    >
                      <Check className="size-5" strokeWidth={3} />
                    </span>
                  )}
                  {chosen && (
                    <span
                      aria-hidden
                      className="absolute bottom-1 left-1 flex items-center gap-1 rounded-md bg-brand-600 px-1.5 text-sm font-semibold text-white"
                    >
                      <Hand className="size-4" />
                      {/* A 4 × 4 piece is too narrow for the word: the hand alone marks it (aria-pressed says it). */}
                      {grid < 4 && t.chosen}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      </div>
    </GameFrame>
  );
}

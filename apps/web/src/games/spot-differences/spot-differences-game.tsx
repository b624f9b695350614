import { Check } from 'lucide-react';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useCallback, useEffect } from 'react';
import { spotDifferencesMessages } from '../../locales/pt-BR/games/spot-differences';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import type { SpotDifferencesContent } from './entry';
import type { Random } from '../shared/random';
import { acceptsTaps, init, LEVELS, reduce, secondPictureAt, type Feedback, type SpotState } from './rules';
import { SPOT_ART } from './spot-art';
import { SCENES, SPOT_COLUMNS, SPOT_LABELS, type SpotObject } from './spot-data';

type Props = GameProps<SpotDifferencesContent> & { clock?: GameClock };

const t = spotDifferencesMessages;

function feedbackText(f: Feedback | null, total: number): string | null {
  if (!f) return null;
  if (f.kind === 'same') return t.same;
  return f.last ? `${t.found} ${fmt(t.allFound, { total })}` : t.found;
}

interface Spot {
  object: SpotObject | null;
  upsideDown: boolean;
}

interface PictureProps {
  n: 1 | 2;
  state: SpotState;
  spotAt: (at: number) => Spot;
  onTap: (at: number) => void;
}

/** One picture: a 4 × 3 grid where every spot is a button; found differences get a ring and a check. */
function Picture({ n, state, spotAt, onTap }: PictureProps) {
  const scene = SCENES[state.scene];
  const taps = acceptsTaps(state);
  return (
    <div
      role="group"
      aria-label={fmt(t.pictureLabel, { n, scene: scene.label })}
      className="grid gap-1 rounded-2xl bg-white p-2 ring-1 ring-slate-200"
      style={{ gridTemplateColumns: `repeat(${SPOT_COLUMNS}, minmax(0, 1fr))` }}
    >
      {scene.objects.map((_, at) => {
        const { object, upsideDown } = spotAt(at);
        const found = state.found.includes(at);
        const name =
          object === null
            ? t.empty
            : upsideDown
              ? fmt(t.upsideDown, { object: SPOT_LABELS[object] })
              : SPOT_LABELS[object];
        return (
          <button
            key={at}
            type="button"
            aria-label={found ? `${name}, ${t.foundMark}` : name}
            aria-pressed={found}
            // aria-disabled, not disabled: a keyboard user's focus stays put once the game is won.
            aria-disabled={!taps || found || undefined}
            onClick={() => onTap(at)}
            className={`relative flex size-[min(19vw,7.5vh)] min-h-12 min-w-12 items-center justify-center rounded-xl sm:size-[min(8vw,11vh)] ${
              found ? 'bg-green-50 ring-4 ring-green-700' : 'hover:bg-brand-50'
            }`}
          >
            {object && <img src={SPOT_ART[object]} alt="" className={`size-4/5 ${upsideDown ? 'rotate-180' : ''}`} />}
            {found && (
              <span aria-hidden className="absolute top-0.5 right-0.5 rounded-full bg-green-700 p-0.5 text-white">
                <Check className="size-4" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Spot the differences (docs/product.md#spot-the-differences-game): two pictures, 3 differences to
 * tap at level 2.
 */
export function SpotDifferencesGame({ title, onComplete, clock, level = START_LEVEL }: Props) {
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const size = LEVELS[level];
  const start = useCallback((now: number, random: Random) => init(now, random, undefined, size), [size]);
  const [state, dispatch] = useGame(reduce, start, onComplete, clock);
  const total = state.differences.length;
  const instructions = fmt(t.instructions, { total });
  const feedback = feedbackText(state.feedback, total);
  const tap = (at: number) => dispatch({ type: 'tap', at });

  // The instruction is read at the start of each game (and after 'Recomeçar').
  useEffect(() => {
    say(instructions);
  }, [state.startedAt, instructions, say]);

  // One cue and one spoken line per counted tap (a new feedback object each time).
  useEffect(() => {
    const f = state.feedback;
    if (!f) return;
    say(feedbackText(f, total)!);
    cue(f.kind === 'same' ? 'try_again' : f.last ? 'complete' : 'correct');
  }, [state.feedback, total, cue, say]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-lg font-semibold sm:text-xl">{instructions}</p>
      {/* Every line keeps its height, so the pictures never move under a finger. */}
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-3">
        <p className="text-base font-medium text-muted">{fmt(t.progress, { n: state.found.length, total })}</p>
        <ListenButton onListen={() => say(feedback ?? instructions)} className="text-base" />
      </div>
      <div role="status" aria-live="polite" className="mb-2 min-h-10">
        {feedback && (
          <p
            className={`inline-block rounded-xl px-3 py-1 font-semibold ${unspoken ? 'text-3xl' : 'text-lg sm:text-xl'} ${
              state.feedback?.kind === 'same' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'
            }`}
          >
            {feedback}
          </p>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-start sm:justify-center sm:gap-4">
        <Picture
          n={1}
          state={state}
          spotAt={(at) => ({ object: SCENES[state.scene].objects[at]!, upsideDown: false })}
          onTap={tap}
        />
        <Picture n={2} state={state} spotAt={(at) => secondPictureAt(state, at)} onTap={tap} />
      </div>
    </GameFrame>
  );
}

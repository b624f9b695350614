import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useMemo } from 'react';
import { organizationMessages } from '../../locales/pt-BR/games/organization';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import type { GameProps } from '../shared/game-types';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { CATEGORY_LABELS, ITEM_LABELS } from './organization-data';
import { Box, ItemButton } from './organization-pieces';
import { organizationGame, setupFromContent, type Feedback } from './rules';

type Props = GameProps<ContentOf<'organization'>> & { clock?: GameClock };

const t = organizationMessages;

function feedbackText(feedback: Feedback): string {
  const vars = { item: ITEM_LABELS[feedback.item], box: CATEGORY_LABELS[feedback.box] };
  return fmt(feedback.kind === 'right' ? t.right : t.wrong, vars);
}

/** Box columns: 2 × 2 for four boxes on a phone, one row on a wider screen. */
function boxColumns(n: number): string {
  if (n <= 2) return 'grid-cols-2';
  if (n === 3) return 'grid-cols-3';
  if (n === 4) return 'grid-cols-2 sm:grid-cols-4';
  return 'grid-cols-3 sm:grid-cols-6';
}

/** Organization (docs/product.md#organization-game): choose an item, then the box it belongs in. */
export function OrganizationGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const game = useMemo(() => organizationGame(setupFromContent(content), level), [content, level]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const playing = state.phase === 'playing';
  const message = state.feedback ? feedbackText(state.feedback) : null;
  const allSorted = state.placed.length === state.items.length;

  useEffect(() => {
    say(t.instruction);
  }, [state.startedAt, say]);

  // One cue and one spoken line per attempt (a new feedback object each time).
  useEffect(() => {
    const feedback = state.feedback;
    if (!feedback) return;
    const text = feedbackText(feedback);
    if (feedback.kind === 'wrong') {
      cue('try_again');
      say(text);
    } else if (!allSorted) {
      cue('correct');
      say(text);
    } else {
      cue('complete');
      say(`${text} ${t.allSorted}`);
    }
  }, [state.feedback, allSorted, cue, say]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className={`${unspoken ? 'text-2xl' : 'text-lg'} font-semibold leading-snug`}>{t.instruction}</p>
      {/* Always at least one button tall, so the play area never moves when speech is switched. */}
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-3">
        <p className="text-base font-medium text-muted">
          {fmt(t.progress, { n: state.placed.length, total: state.items.length })}
        </p>
        <ListenButton onListen={() => say(t.instruction)} className="text-base" />
      </div>

      <div role="group" aria-label={t.itemsLabel} className="mt-1 grid grid-cols-4 gap-2 sm:grid-cols-6">
        {state.items.map((o) =>
          state.placed.includes(o.key) ? (
            // An empty spot keeps the boxes from moving under the child's finger. Its height, like the
            // item's, is in rem: larger text on a phone shrinks the spacing, never this room.
            <div key={o.key} aria-hidden className="h-[5rem] rounded-2xl border-2 border-dashed border-slate-300" />
          ) : (
            <ItemButton
              key={o.key}
              item={o.key}
              selected={state.selected === o.key}
              disabled={!playing}
              onSelect={() => {
                if (state.selected !== o.key) say(ITEM_LABELS[o.key]);
                dispatch({ type: 'select', item: o.key });
              }}
            />
          ),
        )}
      </div>

      {/* Tall enough for a two-line message on a phone, so the boxes never move under a finger. */}
      <div role="status" aria-live="polite" className="mt-2 min-h-16">
        {message && (
          <div
            className={`rounded-2xl px-3 py-2 font-semibold ${unspoken ? 'text-2xl' : 'text-base'} ${
              state.feedback?.kind === 'right' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            <p>{message}</p>
            {!playing && <p>{t.allSorted}</p>}
          </div>
        )}
      </div>

      <div role="group" aria-label={t.boxesLabel} className={`mt-2 grid gap-2 ${boxColumns(state.categories.length)}`}>
        {state.categories.map((box) => (
          <Box
            key={box}
            box={box}
            placed={state.placed.filter((k) => state.items.some((o) => o.key === k && o.category === box))}
            total={state.perCategory}
            inviting={playing && state.selected !== null}
            disabled={!playing}
            onDrop={() => dispatch({ type: 'drop', box })}
          />
        ))}
      </div>
    </GameFrame>
  );
}

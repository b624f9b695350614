import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useMemo } from 'react';
import { symbolMessages } from '../../locales/pt-BR/games/symbols';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton, RepeatHighlight } from '../shared/listen-button';
import type { GameProps } from '../shared/game-types';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { SYMBOL_ART } from './symbol-art';
import { SYMBOLS } from './symbol-data';
import { interactionsToComplete, missedTarget, setupFromContent, symbolGame } from './rules';

type Props = GameProps<ContentOf<'symbol_communication'>> & { clock?: GameClock };

/** Symbol communication (docs/product.md#symbol-game): tapping a picture speaks its phrase. */
export function SymbolGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = symbolMessages;
  const cue = useCue();
  const { say, repeat, repeated, unspoken, speechOn } = useSpeech();
  const setup = useMemo(() => setupFromContent(content, level), [content, level]);
  const game = useMemo(() => symbolGame(setup, level), [setup, level]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const last = state.taps.at(-1);
  const phrase = last ? SYMBOLS[last].phrase : null;
  // docs/product.md#symbol-game: another symbol than the target is said as it is, then a gentle hint.
  const hint = missedTarget(state) && state.target ? fmt(t.findTarget, { target: SYMBOLS[state.target].label }) : null;
  const spoken = phrase && hint ? `${phrase}. ${hint}` : phrase;
  // docs/product.md#speech: speech never fails silently; without a voice (or with speech off) the
  // words are shown large.
  const showLarge = unspoken || !speechOn;

  // The situation is read out at the start of each game (and after 'Recomeçar').
  useEffect(() => {
    if (setup.prompt) say(setup.prompt);
  }, [state.startedAt, setup.prompt, say]);

  // Each counted tap speaks its phrase at the child's rate (0.8 by default) and volume 0.8.
  useEffect(() => {
    if (state.taps.length === 0 || !spoken) return;
    say(spoken);
    if (!speechOn) cue('correct');
  }, [state.taps, spoken, say, speechOn, cue]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      {/* Compact so the prompt, the spoken phrase and the whole board fit one screen, a phone's
          too (docs/product.md#game-frame, e2e/games-fit.spec.ts): 'Ouvir' sits on the prompt's line. */}
      <RepeatHighlight repeated={repeated} text={setup.prompt ?? ''}>
        <div className="flow-root rounded-2xl bg-white px-3 py-2 ring-1 ring-slate-200 sm:px-5 sm:py-3">
          {setup.prompt && (
            <ListenButton
              onListen={() => repeat(setup.prompt!)}
              label={t.listenPrompt}
              className="float-right ml-2 text-sm sm:text-base"
            />
          )}
          <p className={`${showLarge ? 'text-3xl' : 'text-xl sm:text-2xl'} py-2 font-semibold leading-snug`}>
            {setup.prompt ?? t.defaultPrompt}
          </p>
        </div>
      </RepeatHighlight>

      <RepeatHighlight repeated={repeated} text={spoken ?? ''} className="mt-2">
        {/* Room for the usual phrase, so the board does not move under a finger when it appears. */}
        <div role="status" aria-live="polite" className="min-h-16 sm:min-h-32">
          {phrase && (
            <div
              className={`rounded-2xl px-3 py-2 sm:p-4 ${hint ? 'bg-slate-100 text-slate-900' : 'bg-green-100 text-green-900'}`}
            >
              {/* The phrase is shown once: in the sentence, or large on its own line when no voice said it. */}
              <p className="text-lg font-semibold sm:text-xl">
                {hint ? t.saidOther : t.said}{' '}
                <span
                  className={showLarge ? 'mt-1 block text-4xl font-bold' : undefined}
                  data-testid={showLarge ? 'phrase-large' : undefined}
                >
                  {fmt(t.saidPhrase, { phrase })}
                </span>
              </p>
              {hint && (
                <p className="mt-1 text-lg font-semibold sm:text-xl" data-testid="symbol-hint">
                  {hint}
                </p>
              )}
            </div>
          )}
        </div>
      </RepeatHighlight>
      {/* Always present and at least one button tall, so the board never moves under a finger. */}
      <div className="mt-2 flex min-h-12 flex-wrap items-center justify-between gap-2">
        {!setup.single && (
          <p className="text-base font-medium text-muted">
            {fmt(t.progress, { n: state.taps.length, total: interactionsToComplete(state) })}
          </p>
        )}
        {spoken && <ListenButton onListen={() => repeat(spoken)} label={t.listenPhrase} className="text-base" />}
      </div>
      {/* Three a row on a phone (two for a small board), up to six on a laptop: the 12-symbol board
          takes four rows on a phone and two on a laptop. */}
      <div
        role="group"
        aria-label={t.boardLabel}
        className={`mt-2 grid gap-2 sm:gap-3 ${
          state.symbols.length > 4 ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6' : 'grid-cols-2 sm:grid-cols-4'
        }`}
      >
        {state.symbols.map((symbol) => (
          <button
            key={symbol}
            type="button"
            disabled={state.phase !== 'playing'}
            onClick={() => dispatch({ type: 'tap', symbol })}
            className={`flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-4 bg-white p-1.5 text-base font-bold disabled:opacity-60 sm:min-h-28 sm:text-lg ${
              last === symbol ? 'border-green-700' : 'border-transparent'
            } ${state.phase === 'playing' ? 'hover:border-brand-600' : ''} transition-colors active:scale-95`}
          >
            <img src={SYMBOL_ART[symbol]} alt="" className="size-12 sm:size-16" />
            <span>{SYMBOLS[symbol].label}</span>
          </button>
        ))}
      </div>
    </GameFrame>
  );
}

import { QuizFeedback, QuizOptions } from '../shared/quiz-options';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { useEffect, useMemo } from 'react';
import { playCue } from '../../lib/sound';
import { lettersMessages } from '../../locales/pt-BR/games/letters';
import { fmt, messages } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { LETTER_ART } from './letter-art';
import { LETTER_WORDS } from './letter-data';
import { lettersFromContent, lettersQuiz } from './rules';

type Props = GameProps<ContentOf<'letter_matching'>> & { clock?: GameClock };

/** Spec part 1 §4 letters (`letter_matching`): for each letter, pick the word that starts with it. */
export function LettersGame({ content, title, onComplete, clock }: Props) {
  const t = lettersMessages;
  const settings = useGameSettings();
  const { say, unspoken, speechOn } = useSpeech();
  const quiz = useMemo(() => lettersQuiz(lettersFromContent(content)), [content]);
  const [state, dispatch] = useGame(quiz.reduce, quiz.init, onComplete, clock);
  const question = state.questions[state.index]!;
  const letter = question.answer;
  const prompt = fmt(t.prompt, { letter });
  const right = state.picked !== null && state.picked === letter;
  const correctIs = fmt(t.correctIs, { word: LETTER_WORDS[letter] });

  useEffect(() => {
    if (state.phase === 'question') say(prompt);
  }, [state.phase, prompt, say]);

  useEffect(() => {
    if (state.phase !== 'feedback') return;
    playCue(right ? 'correct' : 'try_again', settings.sound);
    say(right ? t.right : `${t.almost} ${correctIs}`);
  }, [state.phase, right, correctIs, settings.sound, say, t]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-base font-medium text-muted">
        {fmt(messages.games.progress, { n: state.index + 1, total: state.questions.length })}
      </p>
      <div className="mt-2 flex flex-col items-center gap-2 rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
        {/* Capital and small letter, since the small shapes (b, d, p) are the ones that get confused. */}
        <p aria-hidden className="text-7xl font-bold leading-none" data-testid="letter-shown" data-letter={letter}>
          {letter} {letter.toLowerCase()}
        </p>
        <p className={`${unspoken ? 'text-3xl' : 'text-2xl'} font-semibold`}>{prompt}</p>
        {speechOn && <ListenButton onListen={() => say(prompt)} />}
      </div>

      <QuizOptions
        options={question.options}
        answer={letter}
        picked={state.picked}
        locked={state.phase !== 'question'}
        label={prompt}
        onPick={(option) => dispatch({ type: 'answer', option })}
        optionClass="min-h-32 flex-col items-center justify-center text-2xl font-bold"
        renderOption={(option) => (
          <>
            <img src={LETTER_ART[option]} alt="" className="size-16" />
            <span>{LETTER_WORDS[option]}</span>
          </>
        )}
      />

      <QuizFeedback show={state.phase === 'feedback'} right={right}>
        <p>{right ? t.right : t.almost}</p>
        {!right && <p className="text-lg">{correctIs}</p>}
      </QuizFeedback>
    </GameFrame>
  );
}

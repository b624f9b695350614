import { QuizFeedback, QuizOptions } from '../shared/quiz-options';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { useEffect, useMemo } from 'react';
import { playCue } from '../../lib/sound';
import { countingMessages } from '../../locales/pt-BR/games/counting';
import { fmt, messages } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { COUNTING_OBJECTS } from './counting-data';
import { CountingObjects } from './counting-objects';
import { countingQuiz, rangeFromContent } from './rules';

type Props = GameProps<ContentOf<'visual_math'>> & { clock?: GameClock };

/** Spec part 1 §4 counting (`visual_math`): count the objects, pick the number among 4. */
export function CountingGame({ content, title, onComplete, clock }: Props) {
  const t = countingMessages;
  const settings = useGameSettings();
  const { say, unspoken, speechOn } = useSpeech();
  const quiz = useMemo(() => countingQuiz(rangeFromContent(content)), [content]);
  const [state, dispatch] = useGame(quiz.reduce, quiz.init, onComplete, clock);
  const question = state.questions[state.index]!;
  const object = COUNTING_OBJECTS[question.object];
  const prompt = fmt(object.feminine ? t.promptFeminine : t.promptMasculine, { objects: object.plural });
  const right = state.picked !== null && state.picked === question.answer;
  const feedback = fmt(right ? t.right : t.wrong, { n: question.count });

  useEffect(() => {
    if (state.phase === 'question') say(prompt);
  }, [state.phase, prompt, say]);

  useEffect(() => {
    if (state.phase !== 'feedback') return;
    playCue(right ? 'correct' : 'try_again', settings.sound);
    say(feedback);
  }, [state.phase, right, feedback, settings.sound, say]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-base font-medium text-muted">
        {fmt(messages.games.progress, { n: state.index + 1, total: state.questions.length })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className={`${unspoken ? 'text-3xl' : 'text-2xl'} font-semibold`} data-testid="counting-prompt">
          {prompt}
        </p>
        {speechOn && <ListenButton onListen={() => say(prompt)} />}
      </div>

      <div className="mt-3">
        <CountingObjects object={question.object} count={question.count} numbered={state.phase !== 'question'} />
      </div>

      <QuizOptions
        options={question.options}
        answer={question.answer}
        picked={state.picked}
        locked={state.phase !== 'question'}
        label={prompt}
        onPick={(option) => dispatch({ type: 'answer', option })}
        layout="grid grid-cols-2 gap-3 sm:grid-cols-4"
        optionClass="min-h-24 flex-col items-center justify-center"
        renderOption={(option) => <span className="text-4xl font-bold">{option}</span>}
      />

      <QuizFeedback show={state.phase === 'feedback'} right={right}>
        <p>{feedback}</p>
      </QuizFeedback>
    </GameFrame>
  );
}

import { QuizFeedback, QuizOptions } from '../shared/quiz-options';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { useEffect, useMemo } from 'react';
import { playCue } from '../../lib/sound';
import { emotionMessages } from '../../locales/pt-BR/games/emotion';
import { fmt, messages } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { EMOTION_ART } from './emotion-art';
import { EMOTION_LABELS } from './emotion-data';
import { emotionQuiz, setupFromContent, type EmotionSetup } from './rules';

type Props = GameProps<ContentOf<'emotion_recognition'>> & { clock?: GameClock };

export function EmotionGame({ content, title, onComplete, clock }: Props) {
  const setup = useMemo(() => setupFromContent(content), [content]);
  const t = emotionMessages;
  if (!setup.ok) {
    return (
      <div role="alert" className="rounded-2xl bg-amber-50 p-6 text-center">
        <h2 className="text-2xl font-bold">{t.invalidTitle}</h2>
        <p className="mt-2">{t.invalidText}</p>
      </div>
    );
  }
  return <EmotionPlay setup={setup} title={title} onComplete={onComplete} clock={clock} />;
}

function EmotionPlay({
  setup,
  title,
  onComplete,
  clock,
}: { setup: Extract<EmotionSetup, { ok: true }> } & Omit<Props, 'content'>) {
  const t = emotionMessages;
  const settings = useGameSettings();
  const { say, unspoken, speechOn } = useSpeech();
  const quiz = useMemo(() => emotionQuiz(setup), [setup]);
  const [state, dispatch] = useGame(quiz.reduce, quiz.init, onComplete, clock);
  const question = state.questions[state.index]!;
  const prompt = setup.set === 'basic' ? t.promptBasic : t.promptSelf;
  const right = state.picked !== null && state.picked === question.answer;

  useEffect(() => {
    if (state.phase === 'question') say(`${question.scenario} ${prompt}`);
  }, [state.phase, question, prompt, say]);

  useEffect(() => {
    if (state.phase === 'feedback') playCue(right ? 'correct' : 'try_again', settings.sound);
  }, [state.phase, right, settings.sound]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-base font-medium text-muted">
        {fmt(messages.games.progress, { n: state.index + 1, total: state.questions.length })}
      </p>
      <div className="mt-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <p
          className={`${unspoken ? 'text-3xl' : 'text-2xl'} font-semibold leading-snug`}
          data-testid="emotion-scenario"
        >
          {question.scenario}
        </p>
        <p className="mt-3 text-xl">{prompt}</p>
        {speechOn && <ListenButton onListen={() => say(`${question.scenario} ${prompt}`)} className="mt-3" />}
      </div>

      <QuizOptions
        options={question.options}
        answer={question.answer}
        picked={state.picked}
        locked={state.phase !== 'question'}
        label={prompt}
        onPick={(option) => dispatch({ type: 'answer', option })}
        renderOption={(option) => (
          <>
            <img src={EMOTION_ART[option]} alt="" className="size-16" />
            <span>{EMOTION_LABELS[option]}</span>
          </>
        )}
      />

      <QuizFeedback show={state.phase === 'feedback'} right={right}>
        <p>{right ? t.right : t.almost}</p>
        {!right && <p className="text-lg">{fmt(t.correctIs, { label: EMOTION_LABELS[question.answer] })}</p>}
      </QuizFeedback>
    </GameFrame>
  );
}

import { QuizFeedback, QuizOptions } from '../shared/quiz-options';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { useEffect, useMemo } from 'react';
import { playCue } from '../../lib/sound';
import { socialMessages } from '../../locales/pt-BR/games/social';
import { fmt, messages } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { ListenButton } from '../shared/listen-button';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { scenariosFromContent, socialQuiz } from './rules';
import { SOCIAL_ART } from './social-art';
import { SOCIAL_SCENARIOS } from './social-data';

type Props = GameProps<ContentOf<'social_scenario'>> & { clock?: GameClock };

/** Spec part 1 §4 social scenarios: read a situation, choose what to do, learn from the feedback. */
export function SocialGame({ content, title, onComplete, clock }: Props) {
  const t = socialMessages;
  const settings = useGameSettings();
  const { say, unspoken, speechOn } = useSpeech();
  const quiz = useMemo(() => socialQuiz(scenariosFromContent(content)), [content]);
  const [state, dispatch] = useGame(quiz.reduce, quiz.init, onComplete, clock);
  const question = state.questions[state.index]!;
  const scenario = SOCIAL_SCENARIOS[question.scenario];
  const reading = `${scenario.situation} ${scenario.question}`;
  const right = state.picked !== null && state.picked === question.answer;
  const headline = right ? t.right : t.learn;
  const explanation = state.picked ? scenario.options[state.picked].feedback : '';

  useEffect(() => {
    if (state.phase === 'question') say(reading);
  }, [state.phase, reading, say]);

  useEffect(() => {
    if (state.phase !== 'feedback') return;
    playCue(right ? 'correct' : 'try_again', settings.sound);
    say(`${headline} ${explanation}`);
  }, [state.phase, right, headline, explanation, settings.sound, say]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-base font-medium text-muted">
        {fmt(messages.games.progress, { n: state.index + 1, total: state.questions.length })}
      </p>
      <div className="mt-2 flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center">
        <img src={SOCIAL_ART[question.scenario]} alt="" className="size-20 shrink-0 self-center" />
        <div>
          <p
            className={`${unspoken ? 'text-3xl' : 'text-2xl'} font-semibold leading-snug`}
            data-testid="social-situation"
          >
            {scenario.situation}
          </p>
          <p className="mt-3 text-xl">{scenario.question}</p>
          {speechOn && <ListenButton onListen={() => say(reading)} className="mt-3" />}
        </div>
      </div>

      <QuizOptions
        options={question.options}
        answer={question.answer}
        picked={state.picked}
        locked={state.phase !== 'question'}
        label={scenario.question}
        onPick={(option) => dispatch({ type: 'answer', option })}
        layout="flex flex-col gap-3"
        optionClass="min-h-16 flex-col items-start justify-center px-4 text-left text-xl font-semibold"
        renderOption={(option) => <span>{scenario.options[option].text}</span>}
      />

      <QuizFeedback show={state.phase === 'feedback'} right={right}>
        <p>{headline}</p>
        <p className="text-lg">{explanation}</p>
      </QuizFeedback>
    </GameFrame>
  );
}

import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useMemo } from 'react';
import { socialMessages } from '../../locales/pt-BR/games/social';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { QuizShell } from '../shared/quiz-shell';
import type { GameClock } from '../shared/use-game';
import { scenariosFromContent, socialQuiz, type SocialQuestion } from './rules';
import { SOCIAL_ART } from './social-art';
import { SOCIAL_SCENARIOS } from './social-data';

type Props = GameProps<ContentOf<'social_scenario'>> & { clock?: GameClock };

const t = socialMessages;
const scenarioOf = (question: SocialQuestion) => SOCIAL_SCENARIOS[question.scenario];
const readingOf = (question: SocialQuestion) => `${scenarioOf(question).situation} ${scenarioOf(question).question}`;

/** Social scenarios (docs/product.md#social-game): read a situation, choose what to do, learn from the feedback. */
export function SocialGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const quiz = useMemo(() => socialQuiz(scenariosFromContent(content, level), level), [content, level]);
  return (
    <QuizShell
      quiz={quiz}
      title={title}
      tips={t.tips}
      onComplete={onComplete}
      clock={clock}
      reading={readingOf}
      // The headline, then why: every option has its own kind explanation.
      feedbackReading={(question, right, picked) =>
        `${right ? t.right : t.learn} ${scenarioOf(question).options[picked].feedback}`
      }
      optionsLabel={(question) => scenarioOf(question).question}
      renderPrompt={(question, { large, listen }) => (
        // Picture beside the words even on a phone, so the situation and every answer fit one screen.
        <div className="flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:items-center sm:gap-4 sm:p-4">
          <img src={SOCIAL_ART[question.scenario]} alt="" className="size-12 shrink-0 sm:size-20" />
          <div>
            <p
              className={`${large ? 'text-3xl' : 'text-lg sm:text-2xl'} font-semibold leading-snug`}
              data-testid="social-situation"
            >
              {scenarioOf(question).situation}
            </p>
            {/* The question and 'Ouvir de novo' share a line, to keep every answer on the screen. */}
            <div className="flex flex-wrap items-center gap-x-2 sm:mt-1">
              <p className="text-lg sm:text-xl">{scenarioOf(question).question}</p>
              <ListenButton onListen={listen} />
            </div>
          </div>
        </div>
      )}
      layout="flex flex-col gap-2 sm:gap-3"
      optionClass="min-h-12 flex-col items-start justify-center px-3 py-1.5 text-left text-base leading-snug font-semibold sm:min-h-14 sm:px-4 sm:text-lg"
      renderOption={(option, question) => <span>{scenarioOf(question).options[option].text}</span>}
      renderFeedback={(question, right, picked) => (
        <>
          <p>{right ? t.right : t.learn}</p>
          <p className="text-lg">{scenarioOf(question).options[picked].feedback}</p>
        </>
      )}
    />
  );
}

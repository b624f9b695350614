import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useMemo } from 'react';
import { countingMessages } from '../../locales/pt-BR/games/counting';
import { fmt } from '../../locales/pt-BR/messages';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { QuizShell } from '../shared/quiz-shell';
import type { GameClock } from '../shared/use-game';
import { COUNTING_OBJECTS } from './counting-data';
import { CountingObjects } from './counting-objects';
import { countingQuiz, LEVELS, rangeFromContent, type CountingQuestion } from './rules';

type Props = GameProps<ContentOf<'visual_math'>> & { clock?: GameClock };

const t = countingMessages;

function promptOf({ object }: CountingQuestion): string {
  const { feminine, plural } = COUNTING_OBJECTS[object];
  return fmt(feminine ? t.promptFeminine : t.promptMasculine, { objects: plural });
}

const feedbackOf = (question: CountingQuestion, right: boolean) =>
  fmt(right ? t.right : t.wrong, { n: question.count });

/**
 * Counting (`visual_math`, docs/product.md#counting-game): count the objects, pick the number among 4
 * (at level 2; the level sets the questions, the options and, without a range of the content's, the counts).
 */
export function CountingGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const size = LEVELS[level];
  const quiz = useMemo(() => countingQuiz(rangeFromContent(content, size), size), [content, size]);
  return (
    <QuizShell
      quiz={quiz}
      title={title}
      tips={t.tips}
      onComplete={onComplete}
      clock={clock}
      reading={promptOf}
      feedbackReading={feedbackOf}
      optionsLabel={promptOf}
      renderPrompt={(question, { large, listen, answered }) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className={`${large ? 'text-3xl' : 'text-2xl'} font-semibold`} data-testid="counting-prompt">
              {promptOf(question)}
            </p>
            <ListenButton onListen={listen} />
          </div>
          <div className="mt-3">
            <CountingObjects object={question.object} count={question.count} numbered={answered} />
          </div>
        </>
      )}
      // Three options sit in one row on a wider screen, four in one row of four.
      layout={size.options === 3 ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-4'}
      optionClass="min-h-24 flex-col items-center justify-center"
      renderOption={(option) => <span className="text-4xl font-bold">{option}</span>}
      renderFeedback={(question, right) => <p>{feedbackOf(question, right)}</p>}
    />
  );
}

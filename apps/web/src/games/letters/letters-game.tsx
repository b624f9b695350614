import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useMemo } from 'react';
import { lettersMessages } from '../../locales/pt-BR/games/letters';
import { fmt } from '../../locales/pt-BR/messages';
import { GameLabel } from '../shared/game-label';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { QuizShell } from '../shared/quiz-shell';
import type { GameClock } from '../shared/use-game';
import { LETTER_ART } from './letter-art';
import { LETTER_WORDS } from './letter-data';
import { lettersFromContent, lettersQuiz, LEVELS, type LetterQuestion } from './rules';

type Props = GameProps<ContentOf<'letter_matching'>> & { clock?: GameClock };

const t = lettersMessages;
const promptOf = ({ answer }: LetterQuestion) => fmt(t.prompt, { letter: answer });
const correctIs = ({ answer }: LetterQuestion) => fmt(t.correctIs, { word: LETTER_WORDS[answer] });

/**
 * Letters (`letter_matching`, docs/product.md#letters-game): for each letter, pick the word that
 * starts with it, among 4 words at level 2 (3 at level 1, 6 at level 3).
 */
export function LettersGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const size = LEVELS[level];
  const quiz = useMemo(() => lettersQuiz(lettersFromContent(content), size), [content, size]);
  // Four words go 2 × 2, as always; three or six go in rows of three, each card narrow enough that
  // its word is a GameLabel (smaller rather than cut).
  const threeWide = size.options !== 4;
  return (
    <QuizShell
      quiz={quiz}
      title={title}
      tips={t.tips}
      onComplete={onComplete}
      clock={clock}
      reading={promptOf}
      feedbackReading={(question, right) => (right ? t.right : `${t.almost} ${correctIs(question)}`)}
      optionsLabel={promptOf}
      renderPrompt={(question, { large, listen }) => (
        <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-3 text-center ring-1 ring-slate-200 sm:gap-2 sm:p-4">
          {/* Capital and small letter, since the small shapes (b, d, p) are the ones that get confused. */}
          <p
            aria-hidden
            className="text-6xl font-bold leading-none sm:text-7xl"
            data-testid="letter-shown"
            data-letter={question.answer}
          >
            {question.answer} {question.answer.toLowerCase()}
          </p>
          <p className={`${large ? 'text-3xl' : 'text-2xl'} font-semibold`}>{promptOf(question)}</p>
          <ListenButton onListen={listen} />
        </div>
      )}
      layout={threeWide ? 'grid grid-cols-3 gap-2 sm:gap-3' : undefined}
      optionClass={
        threeWide
          ? `@container ${size.options > 4 ? 'min-h-24' : 'min-h-28'} flex-col items-center justify-center text-xl font-bold sm:text-2xl`
          : 'min-h-28 flex-col items-center justify-center text-2xl font-bold'
      }
      renderOption={(option) => (
        <>
          <img src={LETTER_ART[option]} alt="" className={threeWide ? 'size-12 sm:size-16' : 'size-14 sm:size-16'} />
          {threeWide ? <GameLabel text={LETTER_WORDS[option]} /> : <span>{LETTER_WORDS[option]}</span>}
        </>
      )}
      renderFeedback={(question, right) => (
        <>
          <p>{right ? t.right : t.almost}</p>
          {!right && <p className="text-lg">{correctIs(question)}</p>}
        </>
      )}
    />
  );
}

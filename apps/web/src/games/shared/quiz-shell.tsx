import { useEffect, useRef, type ReactNode } from 'react';
import { fmt } from '../../locales/pt-BR/messages';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { GameFrame } from './game-frame';
import { RepeatHighlight } from './listen-button';
import type { GameProps } from './game-types';
import type { Quiz, QuizQuestion } from './quiz';
import { QuizFeedback, QuizOptions } from './quiz-options';
import { useCue } from './use-cue';
import { useGame, type GameClock } from './use-game';
import { useSpeech } from './use-speech';

/** What the prompt area gets to draw the question. */
export interface PromptContext {
  /** docs/product.md#speech: speech was wanted but no voice could say it, so the words are shown large. */
  large: boolean;
  /** The feedback is showing (the answer is known). */
  answered: boolean;
  /**
   * Reads the question again, for a `ListenButton`; without a voice the shell emphasises the
   * prompt instead (docs/product.md#speech), so it always answers the press.
   */
  listen: () => boolean;
}

export interface QuizViewProps<Q extends QuizQuestion> {
  /** Said when a question appears, and again by 'Ouvir de novo'. */
  reading: (question: Q) => string;
  /** Said with the feedback, after the cue; without it the cue alone marks the answer. */
  feedbackReading?: (question: Q, right: boolean, picked: Q['answer']) => string;
  renderPrompt: (question: Q, context: PromptContext) => ReactNode;
  /** The accessible name of the options group. */
  optionsLabel: (question: Q) => string;
  renderOption: (option: Q['answer'], question: Q) => ReactNode;
  renderFeedback: (question: Q, right: boolean, picked: Q['answer']) => ReactNode;
  /** Grid classes of the option area. */
  layout?: string;
  /** Classes of each option button. */
  optionClass?: string;
  /** For an open quiz (every answer accepted): the word that marks the child's pick. */
  openMark?: string;
}

type QuizShellProps<Q extends QuizQuestion> = QuizViewProps<Q> &
  Omit<GameProps, 'content'> & { quiz: Quiz<Q>; tips: readonly string[]; clock?: GameClock };

/**
 * Everything the quiz games (emotions, counting, letters, social) share: the frame, the quiz
 * state, 'Pergunta n de N', reading each question aloud, the options, the cue and the feedback.
 * A quiz view only says what a question, an option and the feedback look and sound like.
 */
export function QuizShell<Q extends QuizQuestion>({
  quiz,
  title,
  tips,
  onComplete,
  clock,
  reading,
  feedbackReading,
  renderPrompt,
  optionsLabel,
  renderOption,
  renderFeedback,
  layout,
  optionClass,
  openMark,
}: QuizShellProps<Q>) {
  const cue = useCue();
  const { say, repeat, repeated, unspoken } = useSpeech();
  const [state, dispatch] = useGame(quiz.reduce, quiz.init, onComplete, clock);
  const question = state.questions[state.index]!;
  const picked = state.picked;
  // 'right' is a pick that counts: the answer, or any pick of an open quiz (docs/product.md#quiz-games).
  const right = picked !== null && quiz.accepts(question, picked);
  const asking = state.phase === 'question';
  const feedback = state.phase === 'feedback' && picked !== null;
  const questionText = reading(question);
  const feedbackText = feedback && feedbackReading ? feedbackReading(question, right, picked) : null;

  // Each new question takes the focus to its prompt, never to an option: a focused first option
  // looks already chosen to a child. Only when the focus was in the quiz (the picked option keeps
  // it during the feedback: locked, never disabled) or nowhere, so it is never taken from
  // elsewhere; keyboard users land on the question, and its ring shows only for them.
  const playArea = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!asking) return;
    const active = document.activeElement;
    if (!active || active === document.body || playArea.current?.contains(active))
      prompt.current?.focus({ preventScroll: true });
  }, [asking, question]);

  useEffect(() => {
    if (asking) say(questionText);
  }, [asking, question, questionText, say]);

  useEffect(() => {
    if (!feedback) return;
    cue(right ? 'correct' : 'try_again');
    if (feedbackText) say(feedbackText);
  }, [feedback, right, feedbackText, cue, say]);

  return (
    <GameFrame title={title} tips={tips} onRestart={() => dispatch({ type: 'restart' })}>
      <div ref={playArea}>
        <div
          ref={prompt}
          tabIndex={-1}
          data-testid="quiz-prompt"
          className="rounded-2xl [&:focus:not(:focus-visible)]:outline-none"
        >
          <p className="text-base font-medium text-muted">
            {fmt(gameMessages.progress, { n: state.index + 1, total: state.questions.length })}
          </p>
          <RepeatHighlight repeated={repeated} text={questionText} className="mt-2">
            {renderPrompt(question, { large: unspoken, answered: !asking, listen: () => repeat(questionText) })}
          </RepeatHighlight>
        </div>

        <QuizOptions
          options={question.options}
          answer={question.answer}
          picked={picked}
          locked={!asking}
          label={optionsLabel(question)}
          onPick={(option) => dispatch({ type: 'answer', option })}
          renderOption={(option) => renderOption(option, question)}
          layout={layout}
          optionClass={optionClass}
          openMark={quiz.openAnswers ? (openMark ?? '') : undefined}
        />

        <QuizFeedback show={feedback} right={right}>
          {picked !== null && renderFeedback(question, right, picked)}
        </QuizFeedback>
      </div>
    </GameFrame>
  );
}

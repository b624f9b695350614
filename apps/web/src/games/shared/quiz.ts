import type { Random } from './random';
import { percent, wholeMinutes, type GameResult } from './result';

/**
 * The quiz mechanics shared by emotions, counting, letters and social scenarios
 * (docs/product.md#quiz-games): a question, answers locked after one pick, feedback for a fixed
 * time, then the next question; after the last, completion with the percentage of correct answers.
 * An open quiz (`openAnswers`) has no wrong answer: every pick counts, so its score is the share
 * of questions answered (docs/product.md#emotion-game, self-recognition).
 */
export interface QuizQuestion<O extends string = string> {
  answer: O;
  options: O[];
}

export interface QuizState<Q extends QuizQuestion> {
  questions: Q[];
  index: number;
  /** The option picked for the current question; once set, answers are locked. */
  picked: Q['answer'] | null;
  /** Picks that counted: right answers, or every answer of an open quiz. */
  correct: number;
  phase: 'question' | 'feedback' | 'complete';
  /** When the feedback ends and the quiz moves on. */
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type QuizEvent<O extends string = string> =
  { type: 'answer'; option: O } | { type: 'tick' } | { type: 'restart' };

export interface QuizDefinition<Q extends QuizQuestion> {
  build: (random: Random) => Q[];
  feedbackMs: number;
  /** Every answer is accepted (how the child would feel): no right or wrong marks, every pick counts. */
  openAnswers?: boolean;
}

export function createQuiz<Q extends QuizQuestion>({ build, feedbackMs, openAnswers = false }: QuizDefinition<Q>) {
  /** Whether a pick counts: the right answer, or any option of an open question. */
  const accepts = (question: Q, option: Q['answer']) => openAnswers || option === question.answer;

  function init(now: number, random: Random): QuizState<Q> {
    return {
      questions: build(random),
      index: 0,
      picked: null,
      correct: 0,
      phase: 'question',
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function reduce(state: QuizState<Q>, event: QuizEvent<Q['answer']>, now: number, random: Random): QuizState<Q> {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'answer': {
        const question = state.questions[state.index];
        if (state.phase !== 'question' || !question || !question.options.includes(event.option)) return state;
        return {
          ...state,
          picked: event.option,
          correct: state.correct + (accepts(question, event.option) ? 1 : 0),
          phase: 'feedback',
          advanceAt: now + feedbackMs,
        };
      }
      case 'tick': {
        if (state.phase !== 'feedback' || state.advanceAt === null || now < state.advanceAt) return state;
        const next = state.index + 1;
        if (next < state.questions.length)
          return { ...state, index: next, picked: null, phase: 'question', advanceAt: null };
        return {
          ...state,
          phase: 'complete',
          advanceAt: null,
          result: {
            score: percent(state.correct, state.questions.length),
            minutes: wholeMinutes(now - state.startedAt),
          },
        };
      }
    }
  }

  return { init, reduce, accepts, openAnswers };
}

/** A quiz's `init` and `reduce`, as `createQuiz` makes them. */
export type Quiz<Q extends QuizQuestion> = ReturnType<typeof createQuiz<Q>>;

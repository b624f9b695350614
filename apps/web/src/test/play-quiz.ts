import type { QuizEvent, QuizQuestion, QuizState } from '../games/shared/quiz';
import type { Random } from '../games/shared/random';

interface PlayOptions {
  random: Random;
  feedbackMs: number;
  /** How long the child thinks before each answer. */
  thinkMs?: number;
  start?: number;
}

/** Answers every question, right or wrong as `pickRight` says, advancing the clock as a child would. */
export function playQuiz<Q extends QuizQuestion>(
  reduce: (s: QuizState<Q>, e: QuizEvent<Q['answer']>, now: number, random: Random) => QuizState<Q>,
  state: QuizState<Q>,
  pickRight: (i: number) => boolean,
  { random, feedbackMs, thinkMs = 10_000, start = 0 }: PlayOptions,
): QuizState<Q> {
  let now = start;
  let s = state;
  for (let i = 0; i < s.questions.length; i++) {
    const q = s.questions[i]!;
    const option = pickRight(i) ? q.answer : q.options.find((o) => o !== q.answer)!;
    s = reduce(s, { type: 'answer', option }, (now += thinkMs), random);
    s = reduce(s, { type: 'tick' }, (now += feedbackMs), random);
  }
  return s;
}

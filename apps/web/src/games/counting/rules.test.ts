import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { COUNTING_OBJECT_KEYS, COUNTING_OBJECTS } from './counting-data';
import {
  buildQuestions,
  countingQuiz,
  DEFAULT_RANGE,
  DISTRACTOR_SPREAD,
  EASY_RANGE,
  FEEDBACK_MS,
  HARD_RANGE,
  LEVELS,
  MAX_COUNT,
  objectFrames,
  objectRows,
  OPTION_COUNT,
  optionsFor,
  QUESTION_COUNT,
  rangeFromContent,
  type CountingState,
  type CountRange,
} from './rules';
import { playQuiz } from '../../test/play-quiz';
import { expectLevelsHarder } from '../../test/levels';

const random = seededRandom(42);
const range = (r: unknown, difficulty?: 'easy' | 'hard') =>
  rangeFromContent({ type: 'visual_math', range: r as unknown[] | undefined, difficulty });
const quiz = countingQuiz([1, 5]);

const play = (state: CountingState, pickRight: (i: number) => boolean, start = 0) =>
  playQuiz(quiz.reduce, state, pickRight, { random, feedbackMs: FEEDBACK_MS, start });

describe('content → range (docs/product.md#counting-game)', () => {
  it('accepts two whole numbers with min > 0, max > min and max ≤ 10', () => {
    expect(range([1, 5])).toEqual([1, 5]);
    expect(range([7, 10])).toEqual([7, 10]);
    expect(range([1, 2])).toEqual([1, 2]);
    // A valid range wins over the difficulty.
    expect(range([2, 6], 'hard')).toEqual([2, 6]);
  });

  it.each([
    ['min of 0', [0, 5]],
    ['a negative min', [-2, 4]],
    ['min equal to max', [5, 5]],
    ['min above max', [6, 3]],
    ['max above 10', [3, 11]],
    ['a number as text', ['1', 5]],
    ['three numbers', [1, 5, 7]],
    ['one number', [4]],
    ['no numbers', []],
    ['a fraction', [1.5, 4]],
    ['NaN', [Number.NaN, 4]],
    ['Infinity', [1, Number.POSITIVE_INFINITY]],
    ['null entries', [null, null]],
    ['no range', undefined],
  ])('rejects %s and falls back by difficulty', (_, r) => {
    expect(range(r, 'easy')).toEqual(EASY_RANGE);
    expect(range(r, 'hard')).toEqual(HARD_RANGE);
    expect(range(r)).toEqual(DEFAULT_RANGE);
  });

  it('falls back to easy 1–5, hard 6–10, otherwise 1–8', () => {
    expect(EASY_RANGE).toEqual([1, 5]);
    expect(HARD_RANGE).toEqual([6, 10]);
    expect(DEFAULT_RANGE).toEqual([1, 8]);
  });
});

describe('questions (docs/product.md#counting-game)', () => {
  const ranges: CountRange[] = [[1, 5], [1, 2], [7, 10], [1, 10], EASY_RANGE, HARD_RANGE, DEFAULT_RANGE];

  it.each(ranges)(
    'range %i–%i: 5 questions, counts in range, 4 distinct options in order with the answer',
    (min, max) => {
      for (let seed = 0; seed < 30; seed++) {
        const questions = buildQuestions([min, max], seededRandom(seed));
        expect(questions).toHaveLength(QUESTION_COUNT);
        for (const q of questions) {
          expect(q.count).toBeGreaterThanOrEqual(min);
          expect(q.count).toBeLessThanOrEqual(max);
          expect(q.answer).toBe(String(q.count));
          expect(q.options).toHaveLength(OPTION_COUNT);
          expect(new Set(q.options).size).toBe(OPTION_COUNT);
          expect(q.options).toContain(q.answer);
          const numbers = q.options.map(Number);
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
          for (const n of numbers) {
            expect(n).toBeGreaterThanOrEqual(1);
            expect(n).toBeLessThanOrEqual(10);
            expect(Math.abs(n - q.count)).toBeLessThanOrEqual(DISTRACTOR_SPREAD);
          }
        }
      }
    },
  );

  it('changes the object every question and never repeats a count twice in a row', () => {
    for (let seed = 0; seed < 30; seed++) {
      const questions = buildQuestions([1, 2], seededRandom(seed));
      expect(new Set(questions.map((q) => q.object)).size).toBe(QUESTION_COUNT);
      for (let i = 1; i < questions.length; i++) expect(questions[i]!.count).not.toBe(questions[i - 1]!.count);
    }
  });

  it('offers 4 options even at the edges: 1 and 10', () => {
    expect(optionsFor(1, random)).toEqual(['1', '2', '3', '4']);
    expect(optionsFor(10, random)).toEqual(['7', '8', '9', '10']);
  });

  it('lays the objects out in rows of 5', () => {
    expect(objectRows(1)).toEqual([1]);
    expect(objectRows(5)).toEqual([5]);
    expect(objectRows(8)).toEqual([5, 3]);
    expect(objectRows(10)).toEqual([5, 5]);
  });

  it('names every object in the singular and plural', () => {
    expect(COUNTING_OBJECT_KEYS.length).toBeGreaterThanOrEqual(QUESTION_COUNT);
    for (const key of COUNTING_OBJECT_KEYS) {
      expect(COUNTING_OBJECTS[key].name).not.toBe('');
      expect(COUNTING_OBJECTS[key].plural).not.toBe('');
    }
  });
});

describe('play (docs/product.md#counting-game)', () => {
  const start = () => quiz.init(0, seededRandom(3));

  it('locks the answer after one pick', () => {
    const s0 = start();
    const q = s0.questions[0]!;
    const wrong = q.options.find((o) => o !== q.answer)!;
    const s1 = quiz.reduce(s0, { type: 'answer', option: wrong }, 1_000, random);
    const s2 = quiz.reduce(s1, { type: 'answer', option: q.answer }, 1_100, random);
    expect(s2).toBe(s1);
    expect(s1.picked).toBe(wrong);
    expect(s1.correct).toBe(0);
  });

  it('ignores a number that is not on offer', () => {
    const s0 = start();
    const absent = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].find(
      (n) => !s0.questions[0]!.options.includes(n as `${number}`),
    ) as `${number}`;
    expect(quiz.reduce(s0, { type: 'answer', option: absent }, 1_000, random)).toBe(s0);
  });

  it('shows feedback for 2 s, then moves on', () => {
    expect(FEEDBACK_MS).toBe(2_000);
    const s0 = start();
    const s1 = quiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1).toMatchObject({ phase: 'feedback', correct: 1, advanceAt: 3_000 });
    expect(quiz.reduce(s1, { type: 'tick' }, 2_999, random)).toBe(s1);
    const s2 = quiz.reduce(s1, { type: 'tick' }, 3_000, random);
    expect(s2).toMatchObject({ phase: 'question', index: 1, picked: null, advanceAt: null });
  });

  it('reports correct / 5 as a percentage and whole minutes after the last feedback', () => {
    const done = play(start(), (i) => i !== 1);
    expect(done.phase).toBe('complete');
    // 4 of 5 right; 5 × (10 s + 2 s) = 60 s → 1 minute.
    expect(done.result).toEqual({ score: 80, minutes: 1 });
    expect(play(start(), (i) => i === 0).result?.score).toBe(20);
  });

  it('scores 100 when all are right and 0 when none are', () => {
    expect(play(start(), () => true).result?.score).toBe(100);
    expect(play(start(), () => false).result?.score).toBe(0);
  });

  it('does not report before the last feedback has been shown', () => {
    let s = start();
    for (let i = 0; i < QUESTION_COUNT; i++) {
      s = quiz.reduce(s, { type: 'answer', option: s.questions[i]!.answer }, i * 10_000, random);
      if (i < QUESTION_COUNT - 1) s = quiz.reduce(s, { type: 'tick' }, i * 10_000 + FEEDBACK_MS, random);
    }
    expect(s.phase).toBe('feedback');
    expect(s.result).toBeNull();
    expect(quiz.reduce(s, { type: 'tick' }, 4 * 10_000 + FEEDBACK_MS - 1, random).result).toBeNull();
  });

  it('restarts with new questions and a clean score', () => {
    const done = play(start(), () => true);
    const again = quiz.reduce(done, { type: 'restart' }, 200_000, random);
    expect(again).toMatchObject({ phase: 'question', index: 0, correct: 0, result: null, startedAt: 200_000 });
    expect(again.questions).toHaveLength(QUESTION_COUNT);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the documented game; level 1 asks fewer and smaller, level 3 more and bigger', () => {
    expect(LEVELS[2]).toEqual({
      range: DEFAULT_RANGE,
      questions: QUESTION_COUNT,
      options: OPTION_COUNT,
      feedbackMs: FEEDBACK_MS,
    });
    expect(LEVELS[2]).toEqual({ range: [1, 8], questions: 5, options: 4, feedbackMs: 2_000 });
    expect(LEVELS[1].range[1]).toBe(5);
    expect(LEVELS[3].range[1]).toBe(20);
    expect([LEVELS[1], LEVELS[2], LEVELS[3]].map((l) => l.questions)).toEqual([4, 5, 6]);
    expectLevelsHarder(LEVELS, { more: ['questions', 'options'], less: ['feedbackMs'] });
    for (const level of Object.values(LEVELS)) expect(level.questions).toBeLessThanOrEqual(COUNTING_OBJECT_KEYS.length);
  });

  it("the level's range plays only when the content sets none: a range or a difficulty is kept", () => {
    expect(rangeFromContent({ type: 'visual_math' }, LEVELS[1])).toEqual([1, 5]);
    expect(rangeFromContent({ type: 'visual_math' }, LEVELS[3])).toEqual([6, 20]);
    for (const level of Object.values(LEVELS)) {
      expect(rangeFromContent({ type: 'visual_math', range: [2, 6] }, level)).toEqual([2, 6]);
      expect(rangeFromContent({ type: 'visual_math', difficulty: 'easy' }, level)).toEqual(EASY_RANGE);
      expect(rangeFromContent({ type: 'visual_math', difficulty: 'hard' }, level)).toEqual(HARD_RANGE);
    }
  });

  for (const n of [1, 3] as const) {
    const level = LEVELS[n];
    it(`level ${n}: ${level.questions} questions of ${level.options} options, counts in range, played to the end`, () => {
      for (const r of [level.range, [1, 10] as const]) {
        const top = Math.max(MAX_COUNT, r[1]);
        for (let seed = 0; seed < 30; seed++) {
          const questions = buildQuestions(r, seededRandom(seed), level);
          expect(questions).toHaveLength(level.questions);
          expect(new Set(questions.map((q) => q.object)).size).toBe(level.questions);
          for (const q of questions) {
            expect(q.count).toBeGreaterThanOrEqual(r[0]);
            expect(q.count).toBeLessThanOrEqual(r[1]);
            expect(q.options).toHaveLength(level.options);
            expect(new Set(q.options).size).toBe(level.options);
            expect(q.options).toContain(q.answer);
            for (const o of q.options.map(Number)) {
              expect(o).toBeGreaterThanOrEqual(1);
              expect(o).toBeLessThanOrEqual(top);
              expect(Math.abs(o - q.count)).toBeLessThanOrEqual(DISTRACTOR_SPREAD);
            }
          }
        }
      }
      const levelQuiz = countingQuiz(level.range, level);
      const end = playQuiz(levelQuiz.reduce, levelQuiz.init(0, seededRandom(3)), (i) => i === 0, {
        random,
        feedbackMs: level.feedbackMs,
      });
      expect(end.result).toEqual({ score: Math.round(100 / level.questions), minutes: 1 });
    });
  }

  it('options reach 20 at the top of level 3: 17–20 for 20', () => {
    expect(optionsFor(20, random, 4, 20)).toEqual(['17', '18', '19', '20']);
  });

  it('lays more than 10 objects out as ten-frames of two rows of 5', () => {
    expect(objectFrames(8)).toEqual([[5, 3]]);
    expect(objectFrames(13)).toEqual([[5, 5], [3]]);
    expect(objectFrames(20)).toEqual([
      [5, 5],
      [5, 5],
    ]);
  });
});

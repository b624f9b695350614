import { DEFAULT_LETTERS, LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { LETTER_WORDS, type LetterKey } from './letter-data';
import {
  buildQuestions,
  FEEDBACK_MS,
  lettersFromContent,
  lettersQuiz,
  LEVELS,
  OPTION_COUNT,
  optionsFor,
  type LetterState,
} from './rules';
import { playQuiz } from '../../test/play-quiz';
import { expectLevelsHarder } from '../../test/levels';

const random = seededRandom(42);
const letters = (list?: unknown[]) => lettersFromContent({ type: 'letter_matching', letters: list });
const initial = (word: string) => word.normalize('NFD').charAt(0).toUpperCase();

const play = (quiz: ReturnType<typeof lettersQuiz>, state: LetterState, pickRight: (i: number) => boolean) =>
  playQuiz(quiz.reduce, state, pickRight, { random, feedbackMs: FEEDBACK_MS });

describe('content → letters (docs/product.md#letters-game)', () => {
  it('knows the 16 letters A to P, each with a word that starts with it', () => {
    expect(LETTER_KEYS).toHaveLength(16);
    expect(LETTER_KEYS[0]).toBe('A');
    expect(LETTER_KEYS[15]).toBe('P');
    for (const l of LETTER_KEYS) expect(initial(LETTER_WORDS[l])).toBe(l);
    // No word starts with a letter that another word belongs to.
    expect(new Set(Object.values(LETTER_WORDS).map(initial)).size).toBe(16);
  });

  it('defaults to A–E without a list or with an empty one', () => {
    expect(DEFAULT_LETTERS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(letters()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(letters([])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('filters unknown letters out', () => {
    expect(letters(['B', 'Z', 'b', 7, null, 'D', 'P'])).toEqual(['B', 'D', 'P']);
  });

  it('uses A–E when no listed letter is known', () => {
    expect(letters(['Q', 'z', 1])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('asks each letter once, in alphabetical order', () => {
    expect(letters(['K', 'A', 'K', 'C'])).toEqual(['A', 'C', 'K']);
  });
});

describe('questions', () => {
  it('one question per letter, 4 distinct options of which exactly one starts with the letter', () => {
    for (const list of [['A', 'B', 'C', 'D', 'E'], ['B', 'D', 'P'], ['H', 'J', 'K'], [...LETTER_KEYS], ['O']]) {
      const chosen = letters(list);
      const questions = buildQuestions(chosen, seededRandom(list.length));
      expect(questions.map((q) => q.answer)).toEqual(chosen);
      for (const q of questions) {
        expect(q.options).toHaveLength(OPTION_COUNT);
        expect(new Set(q.options).size).toBe(OPTION_COUNT);
        expect(q.options.filter((o) => initial(LETTER_WORDS[o]) === q.answer)).toEqual([q.answer]);
      }
    }
  });

  it("puts the activity's own letters side by side (B, D, P)", () => {
    const chosen: LetterKey[] = ['B', 'D', 'P'];
    for (let seed = 0; seed < 20; seed++) {
      for (const q of buildQuestions(chosen, seededRandom(seed))) {
        for (const l of chosen) expect(q.options).toContain(l);
      }
    }
  });

  it('fills in from the rest of A–P when the activity has fewer than 4 letters', () => {
    expect(optionsFor('O', ['O'], random)).toContain('O');
    expect(optionsFor('O', ['O'], random)).toHaveLength(4);
  });

  it('shuffles where the right word appears', () => {
    const positions = new Set(
      Array.from({ length: 20 }, (_, seed) => buildQuestions(['A'], seededRandom(seed))[0]!.options.indexOf('A')),
    );
    expect(positions.size).toBeGreaterThan(1);
  });
});

describe('play (docs/product.md#letters-game)', () => {
  const quiz = lettersQuiz(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  const start = () => quiz.init(0, seededRandom(3));

  it('locks the answer after one pick', () => {
    const s0 = start();
    const q = s0.questions[0]!;
    const wrong = q.options.find((o) => o !== q.answer)!;
    const s1 = quiz.reduce(s0, { type: 'answer', option: wrong }, 1_000, random);
    const s2 = quiz.reduce(s1, { type: 'answer', option: q.answer }, 1_100, random);
    expect(s2).toBe(s1);
    expect(s1).toMatchObject({ picked: wrong, correct: 0 });
  });

  it('ignores a word that is not on offer', () => {
    const s0 = start();
    const absent = LETTER_KEYS.find((l) => !s0.questions[0]!.options.includes(l))!;
    expect(quiz.reduce(s0, { type: 'answer', option: absent }, 1_000, random)).toBe(s0);
  });

  it('shows feedback for 2.5 s, then moves on', () => {
    expect(FEEDBACK_MS).toBe(2_500);
    const s0 = start();
    const s1 = quiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1).toMatchObject({ phase: 'feedback', correct: 1, advanceAt: 3_500 });
    expect(quiz.reduce(s1, { type: 'tick' }, 3_499, random)).toBe(s1);
    expect(quiz.reduce(s1, { type: 'tick' }, 3_500, random)).toMatchObject({
      phase: 'question',
      index: 1,
      picked: null,
    });
  });

  it('scores correct / number of letters as a percentage', () => {
    // 8 letters, 5 right: 62.5 % → 63; 8 × 12.5 s = 100 s → 2 minutes.
    expect(play(quiz, start(), (i) => i < 5).result).toEqual({ score: 63, minutes: 2 });
    const three = lettersQuiz(['L', 'M', 'N']);
    expect(play(three, three.init(0, random), (i) => i !== 2).result).toEqual({ score: 67, minutes: 1 });
    expect(play(three, three.init(0, random), () => true).result?.score).toBe(100);
    expect(play(three, three.init(0, random), () => false).result?.score).toBe(0);
  });

  it('does not report before the last feedback has been shown', () => {
    let s = start();
    for (let i = 0; i < 8; i++) {
      s = quiz.reduce(s, { type: 'answer', option: s.questions[i]!.answer }, i * 10_000, random);
      if (i < 7) s = quiz.reduce(s, { type: 'tick' }, i * 10_000 + FEEDBACK_MS, random);
    }
    expect(s).toMatchObject({ phase: 'feedback', result: null });
  });

  it('restarts with a clean score', () => {
    const done = play(quiz, start(), () => true);
    const again = quiz.reduce(done, { type: 'restart' }, 500_000, random);
    expect(again).toMatchObject({ phase: 'question', index: 0, correct: 0, result: null, startedAt: 500_000 });
    expect(again.questions).toHaveLength(8);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the documented game; level 1 offers fewer words and more time, level 3 more words', () => {
    expect(LEVELS[2]).toEqual({ options: OPTION_COUNT, feedbackMs: FEEDBACK_MS });
    expect(LEVELS[2]).toEqual({ options: 4, feedbackMs: 2_500 });
    expect([LEVELS[1].options, LEVELS[2].options, LEVELS[3].options]).toEqual([3, 4, 6]);
    expect(LEVELS[1].feedbackMs).toBe(3_000);
    expectLevelsHarder(LEVELS, { more: ['options'], less: ['feedbackMs'] });
  });

  for (const n of [1, 3] as const) {
    const level = LEVELS[n];
    it(`level ${n}: ${level.options} words per letter, exactly one right, the content's letters first; played to the end`, () => {
      for (const list of [
        ['B', 'D', 'P'],
        ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      ] as LetterKey[][]) {
        for (let seed = 0; seed < 20; seed++) {
          const questions = buildQuestions(list, seededRandom(seed), level);
          expect(questions.map((q) => q.answer)).toEqual(list);
          for (const q of questions) {
            expect(q.options).toHaveLength(level.options);
            expect(new Set(q.options).size).toBe(level.options);
            expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
            // The activity's own letters come first: as many as fit.
            const own = q.options.filter((o) => list.includes(o)).length;
            expect(own).toBe(Math.min(list.length, level.options));
          }
        }
      }
      const quiz = lettersQuiz(['B', 'D', 'P'], level);
      const end = playQuiz(quiz.reduce, quiz.init(0, seededRandom(3)), (i) => i !== 2, {
        random,
        feedbackMs: level.feedbackMs,
      });
      expect(end.result).toEqual({ score: 67, minutes: 1 });
      // The feedback lasts the level's time, not 1 ms less.
      const s = quiz.reduce(quiz.init(0, random), { type: 'answer', option: 'B' }, 100, random);
      expect(quiz.reduce(s, { type: 'tick' }, 100 + level.feedbackMs - 1, random).index).toBe(0);
      expect(quiz.reduce(s, { type: 'tick' }, 100 + level.feedbackMs, random).index).toBe(1);
    });
  }
});

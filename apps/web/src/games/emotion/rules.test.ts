import { BASIC_EMOTIONS, SELF_EMOTIONS } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { BASIC_SCENARIOS, SELF_SCENARIOS } from './emotion-data';
import {
  buildQuestions,
  DEFAULT_EMOTION_COUNT,
  emotionQuiz,
  FEEDBACK_MS,
  LEVELS,
  MAX_QUESTIONS,
  OPTION_COUNT,
  setupFromContent,
  type EmotionSetup,
  type EmotionState,
} from './rules';
import { playQuiz } from '../../test/play-quiz';

const random = seededRandom(42);
const basic = (emotions?: unknown[]) =>
  setupFromContent({ type: 'emotion_recognition', emotions, difficulty: 'basic' });
const okSetup = (s: EmotionSetup) => {
  if (!s.ok) throw new Error('invalid setup');
  return s;
};
const quiz = emotionQuiz(okSetup(basic()));
const reduceEmotion = quiz.reduce;

const play = (state: EmotionState, pickRight: (i: number) => boolean, start = 0) =>
  playQuiz(reduceEmotion, state, pickRight, { random, feedbackMs: FEEDBACK_MS, start });

describe('content → emotions (docs/product.md#emotion-game)', () => {
  it('defaults to the first 4 emotions of the set', () => {
    expect(basic()).toEqual({ ok: true, set: 'basic', emotions: ['happy', 'sad', 'angry', 'worried'] });
    expect(basic([])).toEqual({ ok: true, set: 'basic', emotions: ['happy', 'sad', 'angry', 'worried'] });
  });

  it('filters unknown emotions out', () => {
    expect(basic(['happy', 'bored', 42, 'surprised'])).toEqual({
      ok: true,
      set: 'basic',
      emotions: ['happy', 'surprised'],
    });
  });

  it('is invalid when no listed emotion is known (Configuração Inválida)', () => {
    expect(basic(['bored', 'hungry'])).toEqual({ ok: false });
  });

  it('uses calm instead of surprised in the self-recognition set', () => {
    const self = setupFromContent({
      type: 'emotion_recognition',
      emotions: ['calm', 'surprised'],
      difficulty: 'self_recognition',
    });
    expect(self).toEqual({ ok: true, set: 'self_recognition', emotions: ['calm'] });
    expect(basic(['calm'])).toEqual({ ok: false });
  });

  it('treats any other difficulty (such as the admin default "easy") as the basic set', () => {
    expect(setupFromContent({ type: 'emotion_recognition', difficulty: 'easy' })).toMatchObject({
      ok: true,
      set: 'basic',
    });
  });

  it('has six emotions per set, each with four scenarios', () => {
    expect(BASIC_EMOTIONS).toHaveLength(6);
    expect(SELF_EMOTIONS).toHaveLength(6);
    for (const e of BASIC_EMOTIONS) expect(BASIC_SCENARIOS[e]).toHaveLength(4);
    for (const e of SELF_EMOTIONS) expect(SELF_SCENARIOS[e]).toHaveLength(4);
  });
});

describe('questions', () => {
  it('basic: 5 questions of 4 distinct options that include the answer, every chosen emotion asked', () => {
    const questions = buildQuestions(okSetup(basic(['happy', 'sad', 'angry'])), seededRandom(1));
    expect(questions).toHaveLength(5);
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(q.answer);
      expect(BASIC_SCENARIOS[q.answer]).toContain(q.scenario);
    }
    expect(new Set(questions.map((q) => q.answer))).toEqual(new Set(['happy', 'sad', 'angry']));
    expect(new Set(questions.map((q) => q.scenario)).size).toBe(5);
  });

  it('self-recognition: as many situations as emotions, at most 5', () => {
    const two = okSetup(
      setupFromContent({ type: 'emotion_recognition', emotions: ['happy', 'calm'], difficulty: 'self_recognition' }),
    );
    expect(buildQuestions(two, random)).toHaveLength(2);
    const six = okSetup(
      setupFromContent({ type: 'emotion_recognition', emotions: [...SELF_EMOTIONS], difficulty: 'self_recognition' }),
    );
    const questions = buildQuestions(six, random);
    expect(questions).toHaveLength(5);
    for (const q of questions) expect(SELF_SCENARIOS[q.answer]).toContain(q.scenario);
  });

  it('a single-emotion activity still offers 4 options from the set', () => {
    const [q] = buildQuestions(okSetup(basic(['excited'])), random);
    expect(q!.options).toHaveLength(4);
    expect(q!.options).toContain('excited');
  });
});

describe('play (docs/product.md#emotion-game)', () => {
  const start = () => quiz.init(0, seededRandom(3));

  it('locks the answer after one pick', () => {
    const s0 = start();
    const q = s0.questions[0]!;
    const wrong = q.options.find((o) => o !== q.answer)!;
    const s1 = reduceEmotion(s0, { type: 'answer', option: wrong }, 1_000, random);
    const s2 = reduceEmotion(s1, { type: 'answer', option: q.answer }, 1_100, random);
    expect(s2).toBe(s1);
    expect(s1.picked).toBe(wrong);
    expect(s1.correct).toBe(0);
  });

  it('ignores an option that is not on offer', () => {
    const s0 = start();
    const absent = BASIC_EMOTIONS.find((e) => !s0.questions[0]!.options.includes(e))!;
    expect(reduceEmotion(s0, { type: 'answer', option: absent }, 1_000, random)).toBe(s0);
  });

  it('shows feedback for 2.5 s, then moves on', () => {
    const s0 = start();
    const s1 = reduceEmotion(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1.phase).toBe('feedback');
    expect(s1.advanceAt).toBe(3_500);
    expect(reduceEmotion(s1, { type: 'tick' }, 3_499, random)).toBe(s1);
    const s2 = reduceEmotion(s1, { type: 'tick' }, 3_500, random);
    expect(s2).toMatchObject({ phase: 'question', index: 1, picked: null });
  });

  it('reports the percentage of correct answers and whole minutes after the last feedback', () => {
    const done = play(start(), (i) => i < 3);
    expect(done.phase).toBe('complete');
    // 3 of 5 right; 5 × (10 s + 2.5 s) = 62.5 s → 1 minute.
    expect(done.result).toEqual({ score: 60, minutes: 1 });
  });

  it('scores 100 when all are right and 0 when none are', () => {
    expect(play(start(), () => true).result?.score).toBe(100);
    expect(play(start(), () => false).result?.score).toBe(0);
  });

  it('does not report before the last feedback has been shown', () => {
    let s = start();
    for (let i = 0; i < 5; i++) {
      s = reduceEmotion(s, { type: 'answer', option: s.questions[i]!.answer }, i * 10_000, random);
      if (i < 4) s = reduceEmotion(s, { type: 'tick' }, i * 10_000 + FEEDBACK_MS, random);
    }
    expect(s.phase).toBe('feedback');
    expect(s.result).toBeNull();
  });

  it('restarts with new questions and a clean score', () => {
    const done = play(start(), () => true);
    const again = reduceEmotion(done, { type: 'restart' }, 200_000, random);
    expect(again).toMatchObject({ phase: 'question', index: 0, correct: 0, result: null, startedAt: 200_000 });
    expect(again.questions).toHaveLength(5);
  });
});

describe('self-recognition play: no wrong answer (docs/product.md#emotion-game)', () => {
  const self = okSetup(
    setupFromContent({
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'calm'],
      difficulty: 'self_recognition',
    }),
  );
  const selfQuiz = emotionQuiz(self);
  const start = () => selfQuiz.init(0, seededRandom(5));

  it('accepts every answer, the situation’s own emotion or any other', () => {
    const s0 = start();
    const q = s0.questions[0]!;
    const other = q.options.find((o) => o !== q.answer)!;
    expect(selfQuiz.accepts(q, other)).toBe(true);
    const s1 = selfQuiz.reduce(s0, { type: 'answer', option: other }, 1_000, random);
    expect(s1).toMatchObject({ phase: 'feedback', picked: other, correct: 1, advanceAt: 1_000 + FEEDBACK_MS });
    // Still locked after one pick.
    expect(selfQuiz.reduce(s1, { type: 'answer', option: q.answer }, 1_100, random)).toBe(s1);
  });

  it('scores the share of situations answered: answering them all is 100, whatever was picked', () => {
    const play = (pickRight: (i: number) => boolean) =>
      playQuiz(selfQuiz.reduce, start(), pickRight, { random, feedbackMs: FEEDBACK_MS, start: 0 });
    expect(play(() => false).result?.score).toBe(100);
    expect(play((i) => i % 2 === 0).result?.score).toBe(100);
    expect(start().questions).toHaveLength(4);
  });

  it('the basic set still has right and wrong answers', () => {
    const q = quiz.init(0, seededRandom(3)).questions[0]!;
    expect(
      quiz.accepts(
        q,
        q.options.find((o) => o !== q.answer)!,
      ),
    ).toBe(false);
    expect(quiz.openAnswers).toBe(false);
    expect(selfQuiz.openAnswers).toBe(true);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented: 5 questions, 4 options, 2.5 s, the first 4 emotions by default', () => {
    expect(LEVELS[2]).toEqual({ questions: 5, options: 4, feedbackMs: 2_500, defaultEmotions: 4 });
    expect(LEVELS[2]).toEqual({
      questions: MAX_QUESTIONS,
      options: OPTION_COUNT,
      feedbackMs: FEEDBACK_MS,
      defaultEmotions: DEFAULT_EMOTION_COUNT,
    });
  });

  it('grows from level 1 to 3: more questions, options and emotions, a shorter feedback', () => {
    expect(LEVELS[1]).toEqual({ questions: 4, options: 3, feedbackMs: 3_000, defaultEmotions: 3 });
    expect(LEVELS[3]).toEqual({ questions: 6, options: 4, feedbackMs: 2_000, defaultEmotions: 6 });
    for (const [easier, harder] of [
      [LEVELS[1], LEVELS[2]],
      [LEVELS[2], LEVELS[3]],
    ] as const) {
      expect(easier.questions).toBeLessThanOrEqual(harder.questions);
      expect(easier.options).toBeLessThanOrEqual(harder.options);
      expect(easier.defaultEmotions).toBeLessThanOrEqual(harder.defaultEmotions);
      expect(easier.feedbackMs).toBeGreaterThanOrEqual(harder.feedbackMs);
    }
    // Every level is winnable: options fit in the set, and a default never asks more than the set has.
    for (const level of [1, 2, 3] as const) {
      expect(LEVELS[level].options).toBeLessThanOrEqual(BASIC_EMOTIONS.length);
      expect(LEVELS[level].defaultEmotions).toBeLessThanOrEqual(BASIC_EMOTIONS.length);
    }
  });

  it('without a list, plays the first emotions of the level; a listed set is kept at every level', () => {
    const none = { type: 'emotion_recognition' as const };
    expect(setupFromContent(none, 1)).toEqual({ ok: true, set: 'basic', emotions: ['happy', 'sad', 'angry'] });
    expect(setupFromContent(none, 3)).toEqual({ ok: true, set: 'basic', emotions: [...BASIC_EMOTIONS] });
    const listed = { type: 'emotion_recognition' as const, emotions: ['happy', 'surprised'] };
    for (const level of [1, 2, 3] as const)
      expect(setupFromContent(listed, level)).toEqual({ ok: true, set: 'basic', emotions: ['happy', 'surprised'] });
  });

  it('level 1: 4 questions of 3 options, feedback 3 s, scored on 4', () => {
    const easy = emotionQuiz(okSetup(setupFromContent({ type: 'emotion_recognition' }, 1)), 1);
    const s0 = easy.init(0, seededRandom(8));
    expect(s0.questions).toHaveLength(4);
    for (const q of s0.questions) {
      expect(q.options).toHaveLength(3);
      expect(new Set(q.options).size).toBe(3);
      expect(q.options).toContain(q.answer);
    }
    expect(new Set(s0.questions.map((q) => q.answer))).toEqual(new Set(['happy', 'sad', 'angry']));
    const s1 = easy.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1.advanceAt).toBe(4_000);
    expect(easy.reduce(s1, { type: 'tick' }, 3_999, random)).toBe(s1);
    const done = playQuiz(easy.reduce, s0, (i) => i < 3, { random, feedbackMs: 3_000 });
    expect(done.phase).toBe('complete');
    // 3 of 4 right; 4 × (10 s + 3 s) = 52 s → 1 minute.
    expect(done.result).toEqual({ score: 75, minutes: 1 });
  });

  it('level 3: 6 questions of 4 options asking each of the six emotions, feedback 2 s, scored on 6', () => {
    const hard = emotionQuiz(okSetup(setupFromContent({ type: 'emotion_recognition' }, 3)), 3);
    const s0 = hard.init(0, seededRandom(9));
    expect(s0.questions).toHaveLength(6);
    for (const q of s0.questions) expect(q.options).toHaveLength(4);
    expect(new Set(s0.questions.map((q) => q.answer))).toEqual(new Set(BASIC_EMOTIONS));
    expect(new Set(s0.questions.map((q) => q.scenario)).size).toBe(6);
    const s1 = hard.reduce(s0, { type: 'answer', option: s0.questions[0]!.answer }, 1_000, random);
    expect(s1.advanceAt).toBe(3_000);
    const done = playQuiz(hard.reduce, s0, (i) => i % 2 === 0, { random, feedbackMs: 2_000 });
    // 3 of 6 right; 6 × 12 s = 72 s → 1 minute.
    expect(done.result).toEqual({ score: 50, minutes: 1 });
    expect(playQuiz(hard.reduce, s0, () => true, { random, feedbackMs: 2_000 }).result?.score).toBe(100);
  });

  it('self-recognition ignores the level: one situation per emotion, 4 options, 2.5 s', () => {
    const content = { type: 'emotion_recognition' as const, difficulty: 'self_recognition' };
    for (const level of [1, 3] as const) {
      const setup = okSetup(setupFromContent(content, level));
      expect(setup.emotions).toEqual(SELF_EMOTIONS.slice(0, 4));
      const selfQuiz = emotionQuiz(setup, level);
      const s0 = selfQuiz.init(0, seededRandom(2));
      expect(s0.questions).toHaveLength(4);
      for (const q of s0.questions) expect(q.options).toHaveLength(4);
      const s1 = selfQuiz.reduce(s0, { type: 'answer', option: s0.questions[0]!.options[0]! }, 0, random);
      expect(s1.advanceAt).toBe(FEEDBACK_MS);
    }
  });
});

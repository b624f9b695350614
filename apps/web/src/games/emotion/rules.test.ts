import { BASIC_EMOTIONS, SELF_EMOTIONS } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { BASIC_SCENARIOS, SELF_SCENARIOS } from './emotion-data';
import {
  buildQuestions,
  emotionQuiz,
  FEEDBACK_MS,
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

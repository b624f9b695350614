import { describe, expect, it } from 'vitest';
import {
  authoredContent,
  authoredContentSchemas,
  CONTENT_INVALID,
  CONTENT_NOT_JSON,
  CONTENT_TEXT_MAX,
  CONTENT_TOO_LONG,
  CONTENT_TYPE_INVALID,
  CONTENT_UNKNOWN_FIELD,
  NEW_ACTIVITY_CONTENT,
} from './authoring';
import { parseActivityContent } from './parse';
import { COLORS_INVALID } from './types/color-sorting/authoring';
import { EMOTIONS_INVALID } from './types/emotion-recognition/authoring';
import { DURATION_INVALID } from './types/focus-exercise/authoring';
import { STEPS_INVALID } from './types/sequence/authoring';
import { PROMPT_INVALID, SYMBOLS_INVALID } from './types/symbol-communication/authoring';
import { RANGE_INVALID } from './types/visual-math/authoring';
import { CONTENT_TYPES } from './schemas';

const messages = (value: unknown) => authoredContent.safeParse(value).error?.issues.map((i) => i.message) ?? [];
/** What the editor's form says: the game's strict schema. */
const formMessages = (value: { type: keyof typeof authoredContentSchemas }) =>
  authoredContentSchemas[value.type].safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('authored content (docs/product.md#activity-editor)', () => {
  it('has a strict schema for every game type the player knows', () => {
    expect(Object.keys(authoredContentSchemas).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  const valid: Record<string, unknown>[] = [
    NEW_ACTIVITY_CONTENT,
    { type: 'emotion_recognition', emotions: ['calm', 'happy'], difficulty: 'self_recognition' },
    { type: 'symbol_communication', symbols: ['agua', 'parar'], mode: 'single_symbol', prompt: 'Peça água' },
    { type: 'sequence', steps: ['acordar', 'dormir'] },
    { type: 'sequence', routine_type: 'evening', show_times: false },
    { type: 'visual_math', range: [2, 10] },
    { type: 'visual_math', difficulty: 'hard' },
    { type: 'focus_exercise', task: 'focus', duration: 600 },
    { type: 'focus_exercise' },
    { type: 'color_sorting', colors: ['red', 'blue'] },
    { type: 'letter_matching', letters: ['A', 'P'] },
    { type: 'social_scenario', scenarios: ['pedir_ajuda'] },
    { type: 'breathing_exercise', exercise: 'box' },
    { type: 'impulse_control' },
    { type: 'story_sequence', story: 'plantando_flor' },
    { type: 'organization', categories: ['frutas', 'livros'] },
    { type: 'movement_break' },
    { type: 'time_management', task: 'leitura' },
  ];
  it.each(valid.map((c) => [JSON.stringify(c), c] as const))(
    'accepts %s, and the player plays it unchanged',
    (_, c) => {
      const result = authoredContent.safeParse(c);
      expect(result.success).toBe(true);
      expect(parseActivityContent(JSON.stringify(result.data), 'math')).toEqual({ kind: 'ok', content: c });
    },
  );

  it.each(valid.map((c) => [JSON.stringify(c), c] as const))('reads %s sent as JSON text the same', (text, c) => {
    expect(authoredContent.parse(text)).toEqual(c);
  });

  it.each([
    ['text that is not JSON', 'x', CONTENT_NOT_JSON],
    ['JSON text of a list', '[]', CONTENT_INVALID],
    ['an array', [], CONTENT_INVALID],
    ['null', null, CONTENT_INVALID],
    ['no type', { emotions: ['happy'] }, CONTENT_TYPE_INVALID],
    ['an unknown type', { type: 'dance' }, CONTENT_TYPE_INVALID],
    [
      'text too long',
      JSON.stringify({ type: 'impulse_control', note: 'a'.repeat(CONTENT_TEXT_MAX) }),
      CONTENT_TOO_LONG,
    ],
    ['an object too long', { type: 'impulse_control', note: 'a'.repeat(CONTENT_TEXT_MAX) }, CONTENT_TOO_LONG],
  ])('refuses %s with its message', (_, value, message) => {
    expect(messages(value)).toEqual([message]);
  });

  it.each([
    ['an unknown field', { type: 'impulse_control', speed: 2 }, { type: 'impulse_control' }],
    [
      'unknown and repeated emotions',
      { type: 'emotion_recognition', emotions: ['happy', 'bored', 'sad', 'sad'] },
      { type: 'emotion_recognition', emotions: ['happy', 'sad'] },
    ],
    ['calm in the basic set', { type: 'emotion_recognition', emotions: ['calm'] }, { type: 'emotion_recognition' }],
    [
      'surprised in self-recognition',
      { type: 'emotion_recognition', emotions: ['surprised', 'calm'], difficulty: 'self_recognition' },
      { type: 'emotion_recognition', emotions: ['calm'], difficulty: 'self_recognition' },
    ],
    ['an unknown mode', { type: 'emotion_recognition', difficulty: 'hard' }, { type: 'emotion_recognition' }],
    ['no emotion', { type: 'emotion_recognition', emotions: [] }, { type: 'emotion_recognition' }],
    ['a blank prompt', { type: 'symbol_communication', prompt: '   ' }, { type: 'symbol_communication' }],
    ['one routine step', { type: 'sequence', steps: ['acordar', 'voar'] }, { type: 'sequence' }],
    [
      'a range upside down',
      { type: 'visual_math', range: [5, 2], difficulty: 'hard' },
      { type: 'visual_math', difficulty: 'hard' },
    ],
    [
      'a focus of 9 s',
      { type: 'focus_exercise', task: 'focus', duration: 9 },
      { type: 'focus_exercise', task: 'focus' },
    ],
    ['one colour', { type: 'color_sorting', colors: ['red', 'pink'] }, { type: 'color_sorting' }],
  ])('reads %s as the game does: unknown keys dropped, defaults used', (_, value, read) => {
    expect(authoredContent.parse(value)).toEqual(read);
    expect(authoredContent.parse(JSON.stringify(value))).toEqual(read);
  });

  it.each([
    ['an unknown field', { type: 'impulse_control', speed: 2 }, CONTENT_UNKNOWN_FIELD],
    ['an unknown emotion', { type: 'emotion_recognition', emotions: ['happy', 'bored'] }, EMOTIONS_INVALID],
    ['calm in the basic set', { type: 'emotion_recognition', emotions: ['calm'] }, EMOTIONS_INVALID],
    [
      'surprised in self-recognition',
      { type: 'emotion_recognition', emotions: ['surprised'], difficulty: 'self_recognition' },
      EMOTIONS_INVALID,
    ],
    ['a repeated emotion', { type: 'emotion_recognition', emotions: ['sad', 'sad'] }, EMOTIONS_INVALID],
    ['no emotion', { type: 'emotion_recognition', emotions: [] }, EMOTIONS_INVALID],
    ['13 symbols', { type: 'symbol_communication', symbols: Array(13).fill('agua') }, SYMBOLS_INVALID],
    ['a blank prompt', { type: 'symbol_communication', prompt: '   ' }, PROMPT_INVALID],
    ['one routine step', { type: 'sequence', steps: ['acordar'] }, STEPS_INVALID],
    ['a range upside down', { type: 'visual_math', range: [5, 2] }, RANGE_INVALID],
    ['a range past 10', { type: 'visual_math', range: [1, 11] }, RANGE_INVALID],
    ['a range from 0', { type: 'visual_math', range: [0, 5] }, RANGE_INVALID],
    ['a range of three', { type: 'visual_math', range: [1, 2, 3] }, RANGE_INVALID],
    ['a range of text', { type: 'visual_math', range: ['1', '5'] }, RANGE_INVALID],
    ['a focus of 9 s', { type: 'focus_exercise', task: 'focus', duration: 9 }, DURATION_INVALID],
    ['a focus of 10.5 s', { type: 'focus_exercise', task: 'focus', duration: 10.5 }, DURATION_INVALID],
    ['one colour', { type: 'color_sorting', colors: ['red'] }, COLORS_INVALID],
  ] as const)("the editor's form says %s with its message", (_, value, message) => {
    expect(formMessages(value as { type: keyof typeof authoredContentSchemas })).toContain(message);
  });
});

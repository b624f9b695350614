import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, keyList, shape } from '../../authoring-kit';
import type { ContentOf } from '../../schemas';
import { BASIC_EMOTIONS, EMOTION_DIFFICULTIES, EMOTION_KEYS, SELF_EMOTIONS } from './keys';

export const EMOTIONS_INVALID = userMessage('Escolha de 1 a 6 emoções do conjunto do jogo, sem repetir.');
export const EMOTION_DIFFICULTY_INVALID = userMessage('Escolha o modo do jogo das emoções.');

/** The emotions a mode plays: calm belongs to self-recognition, surprised to the basic set. */
const emotionsOf = (difficulty: unknown): readonly string[] =>
  difficulty === 'self_recognition' ? SELF_EMOTIONS : BASIC_EMOTIONS;

/** The content a new activity starts with, as in the spec: emotions happy, sad, angry, surprised, difficulty easy. */
export const NEW_ACTIVITY_CONTENT: ContentOf<'emotion_recognition'> = {
  type: 'emotion_recognition',
  emotions: ['happy', 'sad', 'angry', 'surprised'],
  difficulty: 'easy',
};

export const authoring = defineAuthoring({
  type: 'emotion_recognition',
  schema: shape({
    type: z.literal('emotion_recognition'),
    emotions: keyList(EMOTION_KEYS, 1, 6, EMOTIONS_INVALID).optional(),
    difficulty: z.enum(EMOTION_DIFFICULTIES, { error: EMOTION_DIFFICULTY_INVALID }).optional(),
  }).refine((c) => (c.emotions ?? []).every((e) => emotionsOf(c.difficulty).includes(e)), {
    message: EMOTIONS_INVALID,
    path: ['emotions'],
  }),
  // The emotion game plays the self-recognition set only in that mode, the basic set otherwise.
  knownKeys: (field, content) => (field === 'emotions' ? emotionsOf(content['difficulty']) : undefined),
  editorDefault: NEW_ACTIVITY_CONTENT,
});

import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, shape } from '../../authoring-kit';
import { STORY_KEYS } from './keys';

export const STORY_INVALID = userMessage('Escolha uma história da lista.');

export const authoring = defineAuthoring({
  type: 'story_sequence',
  schema: shape({ type: z.literal('story_sequence'), story: z.enum(STORY_KEYS, { error: STORY_INVALID }).optional() }),
  editorDefault: { type: 'story_sequence', story: 'dia_na_escola' },
});

import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, shape } from '../../authoring-kit';
import { BREATHING_EXERCISES } from './keys';

export const BREATHING_INVALID = userMessage('Escolha uma respiração da lista.');

export const authoring = defineAuthoring({
  type: 'breathing_exercise',
  schema: shape({
    type: z.literal('breathing_exercise'),
    exercise: z.enum(BREATHING_EXERCISES, { error: BREATHING_INVALID }).optional(),
  }),
  editorDefault: { type: 'breathing_exercise', exercise: 'basic' },
});

import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { CONTENT_INVALID, defineAuthoring, shape } from '../../authoring-kit';
import { FOCUS_TARGETS, FOCUS_TASKS } from './keys';

export const FOCUS_TASK_INVALID = userMessage('Escolha um exercício de foco da lista.');
export const DURATION_INVALID = userMessage('O tempo do exercício de foco deve ser de 10 a 600 segundos.');

export const authoring = defineAuthoring({
  type: 'focus_exercise',
  schema: shape({
    type: z.literal('focus_exercise'),
    task: z.enum(FOCUS_TASKS, { error: FOCUS_TASK_INVALID }).optional(),
    duration: z
      .number({ error: DURATION_INVALID })
      .int(DURATION_INVALID)
      .min(10, DURATION_INVALID)
      .max(600, DURATION_INVALID)
      .optional(),
    target: z.enum(FOCUS_TARGETS, { error: CONTENT_INVALID }).optional(),
  }),
  editorDefault: { type: 'focus_exercise', task: 'memory' },
});

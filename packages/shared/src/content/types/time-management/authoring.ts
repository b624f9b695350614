import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, shape } from '../../authoring-kit';
import { TIME_TASKS } from './keys';

export const TIME_TASK_INVALID = userMessage('Escolha uma tarefa da lista.');

export const authoring = defineAuthoring({
  type: 'time_management',
  schema: shape({
    type: z.literal('time_management'),
    task: z.enum(TIME_TASKS, { error: TIME_TASK_INVALID }).optional(),
  }),
  editorDefault: { type: 'time_management' },
});

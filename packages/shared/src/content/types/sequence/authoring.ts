import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { CONTENT_INVALID, defineAuthoring, keyList, shape } from '../../authoring-kit';
import { DEFAULT_ROUTINE_STEPS, ROUTINE_STEPS, ROUTINE_TYPES } from './keys';

export const STEPS_INVALID = userMessage('Escolha de 2 a 12 passos da rotina, sem repetir.');
export const ROUTINE_TYPE_INVALID = userMessage('Escolha uma rotina da lista.');

export const authoring = defineAuthoring({
  type: 'sequence',
  schema: shape({
    type: z.literal('sequence'),
    steps: keyList(ROUTINE_STEPS, 2, 12, STEPS_INVALID).optional(),
    routine_type: z.enum(ROUTINE_TYPES, { error: ROUTINE_TYPE_INVALID }).optional(),
    show_times: z.boolean({ error: CONTENT_INVALID }).optional(),
  }),
  knownKeys: { steps: ROUTINE_STEPS },
  editorDefault: { type: 'sequence', steps: [...DEFAULT_ROUTINE_STEPS] },
});

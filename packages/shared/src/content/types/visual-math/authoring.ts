import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, shape } from '../../authoring-kit';

export const RANGE_INVALID = userMessage(
  'A faixa de contagem deve ir de um número de 1 a 9 até um maior, no máximo 10.',
);
export const MATH_DIFFICULTY_INVALID = userMessage('Escolha fácil (1 a 5) ou difícil (6 a 10).');

const bound = z.number({ error: RANGE_INVALID }).int(RANGE_INVALID);

export const authoring = defineAuthoring({
  type: 'visual_math',
  schema: shape({
    type: z.literal('visual_math'),
    range: z
      .tuple([bound, bound], { error: RANGE_INVALID })
      .refine(([min, max]) => min > 0 && max > min && max <= 10, RANGE_INVALID)
      .optional(),
    difficulty: z.enum(['easy', 'hard'], { error: MATH_DIFFICULTY_INVALID }).optional(),
  }),
  editorDefault: { type: 'visual_math', difficulty: 'easy' },
});

import { z } from 'zod';
import { defineAuthoring, shape } from '../../authoring-kit';

export const authoring = defineAuthoring({
  type: 'movement_break',
  schema: shape({ type: z.literal('movement_break') }),
  editorDefault: { type: 'movement_break' },
});

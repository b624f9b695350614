import { z } from 'zod';
import { defineAuthoring, shape } from '../../authoring-kit';

export const authoring = defineAuthoring({
  type: 'impulse_control',
  schema: shape({ type: z.literal('impulse_control') }),
  editorDefault: { type: 'impulse_control' },
});

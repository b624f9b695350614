import { z } from 'zod';
import { defineContentType, lenient } from '../../content-type';
import { BREATHING_EXERCISES } from './keys';

export const contentType = defineContentType({
  type: 'breathing_exercise',
  schema: z.object({ type: z.literal('breathing_exercise'), exercise: lenient(z.enum(BREATHING_EXERCISES)) }),
  kind: 'breathing',
  picture: '1F32C', // wind face
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    breathing_exercise: typeof contentType;
  }
}

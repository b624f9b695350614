import { z } from 'zod';
import { defineContentType, lenient } from '../../content-type';

export const contentType = defineContentType({
  type: 'visual_math',
  schema: z.object({
    type: z.literal('visual_math'),
    range: lenient(z.array(z.unknown()).max(5)),
    difficulty: lenient(z.enum(['easy', 'hard'])),
  }),
  kind: 'counting',
  picture: '1F9EE', // abacus
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    visual_math: typeof contentType;
  }
}

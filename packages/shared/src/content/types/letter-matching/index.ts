import { z } from 'zod';
import { defineContentType, keyList } from '../../content-type';

export const contentType = defineContentType({
  type: 'letter_matching',
  schema: z.object({ type: z.literal('letter_matching'), letters: keyList }),
  kind: 'letters',
  picture: '1F524', // letters
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    letter_matching: typeof contentType;
  }
}

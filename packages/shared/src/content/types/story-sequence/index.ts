import { z } from 'zod';
import { defineContentType, lenient } from '../../content-type';
import { STORY_KEYS } from './keys';

export const contentType = defineContentType({
  type: 'story_sequence',
  schema: z.object({ type: z.literal('story_sequence'), story: lenient(z.enum(STORY_KEYS)) }),
  kind: 'story',
  picture: '1F4DA', // books
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    story_sequence: typeof contentType;
  }
}

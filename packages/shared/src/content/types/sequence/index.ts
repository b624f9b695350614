import { z } from 'zod';
import { defineContentType, keyList, lenient } from '../../content-type';
import { ROUTINE_TYPES } from './keys';

export const contentType = defineContentType({
  type: 'sequence',
  schema: z.object({
    type: z.literal('sequence'),
    steps: keyList,
    routine_type: lenient(z.enum(ROUTINE_TYPES)),
    show_times: lenient(z.boolean()),
  }),
  kind: 'routine',
  picture: '1F4CB', // clipboard
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    sequence: typeof contentType;
  }
}

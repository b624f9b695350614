import { z } from 'zod';
import { defineContentType } from '../../content-type';

export const contentType = defineContentType({
  type: 'movement_break',
  schema: z.object({ type: z.literal('movement_break') }),
  kind: 'movement',
  picture: '1F938', // cartwheel
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    movement_break: typeof contentType;
  }
}

import { z } from 'zod';
import { defineContentType } from '../../content-type';

export const contentType = defineContentType({
  type: 'impulse_control',
  schema: z.object({ type: z.literal('impulse_control') }),
  kind: 'impulse',
  picture: '1F6A6', // traffic light
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    impulse_control: typeof contentType;
  }
}

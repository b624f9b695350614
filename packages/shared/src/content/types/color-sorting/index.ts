import { z } from 'zod';
import { defineContentType, keyList } from '../../content-type';

export const contentType = defineContentType({
  type: 'color_sorting',
  schema: z.object({ type: z.literal('color_sorting'), colors: keyList }),
  kind: 'colors',
  picture: '1F3A8', // palette
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    color_sorting: typeof contentType;
  }
}

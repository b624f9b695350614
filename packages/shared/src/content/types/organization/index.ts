import { z } from 'zod';
import { defineContentType, keyList } from '../../content-type';

export const contentType = defineContentType({
  type: 'organization',
  schema: z.object({ type: z.literal('organization'), categories: keyList }),
  kind: 'organization',
  picture: '1F5C2', // card dividers
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    organization: typeof contentType;
  }
}

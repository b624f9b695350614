import { z } from 'zod';
import { defineContentType, keyList } from '../../content-type';

export const contentType = defineContentType({
  type: 'social_scenario',
  schema: z.object({ type: z.literal('social_scenario'), scenarios: keyList }),
  kind: 'social',
  picture: '1F465', // two people
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    social_scenario: typeof contentType;
  }
}

import { z } from 'zod';
import { defineContentType, keyList, lenient } from '../../content-type';

export const contentType = defineContentType({
  type: 'emotion_recognition',
  schema: z.object({ type: z.literal('emotion_recognition'), emotions: keyList, difficulty: lenient(z.string()) }),
  kind: (content) => (content.difficulty === 'self_recognition' ? 'self_recognition' : 'emotions'),
  picture: '1F60A', // smiling face
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    emotion_recognition: typeof contentType;
  }
}

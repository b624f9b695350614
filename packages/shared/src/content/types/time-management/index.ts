import { z } from 'zod';
import { defineContentType, lenient } from '../../content-type';
import { TIME_TASKS } from './keys';

/** Each task has its own picture. */
const PICTURES: Record<string, string> = {
  licao_de_casa: '1F4DD', // memo
  arrumar_quarto: '1F6CF', // bed
  leitura: '1F4D6', // open book
};

export const contentType = defineContentType({
  type: 'time_management',
  schema: z.object({ type: z.literal('time_management'), task: lenient(z.enum(TIME_TASKS)) }),
  kind: 'time_management',
  picture: (content) => (content.task && PICTURES[content.task]) ?? '23F3', // hourglass
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    time_management: typeof contentType;
  }
}

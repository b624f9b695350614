import { z } from 'zod';
import { defineContentType, keyList, lenient } from '../../content-type';

export const contentType = defineContentType({
  type: 'symbol_communication',
  schema: z.object({
    type: z.literal('symbol_communication'),
    symbols: keyList,
    mode: lenient(z.literal('single_symbol')),
    prompt: lenient(z.string().max(200)),
  }),
  kind: 'symbols',
  picture: '1F5E3', // speaking head
});

declare module '../../registry' {
  interface ContentTypeRegistry {
    symbol_communication: typeof contentType;
  }
}

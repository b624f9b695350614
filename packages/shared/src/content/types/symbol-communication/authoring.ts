import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { CONTENT_INVALID, defineAuthoring, keyList, shape } from '../../authoring-kit';
import { DEFAULT_SYMBOLS, SYMBOL_KEYS } from './keys';

export const SYMBOLS_INVALID = userMessage('Escolha de 1 a 12 figuras, sem repetir.');
export const PROMPT_INVALID = userMessage('A instrução deve ter de 1 a 200 caracteres.');

export const authoring = defineAuthoring({
  type: 'symbol_communication',
  schema: shape({
    type: z.literal('symbol_communication'),
    symbols: keyList(SYMBOL_KEYS, 1, 12, SYMBOLS_INVALID).optional(),
    mode: z.literal('single_symbol', { error: CONTENT_INVALID }).optional(),
    prompt: z.string({ error: PROMPT_INVALID }).trim().min(1, PROMPT_INVALID).max(200, PROMPT_INVALID).optional(),
  }),
  knownKeys: { symbols: SYMBOL_KEYS },
  editorDefault: { type: 'symbol_communication', symbols: [...DEFAULT_SYMBOLS] },
});

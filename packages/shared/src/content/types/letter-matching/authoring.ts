import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, keyList, shape } from '../../authoring-kit';
import { DEFAULT_LETTERS, LETTER_KEYS } from './keys';

export const LETTERS_INVALID = userMessage('Escolha de 2 a 16 letras, sem repetir.');

export const authoring = defineAuthoring({
  type: 'letter_matching',
  schema: shape({
    type: z.literal('letter_matching'),
    letters: keyList(LETTER_KEYS, 2, 16, LETTERS_INVALID).optional(),
  }),
  knownKeys: { letters: LETTER_KEYS },
  editorDefault: { type: 'letter_matching', letters: [...DEFAULT_LETTERS] },
});

import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, keyList, shape } from '../../authoring-kit';
import { COLOR_KEYS } from './keys';

export const COLORS_INVALID = userMessage('Escolha de 2 a 6 cores, sem repetir.');

export const authoring = defineAuthoring({
  type: 'color_sorting',
  schema: shape({ type: z.literal('color_sorting'), colors: keyList(COLOR_KEYS, 2, 6, COLORS_INVALID).optional() }),
  knownKeys: { colors: COLOR_KEYS },
  editorDefault: { type: 'color_sorting', colors: [...COLOR_KEYS] },
});

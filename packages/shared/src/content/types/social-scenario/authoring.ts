import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, keyList, shape } from '../../authoring-kit';
import { SCENARIO_KEYS } from './keys';

export const SCENARIOS_INVALID = userMessage('Escolha de 1 a 5 situações, sem repetir.');

export const authoring = defineAuthoring({
  type: 'social_scenario',
  schema: shape({
    type: z.literal('social_scenario'),
    scenarios: keyList(SCENARIO_KEYS, 1, 5, SCENARIOS_INVALID).optional(),
  }),
  knownKeys: { scenarios: SCENARIO_KEYS },
  editorDefault: { type: 'social_scenario', scenarios: SCENARIO_KEYS.slice(0, 3) },
});

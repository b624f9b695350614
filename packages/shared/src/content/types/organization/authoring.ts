import { z } from 'zod';
import { userMessage } from '../../../api/errors';
import { defineAuthoring, keyList, shape } from '../../authoring-kit';
import { DEFAULT_ORGANIZATION, ORGANIZATION_CATEGORIES } from './keys';

export const ORGANIZATION_INVALID = userMessage('Escolha de 2 a 6 grupos para organizar, sem repetir.');

export const authoring = defineAuthoring({
  type: 'organization',
  schema: shape({
    type: z.literal('organization'),
    categories: keyList(ORGANIZATION_CATEGORIES, 2, 6, ORGANIZATION_INVALID).optional(),
  }),
  knownKeys: { categories: ORGANIZATION_CATEGORIES },
  editorDefault: { type: 'organization', categories: [...DEFAULT_ORGANIZATION] },
});

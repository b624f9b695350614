import { COMMUNICATION } from './communication';
import { FOCUS } from './focus';
import { LANGUAGE } from './language';
import { MATH } from './math';
import { ROUTINE } from './routine';
import { SOCIAL_SKILLS } from './social-skills';
import type { CatalogueActivity } from './types';

export type { CatalogueActivity, Tier } from './types';

/** The seed catalogue (docs/product.md#catalogue-by-tier): 111 activities, 10 free, 47 at month 0, 69 at month 6, 111 at month 12. */
export const CATALOGUE: readonly CatalogueActivity[] = [
  ...SOCIAL_SKILLS,
  ...COMMUNICATION,
  ...MATH,
  ...LANGUAGE,
  ...FOCUS,
  ...ROUTINE,
];

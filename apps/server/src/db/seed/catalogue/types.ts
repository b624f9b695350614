import type { ActivityType } from '@neurobridge/shared/api/admin-activities';
import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import type { Category } from '@neurobridge/shared/domain/categories';

/**
 * docs/product.md#catalogue-by-tier: 10 free activities, then premium ones unlocked at month 0, 6 or 12 of a paid
 * subscription (47, 69 and 111 unlocked in all).
 */
export const TIERS = ['free', 'm0', 'm6', 'm12'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_ACCESS: Record<Tier, { isPremium: boolean; requiredSubscriptionMonths: number }> = {
  free: { isPremium: false, requiredSubscriptionMonths: 0 },
  m0: { isPremium: true, requiredSubscriptionMonths: 0 },
  m6: { isPremium: true, requiredSubscriptionMonths: 6 },
  m12: { isPremium: true, requiredSubscriptionMonths: 12 },
};

export { ACTIVITY_TYPES } from '@neurobridge/shared/api/admin-activities';

export type SupportLevel = 1 | 2 | 3;

/** One activity of the seed catalogue, with the column names of docs/product.md#activity-fields. */
export interface CatalogueActivity {
  /** Stable kebab-case seed key: the upsert target. Never rename one (a rename seeds a duplicate). */
  key: string;
  title: string;
  /** One or two sentences a parent understands: what the child does. */
  description: string;
  category: Category;
  difficulty_level: SupportLevel;
  for_tea: boolean;
  for_tdah: boolean;
  /** The support level the activity suits; null when it suits any level (or the flag is off). */
  tea_level: SupportLevel | null;
  tdah_level: SupportLevel | null;
  min_age: number;
  max_age: number;
  activity_type: ActivityType;
  /** Minutes; null is shown as 'Variável'. */
  estimated_duration: number | null;
  learning_objectives: string;
  content: ActivityContent;
  tier: Tier;
}

/** `false`: not meant for that diagnosis; `null`: any support level; 1–3: that level. */
type Audience = false | null | SupportLevel;

export interface Profile {
  level: SupportLevel;
  ages: [min: number, max: number];
  tea: Audience;
  tdah: Audience;
  type: ActivityType;
  minutes: number | null;
}

type ProfileFields =
  | 'difficulty_level'
  | 'for_tea'
  | 'for_tdah'
  | 'tea_level'
  | 'tdah_level'
  | 'min_age'
  | 'max_age'
  | 'activity_type'
  | 'estimated_duration';

/** The audience and format columns in one line: `...fit({ level: 1, ages: [3, 8], tea: null, … })`. */
export function fit(p: Profile): Pick<CatalogueActivity, ProfileFields> {
  return {
    difficulty_level: p.level,
    for_tea: p.tea !== false,
    for_tdah: p.tdah !== false,
    tea_level: p.tea === false ? null : p.tea,
    tdah_level: p.tdah === false ? null : p.tdah,
    min_age: p.ages[0],
    max_age: p.ages[1],
    activity_type: p.type,
    estimated_duration: p.minutes,
  };
}

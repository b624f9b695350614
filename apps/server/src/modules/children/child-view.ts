import type { Child } from '@neurobridge/shared/api/children';
import { readSensorySettings } from '@neurobridge/shared/domain/sensory';
import { ageGroupFor } from '@neurobridge/shared/domain/time';
import type { ChildRow } from './child-access';

/** The child as the API answers it; the age group is derived as of `now`, never stored (docs/product.md#age-groups). */
export function toChild(row: ChildRow, now: Date): Child {
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birthDate,
    avatar_url: row.avatarUrl,
    diagnosis_tea: row.diagnosisTea ? 1 : 0,
    diagnosis_tdah: row.diagnosisTdah ? 1 : 0,
    tea_level: row.teaLevel,
    tdah_level: row.tdahLevel,
    learning_preferences: row.learningPreferences,
    age_group: ageGroupFor(row.birthDate, now),
    sensory_settings: readSensorySettings(row.sensorySettings),
    parent_user_id: row.parentUserId,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

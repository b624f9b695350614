import type { AdherenceWeek, HomeAssignment } from '@neurobridge/shared/api/home-programme';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import type { AssignmentRead } from './home-programme-queries';

/** An assignment as the child's page shows it; `mine` when `viewerId` assigned it (docs/product.md#home-programme). */
export function toHomeAssignment(read: AssignmentRead, viewerId: number, weeks: AdherenceWeek[]): HomeAssignment {
  const { row } = read;
  return {
    id: row.id,
    professional_name: read.professionalName,
    professional_type: professionalTypeLabel(read.professionalType),
    mine: row.professionalUserId === viewerId,
    goal: row.goalId === null || read.goalTitle === null ? null : { id: row.goalId, title: read.goalTitle },
    activities: read.activities,
    days_of_week: row.daysOfWeek,
    times_per_week: row.timesPerWeek,
    time_slot: row.timeSlot as TimeSlot,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    weeks,
    removals: read.removals,
  };
}

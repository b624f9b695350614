import type { ProfessionalChild, ProfessionalSession } from '@neurobridge/shared/api/professional';
import { readSensorySettings } from '@neurobridge/shared/domain/sensory';
import type { professionalSessions } from '../../db/schema/professionals';
import type { ChildRow } from '../children/child-access';

type SessionRow = typeof professionalSessions.$inferSelect;
type ChildColumns = Pick<
  ChildRow,
  'id' | 'name' | 'avatarUrl' | 'diagnosisTea' | 'diagnosisTdah' | 'birthDate' | 'sensorySettings'
>;

/** The least a professional needs of a child (docs/product.md#professional-workspace). */
export function toProfessionalChild(row: ChildColumns, parentName: string | null): ProfessionalChild {
  return {
    id: row.id,
    name: row.name,
    avatar_url: row.avatarUrl,
    diagnosis_tea: row.diagnosisTea ? 1 : 0,
    diagnosis_tdah: row.diagnosisTdah ? 1 : 0,
    birth_date: row.birthDate,
    parent_name: parentName,
    sensory_settings: readSensorySettings(row.sensorySettings),
  };
}

export function toProfessionalSession(row: SessionRow, childName: string): ProfessionalSession {
  return {
    id: row.id,
    child_id: row.childId,
    child_name: childName,
    session_date: row.sessionDate,
    session_type: row.sessionType,
    start_time: row.startTime,
    end_time: row.endTime,
    duration_minutes: row.durationMinutes,
    activities_completed: row.activitiesCompleted,
    session_notes: row.sessionNotes,
    progress_summary: row.progressSummary,
  };
}

import {
  createSessionBody,
  END_BEFORE_START,
  minutesBetween,
  SESSION_DATE_IN_FUTURE,
  type CreateSessionBody,
  type ProfessionalSession,
  type UpdateSessionBody,
} from '@neurobridge/shared/api/professional';
import { latestSessionDate, localDateString } from '@neurobridge/shared/domain/time';
import { clock } from '../../lib/clock';
import { formErrors, type FormErrors } from '../../lib/form-errors';

/** The form's fields, as the inputs hold them. */
export interface SessionFormValues {
  child_id: string;
  session_date: string;
  start_time: string;
  end_time: string;
  session_type: string;
  activities_completed: string;
  session_notes: string;
  progress_summary: string;
}

/** A new session: today (São Paulo), an individual session, no activities yet. */
export function emptySessionForm(childId: number | undefined, now = clock.now()): SessionFormValues {
  return {
    child_id: childId === undefined ? '' : String(childId),
    session_date: localDateString(now),
    start_time: '',
    end_time: '',
    session_type: 'individual',
    activities_completed: '0',
    session_notes: '',
    progress_summary: '',
  };
}

export function sessionFormFrom(s: ProfessionalSession): SessionFormValues {
  return {
    child_id: String(s.child_id),
    session_date: s.session_date,
    start_time: s.start_time ?? '',
    end_time: s.end_time ?? '',
    session_type: s.session_type,
    activities_completed: String(s.activities_completed),
    session_notes: s.session_notes ?? '',
    progress_summary: s.progress_summary ?? '',
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

export function sessionBody(v: SessionFormValues): CreateSessionBody {
  return {
    child_id: v.child_id === '' ? Number.NaN : Number(v.child_id),
    session_date: v.session_date,
    start_time: v.start_time,
    end_time: v.end_time,
    session_type: v.session_type as CreateSessionBody['session_type'],
    activities_completed: v.activities_completed.trim() === '' ? Number.NaN : Number(v.activities_completed),
    session_notes: text(v.session_notes),
    progress_summary: text(v.progress_summary),
  };
}

/** The server's own rules and texts, plus the date limit it checks with its clock. */
export function sessionFormErrors(v: SessionFormValues, now = clock.now()): FormErrors<keyof CreateSessionBody> {
  const errors = formErrors(createSessionBody, sessionBody(v));
  if (!errors.session_date && v.session_date > latestSessionDate(now)) errors.session_date = SESSION_DATE_IN_FUTURE;
  // The schema compares the times only once every other field is valid: the form does it at once.
  if (!errors.start_time && !errors.end_time && minutesBetween(v.start_time, v.end_time) <= 0) {
    errors.end_time = END_BEFORE_START;
  }
  return errors;
}

/** Only the fields that differ from the stored session: what an edit sends. */
export function changedFields(before: ProfessionalSession, v: SessionFormValues): UpdateSessionBody {
  const after = sessionBody(v);
  const stored = sessionBody(sessionFormFrom(before));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CreateSessionBody)[]) {
    if (after[key] !== stored[key]) changes[key] = after[key];
  }
  return changes as UpdateSessionBody;
}

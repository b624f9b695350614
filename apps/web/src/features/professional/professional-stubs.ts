import type {
  ProfessionalChild,
  ProfessionalChildSummary,
  ProfessionalSession,
  ProfessionalStats,
} from '@neurobridge/shared/api/professional';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { sampleUser, stubSignedInParent, type Handler } from '../../test/fetch-stub';

export function sampleProChild(overrides: Partial<ProfessionalChild> = {}): ProfessionalChild {
  return {
    id: 10,
    name: 'Lia',
    avatar_url: null,
    diagnosis_tea: 1,
    diagnosis_tdah: 0,
    birth_date: '2019-03-10',
    parent_name: 'Ana Souza',
    sensory_settings: DEFAULT_SENSORY_SETTINGS,
    ...overrides,
  };
}

export function sampleProSession(id: number, overrides: Partial<ProfessionalSession> = {}): ProfessionalSession {
  return {
    id,
    child_id: 10,
    child_name: 'Lia',
    session_date: `2026-11-${String(id).padStart(2, '0')}`,
    session_type: 'individual',
    start_time: '09:00',
    end_time: '09:45',
    duration_minutes: 45,
    activities_completed: 2,
    session_notes: `Notas ${id}`,
    progress_summary: null,
    ...overrides,
  };
}

export const sampleProStats: ProfessionalStats = {
  assignedChildren: 2,
  thisWeekSessions: 3,
  avgSessionDuration: 75,
  totalSessions: 12,
};

export function sampleSummary(overrides: Partial<ProfessionalChildSummary> = {}): ProfessionalChildSummary {
  return {
    child: sampleProChild(),
    progress: { completed: 8, average_score: 85, total: 11 },
    sessions_count: 4,
    last_session_date: '2026-11-20',
    ...overrides,
  };
}

/** A signed-in professional who accepted the terms, on the workspace's usual answers, plus `overrides`. */
export function stubSignedInProfessional(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/users/me': () => ({ body: { ...sampleUser, role: 'professional', is_professional: true } }),
    'GET /api/professional/stats': () => ({ body: sampleProStats }),
    'GET /api/professional/children': () => ({ body: [sampleProChild()] }),
    'GET /api/professional/sessions': () => ({ body: { sessions: [], next_cursor: null } }),
    'GET /api/professional/children/10/summary': () => ({ body: sampleSummary() }),
    ...overrides,
  });
}

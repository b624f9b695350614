import type { ProfessionalSession } from '@neurobridge/shared/api/professional';
import { formatDate } from '@neurobridge/shared/domain/format';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { professionalMessages as m } from '../messages';
import { sessionTypeLabel } from '../session-format';

/** Sessions as rows: date, child, type and minutes; each row opens the session. */
export function SessionList({ sessions, id }: { sessions: ProfessionalSession[]; id?: string }) {
  return (
    <ul id={id} className="divide-y divide-slate-200 rounded-2xl bg-white wrap-anywhere ring-1 ring-slate-200">
      {sessions.map((s) => (
        <li key={s.id}>
          <Link
            to={paths.professionalSession(s.id)}
            aria-label={fmt(m.sessions.open, { date: formatDate(s.session_date), name: s.child_name })}
            className="flex min-h-12 items-center gap-3 px-5 py-4 hover:bg-slate-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">
                {formatDate(s.session_date)} · {s.child_name}
              </span>
              <span className="block text-sm text-muted">
                {sessionTypeLabel(s.session_type)} · {fmt(m.duration.minutes, { n: s.duration_minutes })}
              </span>
            </span>
            <ChevronRight aria-hidden className="size-5 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

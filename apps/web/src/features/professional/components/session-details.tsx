import type { ProfessionalSession } from '@neurobridge/shared/api/professional';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { professionalMessages } from '../messages';
import { formatDuration, sessionTypeLabel } from '../session-format';

/** Every field of a session, the child's name linking to the child's page. */
export function SessionDetails({ session: s }: { session: ProfessionalSession }) {
  const t = professionalMessages.session;
  const time = s.start_time && s.end_time ? `${s.start_time} – ${s.end_time}` : null;
  const rows: [string, React.ReactNode][] = [
    [
      t.child,
      <Link key="child" to={paths.professionalChild(s.child_id)} className="font-semibold text-brand-700 underline">
        {s.child_name}
      </Link>,
    ],
    [t.date, formatDate(s.session_date)],
    [t.time, time ?? t.none],
    [t.duration, formatDuration(s.duration_minutes)],
    [t.type, sessionTypeLabel(s.session_type)],
    [t.activities, String(s.activities_completed)],
    [t.notes, s.session_notes || t.none],
    [t.summary, s.progress_summary || t.none],
  ];
  return (
    <dl className="grid gap-4 wrap-anywhere sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

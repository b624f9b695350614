import type { HomeAssignment } from '@neurobridge/shared/api/home-programme';
import { formatDate } from '@neurobridge/shared/domain/format';
import { CircleX, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { fmt } from '../../../locales/pt-BR/messages';
import { removalText, whenText } from '../assignment-text';
import { homeProgrammeMessages } from '../messages';
import { AdherenceWeeks } from './adherence-weeks';

/**
 * One assignment (docs/product.md#home-programme): its activities, when (the days chosen or 'n vezes
 * por semana', and the time of day), who assigned it and since when, its goal and note, the last
 * weeks' practice done, and the entries the family removed with their reasons. Its professional
 * is offered 'Encerrar prática' (the section confirms and ends it); everyone else reads it.
 */
export function AssignmentCard({
  assignment: a,
  onEnd,
}: {
  assignment: HomeAssignment;
  /** The professional's page: their own assignments can be ended. */
  onEnd?: (assignment: HomeAssignment) => void;
}) {
  const t = homeProgrammeMessages.card;
  const headingId = useId();
  const titles = a.activities.map((x) => x.title).join(', ');
  const who = a.mine ? t.mine : fmt(t.by, { name: a.professional_name, type: a.professional_type });

  const rows: [string, string | null][] = [[t.when, whenText(a)]];
  if (a.goal) rows.push([t.goal, a.goal.title]);
  if (a.note) rows.push([t.note, a.note]);

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="assignment"
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold break-words">
          {titles}
        </h3>
        <p className="text-sm text-muted">
          {who} · {fmt(t.since, { date: formatDate(a.created_at) })}
        </p>
      </div>
      <DetailList rows={rows} none="" className="sm:grid-cols-2" />
      <div>
        <h4 className="mb-2 font-semibold">{t.adherence}</h4>
        <AdherenceWeeks weeks={a.weeks} label={fmt(t.adherenceOf, { activities: titles })} />
      </div>
      {a.removals.length > 0 && (
        <div>
          <h4 className="mb-2 font-semibold">{t.removals}</h4>
          <ul className="flex flex-col gap-2" data-testid="removals">
            {a.removals.map((r) => (
              <li key={`${r.removed_at}-${r.activity_title}-${r.day_of_week}`} className="flex gap-2 text-sm">
                <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                <span className="break-words">
                  {removalText(r)}{' '}
                  <span className="text-muted">({fmt(t.removedOn, { date: formatDate(r.removed_at) })})</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {onEnd && a.mine && (
        <div>
          <Button variant="secondary" aria-label={fmt(t.endOf, { activities: titles })} onClick={() => onEnd(a)}>
            <CircleX aria-hidden className="size-5" />
            {t.end}
          </Button>
        </div>
      )}
    </li>
  );
}

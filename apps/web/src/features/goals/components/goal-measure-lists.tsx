import type { GoalDetail } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { trialsPath, type GoalViewer } from '../goal-paths';
import { goalsMessages } from '../messages';
import { GoalEmpty, GoalPageSection } from './goal-page-section';

/** How many of the latest game results the page lists; the chart and the table hold every one. */
const RECENT_GAMES = 10;

const td = 'px-4 py-2';

/**
 * 'Sessões': each session with trials for the goal, newest first, with its % correct and independent,
 * and a way to its trials page to read them or record too (docs/product.md#session-trials).
 */
export function GoalSessions({
  sessions,
  childId,
  viewer,
}: {
  sessions: GoalDetail['measures']['sessions'];
  childId: number;
  viewer: GoalViewer;
}) {
  const t = goalsMessages.sessions;
  return (
    <GoalPageSection id="goal-sessions-title" heading={t.heading}>
      {sessions.length === 0 ? (
        <GoalEmpty text={t.empty} />
      ) : (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-left">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-sm text-muted">
                {[t.date, t.professional, t.correct, t.independent, t.trials].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 font-medium">
                    {heading}
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody>
              {[...sessions].reverse().map((s) => (
                <tr key={s.session_id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className={`${td} font-medium`}>
                    {formatDate(s.at)}
                  </th>
                  <td className={td}>{s.professional_name}</td>
                  <td className={td}>{s.value} %</td>
                  <td className={td}>{s.independent_percent} %</td>
                  <td className={td}>{s.trials}</td>
                  <td className={td}>
                    <Link
                      to={trialsPath(viewer, childId, s.session_id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    >
                      {t.trialsLink} <span className="sr-only">{fmt(t.trialsDate, { date: formatDate(s.at) })}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </GoalPageSection>
  );
}

/** 'Jogos': the latest results of the linked activities, newest first. */
export function GoalGames({ games }: { games: GoalDetail['measures']['game'] }) {
  const t = goalsMessages.games;
  const recent = games.slice(-RECENT_GAMES).reverse();
  return (
    <GoalPageSection id="goal-games-title" heading={t.heading}>
      {recent.length === 0 ? (
        <GoalEmpty text={t.empty} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {recent.map((g, i) => (
            <li key={i} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <span>
                <span className="font-semibold">{g.activity_title}</span>
                <span className="block text-sm text-muted">{formatDate(g.at)}</span>
              </span>
              <span className="font-semibold">{fmt(t.score, { value: g.value })}</span>
            </li>
          ))}
        </ul>
      )}
    </GoalPageSection>
  );
}

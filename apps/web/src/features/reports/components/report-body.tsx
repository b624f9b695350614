import type { ReactNode } from 'react';
import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { formatDuration } from '@neurobridge/shared/domain/duration';
import { Card } from '../../../components/ui/card';
import { reportGoalsMessages } from '../goals-messages';
import { levelsStarsMessages } from '../levels-stars-messages';
import { reportsMessages } from '../messages';
import { scoreLabel } from '../report-format';
import { CategoryProgress, WeeklyChart } from './report-charts';
import { ReportGoals } from './report-goals';
import { LevelsAndStars } from './report-levels-stars';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

function TextList({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="text-muted">{reportsMessages.none}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The report's content, in the order the product rules list it (docs/product.md#progress-report). */
export function ReportBody({ report }: { report: ProgressReport }) {
  const t = reportsMessages;
  const p = report.progress;
  const cards = [
    { label: t.summary.completed, value: String(p.completedActivities) },
    { label: t.summary.total, value: String(p.totalActivities) },
    { label: t.summary.average, value: scoreLabel(p.averageScore) },
    { label: t.summary.time, value: formatDuration(p.totalSecondsSpent) },
  ];
  return (
    <>
      <section aria-label={t.summary.heading}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="report-summary">
          {cards.map((c) => (
            <Card key={c.label} className="p-4">
              <dt className="text-sm font-medium text-muted">{c.label}</dt>
              <dd className="text-xl font-bold">{c.value}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <Section title={t.categories.heading}>
        <CategoryProgress categories={p.categoryProgress} />
      </Section>
      <Section title={t.weeks.heading}>
        <WeeklyChart weeks={p.weeklyProgress} />
      </Section>
      <Section title={levelsStarsMessages.heading}>
        <LevelsAndStars report={report} />
      </Section>
      <Section title={reportGoalsMessages.heading}>
        <ReportGoals goals={report.goals} />
      </Section>
      <Section title={t.analysis}>
        {report.reportText
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((para) => (
            <p key={para} className="mb-2 leading-relaxed">
              {para}
            </p>
          ))}
      </Section>
      <Section title={t.recommendations}>
        <TextList items={p.recommendations} />
      </Section>
      <Section title={t.strengths}>
        <TextList items={p.strengths} />
      </Section>
      <Section title={t.areas}>
        <TextList items={p.areasForImprovement} />
      </Section>
    </>
  );
}

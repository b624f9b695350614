import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import type { TrialRecord } from '../api/session-trials';
import { trialsMessages as m } from '../messages';
import { agreements } from '../records';
import { percentText } from '../trial-text';

function summaryText({ summary }: TrialRecord): string {
  return fmt(summary.total === 1 ? m.agreement.summaryOne : m.agreement.summary, {
    correct: percentText(summary.correct_percent),
    independent: percentText(summary.independent_percent),
    total: summary.total,
  });
}

/**
 * 'Concordância entre registros' (docs/product.md#session-trials): every record of the goal in
 * the session with its summary, the first — the session's measure: the session professional's,
 * else the first to begin — marked 'Registro principal', and each other one's trial-by-trial
 * agreement with it.
 */
export function AgreementPanel({ records }: { records: readonly TrialRecord[] }) {
  const headingId = useId();
  const compared = new Map(agreements(records).map((a) => [a.record, a.percent]));
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {m.agreement.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.agreement.explain}</p>
      <ul className="mt-4 grid gap-3 wrap-anywhere" data-testid="agreement">
        {records.map((r, i) => {
          const percent = compared.get(r);
          return (
            <li key={`${r.recorder_name}-${i}`} className="rounded-xl bg-slate-50 p-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {r.recorder_name}
                {r.mine && <span className="font-normal text-muted">{m.agreement.you}</span>}
                {i === 0 && <Badge tone="info">{m.agreement.main}</Badge>}
              </p>
              <p className="text-sm">{summaryText(r)}</p>
              {i > 0 && (
                <p className="mt-1 font-semibold">
                  {percent === null || percent === undefined
                    ? fmt(m.agreement.lineNone, { name: r.recorder_name })
                    : fmt(m.agreement.line, { name: r.recorder_name, n: percent })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

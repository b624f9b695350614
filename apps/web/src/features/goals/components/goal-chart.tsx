import type { GoalDetail } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { chartSeries, dayMonth, timeTicks, type ChartPoint, type SeriesKey } from '../chart-points';
import { goalsMessages } from '../messages';
import { GoalEmpty } from './goal-page-section';

const W = 640;
const H = 280;
const LEFT = 48;
const RIGHT = 44;
const TOP = 16;
const BOTTOM = 36;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const DAY = 86_400_000;

/** Each series has its own colour and its own marker, so it is told apart without colour too. */
const STYLE: Record<SeriesKey, { colour: string; label: string }> = {
  sessions: { colour: '#1d4ed8', label: goalsMessages.chart.sessions },
  games: { colour: '#0f766e', label: goalsMessages.chart.games },
  observations: { colour: '#b45309', label: goalsMessages.chart.observations },
};

function Marker({ kind, x, y }: { kind: SeriesKey; x: number; y: number }) {
  const fill = STYLE[kind].colour;
  if (kind === 'sessions') return <circle cx={x} cy={y} r={5} fill={fill} />;
  if (kind === 'games') return <rect x={x - 4.5} y={y - 4.5} width={9} height={9} fill={fill} />;
  return <path d={`M ${x} ${y - 6} L ${x + 6} ${y + 5} L ${x - 6} ${y + 5} Z`} fill={fill} />;
}

/** The legend's sample of a series: its marker on a short line. */
function LegendKey({ kind }: { kind: SeriesKey }) {
  return (
    <svg aria-hidden width={28} height={14} viewBox="0 0 28 14" className="shrink-0">
      <line x1={0} y1={7} x2={28} y2={7} stroke={STYLE[kind].colour} strokeWidth={2} />
      <Marker kind={kind} x={14} y={7} />
    </svg>
  );
}

/**
 * The goal's measures over time (docs/product.md#goals): sessions (% correct), games (score) and
 * observations as lines with distinct colours and markers, the criterion as a dashed line labelled
 * '{n} %', 0–100 % and dd/mm on the axes, a legend, and the same numbers in a table behind 'Ver
 * dados do gráfico'. Still: no animation.
 */
export function GoalChart({ measures, percent }: { measures: GoalDetail['measures']; percent: number }) {
  const t = goalsMessages.chart;
  const id = useId();
  const series = chartSeries(measures);
  if (series.length === 0) {
    return <GoalEmpty text={t.empty} />;
  }

  const times = series.flatMap((s) => s.points.map((p) => p.time));
  let [min, max] = [Math.min(...times), Math.max(...times)];
  if (max - min < DAY) [min, max] = [min - DAY, max + DAY];
  const x = (time: number) => LEFT + ((time - min) / (max - min)) * PLOT_W;
  const y = (value: number) => TOP + PLOT_H - (Math.min(100, Math.max(0, value)) / 100) * PLOT_H;
  const rows: (ChartPoint & { key: SeriesKey })[] = series
    .flatMap((s) => s.points.map((p) => ({ ...p, key: s.key })))
    .sort((a, b) => a.time - b.time);

  return (
    <Card>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${W} ${H}`}
        className="w-full"
        data-testid="goal-chart"
      >
        <title id={`${id}-title`}>{t.title}</title>
        <desc id={`${id}-desc`}>{fmt(t.description, { percent })}</desc>
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
            <text x={LEFT - 8} y={y(v) + 4} textAnchor="end" fontSize={12} fill="#4b5563">
              {v} %
            </text>
          </g>
        ))}
        {timeTicks(min, max).map((tick) => (
          <text key={tick.day} x={x(tick.time)} y={H - 12} textAnchor="middle" fontSize={12} fill="#4b5563">
            {dayMonth(tick.day)}
          </text>
        ))}
        <line
          x1={LEFT}
          x2={W - RIGHT}
          y1={y(percent)}
          y2={y(percent)}
          stroke="#475569"
          strokeWidth={2}
          strokeDasharray="6 4"
          data-testid="criterion-line"
        />
        <text x={W - RIGHT + 4} y={y(percent) + 4} fontSize={12} fontWeight={600} fill="#334155">
          {fmt(t.criterionLine, { n: percent })}
        </text>
        {series.map((s) => (
          <g key={s.key} data-testid={`series-${s.key}`}>
            <polyline
              points={s.points.map((p) => `${x(p.time)},${y(p.value)}`).join(' ')}
              fill="none"
              stroke={STYLE[s.key].colour}
              strokeWidth={2}
            />
            {s.points.map((p, i) => (
              <Marker key={i} kind={s.key} x={x(p.time)} y={y(p.value)} />
            ))}
          </g>
        ))}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t.legend}>
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <LegendKey kind={s.key} />
            {STYLE[s.key].label}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <svg aria-hidden width={28} height={14} viewBox="0 0 28 14" className="shrink-0">
            <line x1={0} y1={7} x2={28} y2={7} stroke="#475569" strokeWidth={2} strokeDasharray="6 4" />
          </svg>
          {t.criterion} ({fmt(t.criterionLine, { n: percent })})
        </li>
      </ul>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          {t.showData}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t.date}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t.kind}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4">{formatDate(r.day)}</td>
                <td className="py-2 pr-4">{r.label}</td>
                <td className="py-2">{r.value} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

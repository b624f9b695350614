import type { RevenueReport } from '@neurobridge/shared/api/admin-money';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useId } from 'react';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { formatCents } from './format';
import { revenueMessages } from './messages';

const t = revenueMessages.chart;

const W = 640;
const H = 300;
const LEFT = 88;
const RIGHT = 16;
const TOP = 32;
const BOTTOM = 56;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const PAID = '#1d4ed8';
const GIVEN_BACK = '#b91c1c';

/** Up to this many bars a chart shows every bar's value; a denser one labels the tallest of each kind. */
export const REVENUE_VALUE_LABELS_MAX = 12;

const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
/** An axis or a bar's value, short: 'R$ 75', 'R$ 1,2 mil'. The table says each one in full. */
const short = (cents: number) => (cents < 100_000 ? whole : compact).format(cents / 100);

type Bucket = RevenueReport['series'][number];

/** A part of the report with nothing to show. */
export function Empty({ text }: { text: string }) {
  return <p className="rounded-2xl bg-slate-50 p-6 text-center text-muted">{text}</p>;
}
const bucketTitle = (days: number) => t.title[days as keyof typeof t.title] ?? t.title[1];
const bucketAxis = (days: number) => t.axis[days as keyof typeof t.axis] ?? t.axis[1];

/** The chart's heading, by the report's bucket: a day, a week or 30 days. */
export function revenueChartTitle(report: RevenueReport) {
  return bucketTitle(report.bucket_days);
}

/** The given-back bars are hatched as well as red, so the two kinds differ without colour too. */
function Hatch({ id }: { id: string }) {
  return (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width={6} height={6} fill={GIVEN_BACK} />
      <line x1={0} y1={0} x2={0} y2={6} stroke="#fff" strokeWidth={2} />
    </pattern>
  );
}

function Swatch({ hatch }: { hatch?: string }) {
  return (
    <svg aria-hidden width={18} height={18} viewBox="0 0 18 18" className="shrink-0">
      {hatch && (
        <defs>
          <Hatch id={hatch} />
        </defs>
      )}
      <rect width={18} height={18} rx={3} fill={hatch ? `url(#${hatch})` : PAID} />
    </svg>
  );
}

/**
 * What was paid and what was given back (refunds and chargebacks) per bucket of the period, as
 * paired SVG bars, still (docs/product.md#admin-revenue): a value axis in R$ with its grid (0,
 * half, the top), the first, middle and last dates under the bars and the axis's name, and the
 * bars' values (each one up to 12 buckets, else the tallest of each kind). The drawing is an image
 * with its title and a summary; screen readers read every bucket's numbers in the table under it.
 */
export function RevenueChart({ report }: { report: RevenueReport }) {
  const id = useId();
  const bars = report.series;
  const max = Math.max(0, ...bars.map((b) => Math.max(b.paid_cents, b.given_back_cents)));
  if (max === 0) return <Empty text={t.empty} />;

  const title = bucketTitle(report.bucket_days);
  const axis = bucketAxis(report.bucket_days);
  const slot = PLOT_W / bars.length;
  const barW = Math.max(1, Math.min(28, (slot - 2) / 2));
  const y = (cents: number) => TOP + PLOT_H - (cents / max) * PLOT_H;
  const xOf = (i: number) => LEFT + i * slot + slot / 2;
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const dated = [...new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])];
  const tallestPaid = bars.reduce((best, b, i) => (b.paid_cents > bars[best]!.paid_cents ? i : best), 0);
  const tallestBack = bars.reduce((best, b, i) => (b.given_back_cents > bars[best]!.given_back_cents ? i : best), 0);
  const every = bars.length <= REVENUE_VALUE_LABELS_MAX;
  const paidTotal = bars.reduce((sum, b) => sum + b.paid_cents, 0);
  const backTotal = bars.reduce((sum, b) => sum + b.given_back_cents, 0);
  const hatch = `${id}-hatch`;

  const valueLabel = (b: Bucket, i: number, kind: 'paid' | 'back') => {
    const cents = kind === 'paid' ? b.paid_cents : b.given_back_cents;
    const show = every ? cents > 0 : i === (kind === 'paid' ? tallestPaid : tallestBack) && cents > 0;
    if (!show) return null;
    const x = xOf(i) + (kind === 'paid' ? -barW / 2 : barW / 2);
    return (
      <text
        key={`${kind}-value`}
        data-testid="revenue-bar-value"
        x={x}
        y={y(cents) - 6}
        textAnchor="middle"
        fontSize={13}
        fontWeight={600}
        fill="#0f172a"
      >
        {short(cents)}
      </text>
    );
  };

  return (
    <figure>
      {/* On a phone the drawing keeps a readable size and scrolls sideways in its named, focusable box. */}
      <TableScroll label={title}>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${W} ${H}`}
          className="w-full min-w-lg"
          data-testid="revenue-chart"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>
            {fmt(t.description, { paid: formatCents(paidTotal), givenBack: formatCents(backTotal) })}
          </desc>
          <defs>
            <Hatch id={hatch} />
          </defs>
          <text x={8} y={16} fontSize={14} fontWeight={600} fill="#334155">
            {t.value}
          </text>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
              <text x={LEFT - 8} y={y(v) + 4} textAnchor="end" fontSize={14} fill="#475569">
                {short(v)}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_H} stroke="#64748b" />
          <line x1={LEFT} x2={W - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} stroke="#64748b" />
          {bars.map((b, i) => (
            <g key={b.date}>
              <rect
                x={xOf(i) - barW}
                y={y(b.paid_cents)}
                width={barW}
                height={TOP + PLOT_H - y(b.paid_cents)}
                fill={PAID}
              />
              <rect
                x={xOf(i)}
                y={y(b.given_back_cents)}
                width={barW}
                height={TOP + PLOT_H - y(b.given_back_cents)}
                fill={`url(#${hatch})`}
              />
              {valueLabel(b, i, 'paid')}
              {valueLabel(b, i, 'back')}
            </g>
          ))}
          {dated.map((i) => (
            <text
              key={i}
              x={xOf(i)}
              y={TOP + PLOT_H + 20}
              textAnchor={
                i === 0 && bars.length > 1 ? 'start' : i === bars.length - 1 && bars.length > 1 ? 'end' : 'middle'
              }
              fontSize={14}
              fill="#475569"
            >
              {formatDate(bars[i]!.date)}
            </text>
          ))}
          <text x={LEFT + PLOT_W / 2} y={H - 8} textAnchor="middle" fontSize={14} fontWeight={600} fill="#334155">
            {axis}
          </text>
        </svg>
      </TableScroll>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t.legend}>
        <li className="flex items-center gap-2">
          <Swatch />
          {t.paid}
        </li>
        <li className="flex items-center gap-2">
          <Swatch hatch={`${id}-legend-hatch`} />
          {t.givenBack}
        </li>
      </ul>
      {/* A table with the sr-only class itself would widen the page to its content's width (tables grow to fit). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{axis}</th>
              <th scope="col">{t.paid}</th>
              <th scope="col">{t.givenBack}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.date}>
                <th scope="row">{formatDate(b.date)}</th>
                <td>{formatCents(b.paid_cents)}</td>
                <td>{formatCents(b.given_back_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

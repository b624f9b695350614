import { formatDate } from '@neurobridge/shared/domain/format';
import { ensureRoom } from '../../reports/pdf/charts';
import { COLORS, type Pdf } from '../../reports/pdf/document';

export interface ChartSeries {
  /** The legend's text. */
  label: string;
  color: string;
  marker: 'circle' | 'square' | 'diamond';
  /** `at` in milliseconds; `value` 0–100. */
  points: { at: number; value: number }[];
}

const HEIGHT = 130;
const AXIS_WIDTH = 36;
const Y_TICKS = [0, 25, 50, 75, 100];

function marker(doc: Pdf, kind: ChartSeries['marker'], x: number, y: number, color: string): void {
  if (kind === 'circle') doc.circle(x, y, 3).fill(color);
  else if (kind === 'square') doc.rect(x - 3, y - 3, 6, 6).fill(color);
  else doc.polygon([x, y - 4], [x + 4, y], [x, y + 4], [x - 4, y]).fill(color);
}

/**
 * A goal's measures over the period as vector lines (docs/product.md#plan-export): the y axis 0–100
 * with its values, the x axis from the period's first day to its last, one line of markers per
 * series (each with its own colour and marker shape, so it reads in grey too), and the criterion as
 * a dashed horizontal line with its value.
 */
export function measureChart(
  doc: Pdf,
  {
    since,
    until,
    from,
    to,
    series,
    criterion,
  }: {
    since: number;
    until: number;
    from: string;
    to: string;
    series: ChartSeries[];
    criterion: number;
  },
): void {
  ensureRoom(doc, HEIGHT + 60);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const plotLeft = left + AXIS_WIDTH;
  const plotWidth = width - AXIS_WIDTH - 70;
  const top = doc.y + 8;
  const bottom = top + HEIGHT;
  const yOf = (value: number) => bottom - (HEIGHT * Math.max(0, Math.min(100, value))) / 100;
  const xOf = (at: number) => plotLeft + (plotWidth * (at - since)) / Math.max(1, until - since);

  doc.font('regular').fontSize(8);
  for (const tick of Y_TICKS) {
    const y = yOf(tick);
    doc
      .moveTo(plotLeft, y)
      .lineTo(plotLeft + plotWidth, y)
      .lineWidth(0.5)
      .stroke(COLORS.line);
    doc.fillColor(COLORS.muted).text(`${tick} %`, left, y - 4, { width: AXIS_WIDTH - 6, align: 'right' });
  }
  const labels: [string, number, 'left' | 'center' | 'right'][] = [
    [formatDate(from), plotLeft, 'left'],
    [formatDate(to), plotLeft + plotWidth - 80, 'right'],
  ];
  for (const [text, x, align] of labels) doc.text(text, x, bottom + 4, { width: 80, align, lineBreak: false });

  const y = yOf(criterion);
  doc
    .moveTo(plotLeft, y)
    .lineTo(plotLeft + plotWidth, y)
    .dash(4, { space: 3 })
    .lineWidth(1.2)
    .stroke(COLORS.good)
    .undash();
  doc
    .font('bold')
    .fillColor(COLORS.good)
    .text(`Critério: ${criterion} %`, plotLeft + plotWidth + 6, y - 4, { width: 70, lineBreak: false });

  for (const s of series) {
    const points = [...s.points].sort((a, b) => a.at - b.at);
    points.forEach((p, i) => {
      if (i > 0) {
        const prev = points[i - 1]!;
        doc.moveTo(xOf(prev.at), yOf(prev.value)).lineTo(xOf(p.at), yOf(p.value)).lineWidth(1.2).stroke(s.color);
      }
    });
    for (const p of points) marker(doc, s.marker, xOf(p.at), yOf(p.value), s.color);
  }

  // The legend, one series after the other under the dates.
  let x = plotLeft;
  const legendY = bottom + 18;
  doc.font('regular').fontSize(9);
  for (const s of series) {
    marker(doc, s.marker, x + 4, legendY + 4, s.color);
    doc.fillColor(COLORS.text).text(s.label, x + 12, legendY, { lineBreak: false });
    x += 12 + doc.widthOfString(s.label) + 18;
  }
  doc.x = left;
  doc.y = legendY + 18;
  doc.fillColor(COLORS.text).fontSize(10);
}

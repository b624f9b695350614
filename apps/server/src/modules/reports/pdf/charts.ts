import { COLORS, type Pdf } from './document';

/** Moves to a new page when `height` more points would not fit above the bottom margin. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(COLORS.brand).text(text, doc.page.margins.left);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(COLORS.text);
}

export interface HorizontalBar {
  label: string;
  /** 0–100, or null for no value (no bar drawn). */
  value: number | null;
  /** Written after the bar. */
  caption: string;
}

/** One labelled bar per row, each out of 100 (the category averages), drawn as vector shapes. */
export function horizontalBars(doc: Pdf, bars: HorizontalBar[]): void {
  const left = doc.page.margins.left;
  const labelWidth = 130;
  const barWidth = 220;
  const rowHeight = 20;
  for (const bar of bars) {
    ensureRoom(doc, rowHeight);
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(bar.label, left, y + 3, { width: labelWidth - 8 });
    doc.rect(left + labelWidth, y + 2, barWidth, 12).fill(COLORS.brandLight);
    if (bar.value !== null && bar.value > 0) {
      doc.rect(left + labelWidth, y + 2, (barWidth * Math.min(bar.value, 100)) / 100, 12).fill(COLORS.bar);
    }
    doc
      .fillColor(COLORS.muted)
      .text(bar.caption, left + labelWidth + barWidth + 8, y + 3, { width: 150, lineBreak: false });
    doc.x = left;
    doc.y = y + rowHeight;
  }
}

export interface Column {
  label: string;
  value: number;
}

/** Vertical columns scaled to the largest value (the weekly counts), value above, label below. */
export function columnChart(doc: Pdf, columns: Column[], height = 110): void {
  ensureRoom(doc, height + 40);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y + 14;
  const base = top + height;
  const max = Math.max(1, ...columns.map((c) => c.value));
  const slot = width / columns.length;
  const barWidth = Math.min(36, slot * 0.6);
  doc
    .moveTo(left, base)
    .lineTo(left + width, base)
    .lineWidth(1)
    .stroke(COLORS.line);
  columns.forEach((column, i) => {
    const x = left + i * slot + (slot - barWidth) / 2;
    const barHeight = (height * column.value) / max;
    if (barHeight > 0) doc.rect(x, base - barHeight, barWidth, barHeight).fill(COLORS.bar);
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(String(column.value), x - 10, base - barHeight - 12, { width: barWidth + 20, align: 'center' });
    doc
      .font('regular')
      .fillColor(COLORS.muted)
      .text(column.label, left + i * slot, base + 4, { width: slot, align: 'center' });
  });
  doc.x = left;
  doc.y = base + 22;
  doc.fillColor(COLORS.text);
}

/** A bulleted list, or `empty` in grey when there is nothing to list. */
export function bullets(doc: Pdf, items: string[], empty: string): void {
  const left = doc.page.margins.left;
  doc.font('regular').fontSize(10);
  if (items.length === 0) {
    doc.fillColor(COLORS.muted).text(empty, left).fillColor(COLORS.text);
    return;
  }
  for (const item of items) {
    ensureRoom(doc, 16);
    doc.fillColor(COLORS.text).text(`•  ${item}`, left + 6, doc.y, { width: doc.page.width - left * 2 - 6 });
    doc.moveDown(0.2);
  }
  doc.x = left;
}

/** Table text is never under 11 pt (docs/product.md#report-pdf). */
const TABLE_FONT_SIZE = 11;

/**
 * A plain table: a bold header row over a line, then one row per item, each column `widths[i]`
 * points wide; `empty` in grey instead when there are no rows. A row that would not fit starts a
 * new page.
 */
export function table(
  doc: Pdf,
  { columns, rows, empty }: { columns: [string, number][]; rows: string[][]; empty: string },
): void {
  const left = doc.page.margins.left;
  doc.fontSize(TABLE_FONT_SIZE);
  if (rows.length === 0) {
    doc.font('regular').fillColor(COLORS.muted).text(empty, left).fillColor(COLORS.text);
    return;
  }
  const rowHeight = TABLE_FONT_SIZE + 9;
  const line = (cells: string[], font: 'regular' | 'bold') => {
    ensureRoom(doc, rowHeight);
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = columns[i]![1];
      doc
        .font(font)
        .fillColor(COLORS.text)
        .text(cell, x, y + 4, { width: width - 8, lineBreak: false });
      x += width;
    });
    doc.x = left;
    doc.y = y + rowHeight;
    return x;
  };
  const right = line(
    columns.map(([title]) => title),
    'bold',
  );
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(1).stroke(COLORS.line);
  for (const row of rows) line(row, 'regular');
  doc.font('regular');
}

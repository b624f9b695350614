import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { DAY_LABELS, TIME_SLOT_LABELS, TIME_SLOTS } from '@neurobridge/shared/domain/calendar';
import { formatDate } from '@neurobridge/shared/domain/format';
import { createRequire } from 'node:module';
import type SVGtoPDFType from 'svg-to-pdfkit';
import { COLORS, createPdf, type Pdf } from '../reports/pdf/document';
import { categoryPicture, pictureSvg, SLOT_PICTURES } from './week-pictures';
import { addDays } from './weeks';

export const PRINTABLE_WEEK_TITLE = 'Minha semana';

// Required with the first printable week, like pdfkit (reports/pdf/document.ts).
const require = createRequire(import.meta.url);
let svgToPdf: typeof SVGtoPDFType | undefined;

const M = 28;
const SLOT_COLUMN = 78;
const HEADER_ROW = 26;
const ENTRY_HEIGHT = 42;
const PICTURE = 26;
const TICK = 13;

function picture(doc: Pdf, code: string, x: number, y: number, size: number): void {
  svgToPdf ??= require('svg-to-pdfkit') as typeof SVGtoPDFType;
  svgToPdf(doc, pictureSvg(code), x, y, { width: size, height: size, assumePt: true });
}

function entryBox(doc: Pdf, entry: ScheduleEntry, x: number, y: number, width: number): void {
  doc
    .roundedRect(x, y, width, ENTRY_HEIGHT - 4, 4)
    .lineWidth(0.8)
    .fillAndStroke('#ffffff', COLORS.line);
  picture(doc, categoryPicture(entry.activity_category), x + 3, y + 6, PICTURE);
  const textX = x + PICTURE + 6;
  const textWidth = width - PICTURE - TICK - 14;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(COLORS.text)
    .text(entry.activity_title, textX, y + 5, { width: textWidth, height: ENTRY_HEIGHT - 12, ellipsis: true });
  doc
    .rect(x + width - TICK - 4, y + (ENTRY_HEIGHT - 4 - TICK) / 2, TICK, TICK)
    .lineWidth(1.2)
    .stroke(COLORS.text);
}

/**
 * The week for the fridge (docs/product.md#printable-week): A4 landscape, the 7 days across and
 * morning, afternoon and evening down, each entry with its category's picture, its title and an
 * empty box to tick by hand.
 */
export function printableWeekPdf({
  childName,
  week,
  entries,
  now,
}: {
  childName: string;
  /** The Sunday of the printed week, YYYY-MM-DD. */
  week: string;
  entries: ScheduleEntry[];
  now: Date;
}): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: `${PRINTABLE_WEEK_TITLE} — ${childName}`,
    layout: 'landscape',
    margin: M,
    now,
  });
  const width = doc.page.width - 2 * M;
  const saturday = addDays(week, 6);
  doc.font('bold').fontSize(20).fillColor(COLORS.brand).text(`${PRINTABLE_WEEK_TITLE} — ${childName}`, M, M);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(`Semana de ${formatDate(week)} a ${formatDate(saturday)}. Marque ✓ quando fizer a atividade.`, M);

  const top = doc.y + 8;
  const footer = 16;
  const rowHeight = (doc.page.height - M - footer - top - HEADER_ROW) / TIME_SLOTS.length;
  const dayWidth = (width - SLOT_COLUMN) / DAY_LABELS.length;

  DAY_LABELS.forEach((label, day) => {
    const x = M + SLOT_COLUMN + day * dayWidth;
    doc.rect(x, top, dayWidth, HEADER_ROW).fill(COLORS.brand);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#ffffff')
      .text(label, x, top + 7, { width: dayWidth, align: 'center' });
  });
  TIME_SLOTS.forEach((slot, row) => {
    const y = top + HEADER_ROW + row * rowHeight;
    doc.rect(M, y, SLOT_COLUMN, rowHeight).fill(COLORS.brandLight);
    picture(doc, SLOT_PICTURES[slot], M + (SLOT_COLUMN - 34) / 2, y + rowHeight / 2 - 30, 34);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(TIME_SLOT_LABELS[slot], M, y + rowHeight / 2 + 8, { width: SLOT_COLUMN, align: 'center' });
    DAY_LABELS.forEach((_, day) => {
      const x = M + SLOT_COLUMN + day * dayWidth;
      doc.rect(x, y, dayWidth, rowHeight).lineWidth(0.8).stroke(COLORS.line);
      entries
        .filter((e) => e.day_of_week === day && e.time_slot === slot)
        .forEach((entry, i) => entryBox(doc, entry, x + 4, y + 5 + i * ENTRY_HEIGHT, dayWidth - 8));
    });
  });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(COLORS.muted)
    .text('NeuroBridge · Imagens: OpenMoji (openmoji.org), licença CC BY-SA 4.0', M, doc.page.height - M - 12, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}

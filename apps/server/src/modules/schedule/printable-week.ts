import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { DAY_LABELS, TIME_SLOT_LABELS, TIME_SLOTS } from '@neurobridge/shared/domain/calendar';
import { formatDate } from '@neurobridge/shared/domain/format';
import { addDays } from '@neurobridge/shared/domain/time';
import { createRequire } from 'node:module';
import type SVGtoPDFType from 'svg-to-pdfkit';
import { COLORS, createPdf, type Pdf } from '../reports/pdf/document';
import { pictureSvg, SLOT_PICTURES } from './week-pictures';

export const PRINTABLE_WEEK_TITLE = 'Minha semana';

/**
 * An entry of the printed week with its picture's OpenMoji code: its activity's own
 * (week-pictures.ts, `activityPicture`) or a routine entry's chosen one (`routinePicture`).
 */
export type PrintableEntry = Omit<ScheduleEntry, 'picture'> & { picture: string };

/** No text on the printed page is smaller than this, read on a fridge door (docs/product.md#printable-week). */
export const MIN_TEXT_PT = 11;

// Required with the first printable week, like pdfkit (reports/pdf/document.ts).
const require = createRequire(import.meta.url);
let svgToPdf: typeof SVGtoPDFType | undefined;

const M = 28;
const SLOT_COLUMN = 78;
const HEADER_ROW = 26;
/** An entry's height when its slot has room: the picture and the tick box, then two lines of title. */
const ENTRY_HEIGHT = 64;
const PICTURE = 22;
const TICK = 14;
const PAD = 4;

function picture(doc: Pdf, code: string, x: number, y: number, size: number): void {
  svgToPdf ??= require('svg-to-pdfkit') as typeof SVGtoPDFType;
  svgToPdf(doc, pictureSvg(code), x, y, { width: size, height: size, assumePt: true });
}

/**
 * One entry: its activity's picture and the tick box side by side, the title below across the
 * whole width (a day's column is narrow), in as many lines as the height leaves (a full slot: one).
 */
function entryBox(doc: Pdf, entry: PrintableEntry, x: number, y: number, width: number, height: number): void {
  doc.roundedRect(x, y, width, height, 4).lineWidth(0.8).fillAndStroke('#ffffff', COLORS.line);
  picture(doc, entry.picture, x + PAD, y + PAD, PICTURE);
  doc
    .rect(x + width - TICK - PAD, y + PAD + (PICTURE - TICK) / 2, TICK, TICK)
    .lineWidth(1.2)
    .stroke(COLORS.text);
  const titleTop = PAD + PICTURE + 2;
  doc
    .font('regular')
    .fontSize(MIN_TEXT_PT)
    .fillColor(COLORS.text)
    .text(entry.activity_title, x + PAD, y + titleTop, {
      width: width - 2 * PAD,
      height: Math.max(height - titleTop - 2, doc.currentLineHeight()),
      ellipsis: true,
      lineGap: 0,
    });
}

/**
 * The week for the fridge (docs/product.md#printable-week): A4 landscape, the 7 days across and
 * morning, afternoon and evening down, each entry with its activity's own picture, its title and
 * an empty box to tick by hand; no text under 11 pt.
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
  entries: PrintableEntry[];
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
    .fontSize(MIN_TEXT_PT)
    .fillColor(COLORS.muted)
    .text(`Semana de ${formatDate(week)} a ${formatDate(saturday)}. Marque ✓ quando fizer a atividade.`, M);

  const top = doc.y + 8;
  const footer = 20;
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
      const inSlot = entries.filter((e) => e.day_of_week === day && e.time_slot === slot);
      // At most 3 a slot (MAX_ENTRIES_PER_SLOT): they share its height when it lacks room for all.
      const step = Math.min(ENTRY_HEIGHT, (rowHeight - 4) / Math.max(inSlot.length, 1));
      inSlot.forEach((entry, i) => entryBox(doc, entry, x + 4, y + 4 + i * step, dayWidth - 8, step - 4));
    });
  });
  doc
    .font('regular')
    .fontSize(MIN_TEXT_PT)
    .fillColor(COLORS.muted)
    .text('NeuroBridge · Imagens: OpenMoji (openmoji.org), licença CC BY-SA 4.0', M, doc.page.height - M - 14, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}

import type { WordClass } from '@neurobridge/shared/domain/boards';
import { PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { WORD_CLASS_COLORS } from '@neurobridge/shared/domain/word-colors';
import { createRequire } from 'node:module';
import type SVGtoPDFType from 'svg-to-pdfkit';
import { COLORS, createPdf, type Pdf } from '../reports/pdf/document';
import { pictureSvg } from '../schedule/week-pictures';

/** One filled cell as printed: its photo already in a form pdfkit reads (photo-png.ts), or none. */
export interface PrintCell {
  row: number;
  col: number;
  label: string;
  word_class: WordClass;
  picture: PictureKey | null;
  photo: Buffer | null;
  folder: boolean;
}

/** A millimetre in PDF points. */
export const MM = 72 / 25.4;
/** The largest cell printed: 45 mm, a card a small hand holds. */
export const CELL_MM_MAX = 45;
/** No label is printed smaller than this (a long word in a small cell), nor larger. */
export const LABEL_PT_MIN = 7;
const LABEL_PT_MAX = 16;
const M = 28;
const FOOTER = 22;
const FOLDER_PICTURE = '1F4C1';

// Required with the first printed board, like pdfkit (reports/pdf/document.ts).
const require = createRequire(import.meta.url);
let svgToPdf: typeof SVGtoPDFType | undefined;
function svg(doc: Pdf, code: string, x: number, y: number, size: number): void {
  svgToPdf ??= require('svg-to-pdfkit') as typeof SVGtoPDFType;
  svgToPdf(doc, pictureSvg(code), x, y, { width: size, height: size, assumePt: true });
}

/**
 * The cell's side in whole millimetres: the largest that lets the whole grid fit the page's free
 * area, at most 45 mm. Every cell is printed at this one size.
 */
export function cellMm(rows: number, cols: number, width: number, height: number): number {
  return Math.min(CELL_MM_MAX, Math.floor(Math.min(width / cols, height / rows) / MM));
}

function drawCell(doc: Pdf, cell: PrintCell, x: number, y: number, size: number): void {
  const [fill, edge] = WORD_CLASS_COLORS[cell.word_class];
  // The coloured frame sits inside the cut line, so each card keeps it once cut out.
  const frame = Math.max(2, size * 0.035);
  doc.rect(x, y, size, size).fill(fill);
  doc
    .rect(x + frame, y + frame, size - 2 * frame, size - 2 * frame)
    .lineWidth(frame)
    .stroke(edge);
  const pad = frame * 2 + size * 0.03;
  const inner = size - 2 * pad;
  let fontSize = Math.max(LABEL_PT_MIN, Math.min(LABEL_PT_MAX, size * 0.12));
  doc.font('bold').fontSize(fontSize);
  // A long word ('Sentimentos') gets a smaller size rather than a break inside it.
  const longest = Math.max(...cell.label.split(/\s+/).map((w) => doc.widthOfString(w)));
  if (longest > inner) fontSize = Math.max(LABEL_PT_MIN, (fontSize * inner) / longest);
  doc.fontSize(fontSize);
  const lines = doc.widthOfString(cell.label) > inner ? 2 : 1;
  const labelHeight = doc.currentLineHeight() * lines;
  const pictureSize = Math.max(0, inner - labelHeight - 2);
  const px = x + (size - pictureSize) / 2;
  let drawn = false;
  if (cell.photo) {
    try {
      doc.image(cell.photo, px, y + pad, { fit: [pictureSize, pictureSize], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // An unreadable photo prints its picture, or its word alone.
    }
  }
  if (!drawn && cell.picture) svg(doc, PICTURES[cell.picture].code, px, y + pad, pictureSize);
  if (cell.folder) {
    const mark = size * 0.22;
    doc
      .roundedRect(x + size - frame - mark - 2, y + frame + 2, mark, mark, 3)
      .fill('#ffffff')
      .lineWidth(0.5);
    svg(doc, FOLDER_PICTURE, x + size - frame - mark - 2, y + frame + 2, mark);
  }
  doc
    .fillColor(COLORS.text)
    .font('bold')
    .fontSize(fontSize)
    .text(cell.label, x + pad, y + size - pad - labelHeight, {
      width: inner,
      height: labelHeight,
      align: 'center',
      ellipsis: true,
      lineGap: 0,
    });
}

/**
 * The board for the fridge, the school or a laminated copy (docs/product.md#print-and-share): A4,
 * landscape when it has more columns than rows; its name, the child's name and the cell size on
 * top; then the grid, every cell square at one true size, in its word class's colours, with its
 * photo or picture and its word; a folder marked in its corner; thin black cut lines between cells.
 */
export function boardPdf({
  boardName,
  childName,
  rows,
  cols,
  cells,
  now,
}: {
  boardName: string;
  childName: string;
  rows: number;
  cols: number;
  cells: PrintCell[];
  now: Date;
}): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: `${boardName} — ${childName}`,
    layout: cols > rows ? 'landscape' : 'portrait',
    margin: M,
    now,
  });
  const width = doc.page.width - 2 * M;
  doc.font('bold').fontSize(20).fillColor(COLORS.brand).text(boardName, M, M, { width });
  const top = M + 56;
  const mm = cellMm(rows, cols, width, doc.page.height - top - M - FOOTER);
  const size = mm * MM;
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(`${childName} · Cada célula mede ${mm} mm × ${mm} mm. Recorte nas linhas pretas.`, M, M + 28, { width });

  const left = M + (width - cols * size) / 2;
  for (const cell of cells) drawCell(doc, cell, left + cell.col * size, top + cell.row * size, size);
  // The cut lines, over every cell of the grid (empty ones too: the words keep their places).
  doc.lineWidth(0.5).strokeColor('#000000');
  for (let r = 0; r <= rows; r++) doc.moveTo(left, top + r * size).lineTo(left + cols * size, top + r * size);
  for (let c = 0; c <= cols; c++) doc.moveTo(left + c * size, top).lineTo(left + c * size, top + rows * size);
  doc.stroke();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text('NeuroBridge · Imagens: OpenMoji (openmoji.org), licença CC BY-SA 4.0', M, doc.page.height - M - 12, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}

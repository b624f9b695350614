import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * pdfkit (and its font engine) is required with the first PDF, not imported with the server: a
 * static import would load it at start on every server (docs/architecture.md, "Fast by
 * construction").
 */
let pdfkit: typeof PDFKit | undefined;
const loadPdfkit = () => (pdfkit ??= require('pdfkit') as typeof PDFKit);

/** DejaVu Sans (free licence, npm package dejavu-fonts-ttf), embedded so pt-BR accents print right. */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | undefined;
/** Read from disk once per process; pdfkit embeds only the glyphs a document uses. */
function fontData(): Record<FontName, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

export const COLORS = {
  text: '#1f2937',
  muted: '#4b5563',
  brand: '#1d4ed8',
  brandLight: '#dbeafe',
  line: '#d1d5db',
  good: '#15803d',
  bar: '#2563eb',
} as const;

export interface PdfOptions {
  title: string;
  layout?: 'portrait' | 'landscape';
  /** Page margin in points. */
  margin?: number;
  /** The app clock's now, as the document's creation date. */
  now: Date;
}

/**
 * An A4 document with the embedded fonts ('regular' and 'bold'), and the promise of its bytes once
 * `doc.end()` is called.
 */
export function createPdf({ title, layout = 'portrait', margin = 40, now }: PdfOptions) {
  const data = fontData();
  const PDFDocument = loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    // No default font: pdfkit would otherwise load its Helvetica (no pt-BR glyph set) from disk.
    font: null as unknown as string,
    info: { Title: title, Author: 'NeuroBridge', Creator: 'NeuroBridge', CreationDate: now },
    lang: 'pt-BR',
  });
  doc.registerFont('regular', data.regular);
  doc.registerFont('bold', data.bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export type Pdf = ReturnType<typeof createPdf>['doc'];

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * For tests: the text of every page of a PDF, as pdf.js reads it (so through the embedded fonts'
 * character maps: an accent printed wrong reads wrong), runs joined by spaces, pages by newlines;
 * and the first page's size in points.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string; width: number; height: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const [, , width, height] = (await pdf.getPage(1)).view as [number, number, number, number];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const runs = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(runs.join(' ').replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: pages.join('\n'), width, height };
}

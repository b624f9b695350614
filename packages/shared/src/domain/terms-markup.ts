/**
 * The terms markup (docs/product.md#terms-markup): how a terms text is written and read. Blank lines
 * separate paragraphs; a line starting with `## ` is a heading; lines starting with `- ` are list
 * items, and consecutive ones form one list; a paragraph whose first line starts with `!` is a
 * specific, highlighted consent (LGPD Art. 11 and 14), everything up to the next blank line.
 * Any other line is text: the lines of one paragraph keep their line breaks. Version 1.0, written
 * before the markup, is paragraphs and highlighted consents only, and reads as it always did.
 *
 * The one parser: the consent gate's modal, the admin's preview and every reader of a version
 * render these blocks through one component (apps/web/src/components/terms/terms-body.tsx).
 */

export type TermsBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; items: string[] }
  /** A highlighted consent: the blocks of its paragraph (text and lists, a heading too). */
  | { type: 'consent'; blocks: TermsBlock[] };

const HEADING = /^## +(?=\S)/;
const LIST_ITEM = /^- +(?=\S)/;
export const CONSENT_MARK = '!';

/** The blocks of a terms text, in order. Never throws: any text is some blocks. */
export function parseTermsMarkup(text: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const chunk of paragraphsOf(text)) {
    if (chunk[0]!.startsWith(CONSENT_MARK)) {
      const first = chunk[0]!.slice(CONSENT_MARK.length).trimStart();
      const inner = linesToBlocks(first ? [first, ...chunk.slice(1)] : chunk.slice(1));
      if (inner.length > 0) blocks.push({ type: 'consent', blocks: inner });
    } else {
      blocks.push(...linesToBlocks(chunk));
    }
  }
  return blocks;
}

/** The text's paragraphs as lines without trailing spaces, split at blank lines (any number of them). */
function paragraphsOf(text: string): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (current.length > 0) chunks.push(current);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** One paragraph's lines: headings, lists of consecutive items, and runs of text lines. */
function linesToBlocks(lines: string[]): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const line of lines) {
    const bare = line.trimStart();
    const last = blocks.at(-1);
    if (HEADING.test(bare)) {
      blocks.push({ type: 'heading', text: bare.replace(HEADING, '') });
    } else if (LIST_ITEM.test(bare)) {
      const item = bare.replace(LIST_ITEM, '');
      if (last?.type === 'list') last.items.push(item);
      else blocks.push({ type: 'list', items: [item] });
    } else if (last?.type === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ type: 'paragraph', lines: [line] });
    }
  }
  return blocks;
}

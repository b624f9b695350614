/**
 * CSV for Brazilian spreadsheets (docs/product.md#csv-files): `;` separates the cells, because a
 * pt-BR spreadsheet reads `,` as the decimal mark; the file starts with a byte-order mark so the
 * accents read as UTF-8, and lines end in CRLF.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** Leading characters a spreadsheet would read as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted. */
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * One cell: a text a spreadsheet would take for a formula gets a leading apostrophe; a cell with a
 * separator, a quote or a line break is quoted with its quotes doubled (RFC 4180); a fraction is
 * written with the decimal comma ('2,5').
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const raw = typeof value === 'number' ? String(value).replace('.', ',') : value;
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvRow(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

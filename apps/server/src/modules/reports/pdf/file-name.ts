/**
 * A child's name as a file-name part: accents dropped, lower case, anything but letters and digits
 * as one underscore ("João Pedro" → "joao_pedro"), so the header needs no encoding.
 */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return slug || 'crianca';
}

/** The first name, as the report's texts call the child. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

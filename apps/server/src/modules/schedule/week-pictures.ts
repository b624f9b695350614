import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { contentPicture } from '@neurobridge/shared/content/schemas';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import { PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** OpenMoji pictures (CC BY-SA 4.0, credited on the page) for each category and time of day. */
const CATEGORY_PICTURES: Record<string, string> = {
  social_skills: '1F91D', // handshake
  communication: '1F4AC', // speech balloon
  math: '1F522', // numbers
  language: '1F4D6', // open book
  focus: '1F50D', // magnifying glass
  routine: '23F0', // alarm clock
};
const DEFAULT_PICTURE = '2B50'; // star
export const SLOT_PICTURES: Record<TimeSlot, string> = {
  morning: '1F305', // sunrise
  afternoon: '2600', // sun
  evening: '1F319', // crescent moon
};

const svgCache = new Map<string, string>();
/** The SVG text of an OpenMoji picture, read from the package once per process. */
export function pictureSvg(code: string): string {
  let svg = svgCache.get(code);
  if (svg === undefined) {
    svg = readFileSync(require.resolve(`openmoji/color/svg/${code}.svg`), 'utf8');
    svgCache.set(code, svg);
  }
  return svg;
}

export function categoryPicture(category: string): string {
  return CATEGORY_PICTURES[category] ?? DEFAULT_PICTURE;
}

/**
 * The activity's own picture, from what it plays (its content, read as the player reads it, pictured by
 * its type folder: docs/product.md#printable-week); the category's only when the content says nothing playable.
 */
export function activityPicture(content: unknown, category: string): string {
  const parsed = parseActivityContent(content, category);
  return parsed.kind === 'ok' ? contentPicture(parsed.content) : categoryPicture(category);
}

/** A routine entry's own picture, the bundled one the parent chose (docs/product.md#routine-entries). */
export function routinePicture(key: PictureKey | null): string {
  return key ? PICTURES[key].code : DEFAULT_PICTURE;
}

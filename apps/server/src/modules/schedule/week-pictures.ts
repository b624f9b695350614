import { parseActivityContent } from '@neurobridge/shared/content/parse';
import type { ActivityContent, ContentType } from '@neurobridge/shared/content/schemas';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
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

/** What each game plays, as an OpenMoji picture: the activity's own (docs/product.md#printable-week). */
const GAME_PICTURES: Record<ContentType, string> = {
  emotion_recognition: '1F60A', // smiling face
  symbol_communication: '1F5E3', // speaking head
  sequence: '1F4CB', // clipboard
  visual_math: '1F9EE', // abacus
  focus_exercise: '1F3AF', // target
  color_sorting: '1F3A8', // palette
  letter_matching: '1F524', // letters
  social_scenario: '1F465', // two people
  breathing_exercise: '1F32C', // wind face
  impulse_control: '1F6A6', // traffic light
  story_sequence: '1F4DA', // books
  organization: '1F5C2', // card dividers
  movement_break: '1F938', // cartwheel
  time_management: '23F3', // hourglass
};
/** The focus game plays four different tasks; each has its own picture, and 'focus' its target's. */
const FOCUS_PICTURES: Record<string, string> = {
  memory: '1F9E0', // brain
  spot_differences: '1F50E', // magnifying glass
  visual_puzzle: '1F9E9', // puzzle piece
  borboleta: '1F98B', // butterfly
  joaninha: '1F41E', // ladybug
  estrela: '2B50', // star
};
const TIME_PICTURES: Record<string, string> = {
  licao_de_casa: '1F4DD', // memo
  arrumar_quarto: '1F6CF', // bed
  leitura: '1F4D6', // open book
};

function gamePicture(content: ActivityContent): string {
  if (content.type === 'focus_exercise') {
    const key = content.task === 'focus' || content.task === undefined ? content.target : content.task;
    return (key && FOCUS_PICTURES[key]) ?? GAME_PICTURES.focus_exercise;
  }
  if (content.type === 'time_management')
    return (content.task && TIME_PICTURES[content.task]) ?? GAME_PICTURES.time_management;
  return GAME_PICTURES[content.type];
}

/**
 * The activity's own picture, from what it plays (its content, read as the player reads it); the
 * category's only when the content says nothing playable.
 */
export function activityPicture(content: unknown, category: string): string {
  const parsed = parseActivityContent(content, category);
  return parsed.kind === 'ok' ? gamePicture(parsed.content) : categoryPicture(category);
}

import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { gameKindOf } from '@neurobridge/shared/content/schemas';
import { isLevelledKind, type GameKind, type LevelledKind } from '@neurobridge/shared/domain/game-levels';
import type { ActivityRow } from '../activities/activity-view';

// Read once per catalogue row: the catalogue keeps the same row objects until it loads again
// (modules/activities/catalogue.ts), so a save or a suggestion parses no content.
const kinds = new WeakMap<ActivityRow, GameKind | null>();

/**
 * The game kind an activity plays (docs/product.md#game-levels): its content as the player reads
 * it (a broken content plays its category's default), null when there is nothing to play.
 */
export function kindOfContent({ content, category }: Pick<ActivityRow, 'content' | 'category'>): GameKind | null {
  const parsed = parseActivityContent(content, category);
  return parsed.kind === 'ok' ? gameKindOf(parsed.content) : null;
}

/** `kindOfContent` of a catalogue row, read once per row. */
export function kindOfActivity(row: ActivityRow): GameKind | null {
  let kind = kinds.get(row);
  if (kind === undefined) kinds.set(row, (kind = kindOfContent(row)));
  return kind;
}

/** The kind, when it has levels; null for self-recognition, breathing and an unplayable content. */
export function levelledKindOf(row: ActivityRow): LevelledKind | null {
  const kind = kindOfActivity(row);
  return kind && isLevelledKind(kind) ? kind : null;
}

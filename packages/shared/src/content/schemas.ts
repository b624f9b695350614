import type { z } from 'zod';
import type { GameKind } from '../domain/game-levels';
import { CONTENT_TYPE_DEFINITIONS, type ContentTypeRegistry } from './registry';

/**
 * The content types and their schemas (docs/product.md#reading-content), gathered from the type
 * folders under `types/` (docs/architecture.md#activity-content-and-games): adding a type adds a
 * folder, never a line here.
 */
export type ContentType = keyof ContentTypeRegistry & string;
export type ContentOf<T extends ContentType> = z.infer<ContentTypeRegistry[T]['schema']>;
export type ActivityContent = { [T in ContentType]: ContentOf<T> }[ContentType];

/** Each type's reading schema: unknown fields are stripped, a field of the wrong shape dropped. */
export const contentSchemas = Object.fromEntries(
  [...CONTENT_TYPE_DEFINITIONS].map(([type, definition]) => [type, definition.schema]),
) as { [T in ContentType]: ContentTypeRegistry[T]['schema'] };

export const CONTENT_TYPES = [...CONTENT_TYPE_DEFINITIONS.keys()] as ContentType[];

export function isContentType(type: string): type is ContentType {
  return CONTENT_TYPE_DEFINITIONS.has(type);
}

/** The OpenMoji code of what a content plays, as its type folder pictures it (docs/product.md#printable-week). */
export function contentPicture(content: ActivityContent): string {
  const definition = CONTENT_TYPE_DEFINITIONS.get(content.type)!;
  // Erased here: the registry keys each definition by its own type, so it reads only its own content.
  return (definition.picture as (content: ActivityContent) => string)(content);
}

/**
 * The game kind a parsed content plays (docs/product.md#game-levels), as its type folder declares it:
 * what a result's level is filed under on the server and what the player looks up on the web.
 */
export function gameKindOf(content: ActivityContent): GameKind {
  const definition = CONTENT_TYPE_DEFINITIONS.get(content.type)!;
  // Erased here, as for the picture: each definition reads only its own content.
  return (definition.kind as (content: ActivityContent) => GameKind)(content);
}

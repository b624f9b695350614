import { z } from 'zod';
import type { GameKind } from '../domain/game-levels';

/**
 * What every content type folder (`types/<type>/index.ts`) declares for the player and the server
 * (docs/architecture.md#activity-content-and-games): the schema the games read content with and
 * the printable week's picture. The folder also registers the type for the compiler:
 *
 *     export const contentType = defineContentType({ type: 'color_sorting', schema, kind: 'colors', picture: '1F3A8' });
 *     declare module '../../registry' {
 *       interface ContentTypeRegistry {
 *         color_sorting: typeof contentType;
 *       }
 *     }
 */
export interface ContentTypeDefinition<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  readonly type: T;
  /**
   * How the player reads a content of this type (docs/product.md#reading-content): unknown fields
   * are stripped and a field of the wrong shape is dropped (`lenient`), so its game's default applies.
   */
  readonly schema: S;
  /**
   * The game kind a content of this type plays (docs/product.md#game-levels): the same split as the
   * web's game registry (one type can hold several kinds, e.g. the focus tasks), checked by
   * apps/web/src/games/registry.test.ts.
   */
  readonly kind: (content: z.infer<S>) => GameKind;
  /** The OpenMoji code of the picture the printable week shows for it (docs/product.md#printable-week). */
  readonly picture: (content: z.infer<S>) => string;
}

/** A field that is dropped (undefined) instead of failing the whole content when it has the wrong shape. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** A list of known keys, filtered by the game against its own keys. */
export const keyList = lenient(z.array(z.unknown()).max(50));

export function defineContentType<
  const T extends string,
  S extends z.ZodObject<{ type: z.ZodLiteral<T> } & z.ZodRawShape>,
>(definition: {
  type: T;
  schema: S;
  kind: GameKind | ((content: z.infer<S>) => GameKind);
  picture: string | ((content: z.infer<S>) => string);
}): ContentTypeDefinition<T, S> {
  const { kind, picture } = definition;
  return {
    ...definition,
    kind: typeof kind === 'string' ? () => kind : kind,
    picture: typeof picture === 'string' ? () => picture : picture,
  };
}

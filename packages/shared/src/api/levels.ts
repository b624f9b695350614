import { z } from 'zod';
import { GAME_KINDS, LEVELLED_KINDS } from '../domain/game-levels';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbIdParam } from './fields';

/** A child's level in one game kind (docs/product.md#game-levels); a kind never played is at its start. */
export const childGameLevel = z.object({
  kind: z.enum(GAME_KINDS),
  /** The kind's pt-BR name (`GAME_KIND_LABELS`). */
  label: z.string(),
  level: z.number().int(),
  /** The parent pinned the level ('manter no nível 2'): results do not move it. */
  pinned: z.boolean(),
  /** When the level last changed or was pinned; null while it is still the start level. */
  changed_at: z.string().nullable(),
});
export type ChildGameLevel = z.infer<typeof childGameLevel>;

/** Every levelled kind, in `LEVELLED_KINDS` order. */
export const childLevels = z.object({ levels: z.array(childGameLevel) });
export type ChildLevels = z.infer<typeof childLevels>;

export const LEVEL_KIND_INVALID = userMessage('Este jogo não tem níveis.');
export const PIN_LEVEL_INVALID = 'O nível deve ser 1, 2 ou 3.';

export const levelKindParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  kind: z.enum(LEVELLED_KINDS, { error: LEVEL_KIND_INVALID }),
});

/** `pinned_level` n keeps the kind at level n; null lets results move it again (from where it is). */
export const pinLevelBody = z.strictObject({
  pinned_level: boundedInt(1, 3, PIN_LEVEL_INVALID).nullable(),
});
export type PinLevelBody = z.input<typeof pinLevelBody>;

export const levelsApi = {
  /** The parent and a professional with access read them. */
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/levels',
    access: 'user',
    child: 'read',
    tag: 'levels',
    params: childIdParams,
    status: 200,
    response: childLevels,
  }),
  /** The parent pins or unpins a kind's level. */
  pin: endpoint({
    method: 'PUT',
    path: '/api/children/:id/levels/:kind',
    access: 'user',
    child: 'manage',
    tag: 'levels',
    params: levelKindParams,
    body: pinLevelBody,
    status: 200,
    response: childGameLevel,
  }),
};

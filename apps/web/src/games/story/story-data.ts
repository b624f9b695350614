import type { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';

export type StoryKey = (typeof STORY_KEYS)[number];

/**
 * The three stories (docs/product.md#story-game), each of six scenes in their right order. A scene's
 * `level` is the lowest level that plays it: level 1 plays 3 scenes of a story, level 2 the four it
 * always had, level 3 all six. Scene keys are unique across stories so one picture map serves them all.
 */
export const STORIES = {
  dia_na_escola: {
    title: 'Um dia na escola',
    scenes: [
      { key: 'acordar', caption: 'Acordo cedo.', level: 1 },
      { key: 'escovar', caption: 'Escovo os dentes.', level: 3 },
      { key: 'mochila', caption: 'Arrumo a mochila.', level: 2 },
      { key: 'ir_escola', caption: 'Vou para a escola.', level: 1 },
      { key: 'aula', caption: 'Aprendo com a professora.', level: 1 },
      { key: 'voltar', caption: 'Volto para casa.', level: 3 },
    ],
  },
  plantando_flor: {
    title: 'Plantando uma flor',
    scenes: [
      { key: 'semente', caption: 'Coloco a semente na terra.', level: 1 },
      { key: 'regar', caption: 'Rego a terra com água.', level: 2 },
      { key: 'sol', caption: 'O sol esquenta a terra.', level: 3 },
      { key: 'broto', caption: 'Nasce um brotinho.', level: 1 },
      { key: 'flor', caption: 'A flor cresce bonita.', level: 1 },
      { key: 'abelha', caption: 'Uma abelha visita a flor.', level: 3 },
    ],
  },
  festa_aniversario: {
    title: 'A festa de aniversário',
    scenes: [
      { key: 'convites', caption: 'Mandamos os convites.', level: 3 },
      { key: 'baloes', caption: 'Enchemos os balões.', level: 1 },
      { key: 'presentes', caption: 'Os amigos trazem presentes.', level: 2 },
      { key: 'velas', caption: 'Cantamos parabéns.', level: 1 },
      { key: 'bolo', caption: 'Comemos o bolo juntos.', level: 1 },
      { key: 'tchau', caption: 'Dizemos tchau aos amigos.', level: 3 },
    ],
  },
} as const satisfies Record<
  StoryKey,
  { title: string; scenes: readonly { key: string; caption: string; level: GameLevel }[] }
>;

export type SceneKey = (typeof STORIES)[StoryKey]['scenes'][number]['key'];

export const SCENE_CAPTIONS = Object.fromEntries(
  Object.values(STORIES).flatMap((s) => s.scenes.map((scene) => [scene.key, scene.caption])),
) as Record<SceneKey, string>;

/** A story's scenes that a level plays, in their right order. */
export function scenesAt(story: StoryKey, level: GameLevel): SceneKey[] {
  return STORIES[story].scenes.filter((s) => s.level <= level).map((s) => s.key);
}

/** A story's four scenes of level 2 (the game as docs/product.md#story-game describes it), in order. */
export function scenesOf(story: StoryKey): SceneKey[] {
  return scenesAt(story, START_LEVEL);
}

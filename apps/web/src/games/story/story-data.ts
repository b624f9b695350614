import type { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';

export type StoryKey = (typeof STORY_KEYS)[number];

/**
 * The three stories of four scenes (docs/product.md#story-game), each scene in its right order.
 * Scene keys are unique across stories so one picture map serves them all.
 */
export const STORIES = {
  dia_na_escola: {
    title: 'Um dia na escola',
    scenes: [
      { key: 'acordar', caption: 'Acordo cedo.' },
      { key: 'mochila', caption: 'Arrumo a mochila.' },
      { key: 'ir_escola', caption: 'Vou para a escola.' },
      { key: 'aula', caption: 'Aprendo com a professora.' },
    ],
  },
  plantando_flor: {
    title: 'Plantando uma flor',
    scenes: [
      { key: 'semente', caption: 'Coloco a semente na terra.' },
      { key: 'regar', caption: 'Rego a terra com água.' },
      { key: 'broto', caption: 'Nasce um brotinho.' },
      { key: 'flor', caption: 'A flor cresce bonita.' },
    ],
  },
  festa_aniversario: {
    title: 'A festa de aniversário',
    scenes: [
      { key: 'baloes', caption: 'Enchemos os balões.' },
      { key: 'presentes', caption: 'Os amigos trazem presentes.' },
      { key: 'velas', caption: 'Cantamos parabéns.' },
      { key: 'bolo', caption: 'Comemos o bolo juntos.' },
    ],
  },
} as const satisfies Record<StoryKey, { title: string; scenes: readonly { key: string; caption: string }[] }>;

export type SceneKey = (typeof STORIES)[StoryKey]['scenes'][number]['key'];

export const SCENE_CAPTIONS = Object.fromEntries(
  Object.values(STORIES).flatMap((s) => s.scenes.map((scene) => [scene.key, scene.caption])),
) as Record<SceneKey, string>;

/** A story's scenes in their right order. */
export function scenesOf(story: StoryKey): SceneKey[] {
  return STORIES[story].scenes.map((s) => s.key);
}

import { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { shuffle, type Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import { scenesAt, type SceneKey, type StoryKey } from './story-data';

/**
 * The levels (docs/product.md#game-levels): how many of its story's scenes a game plays. Level 2
 * is the game as it always was, 4 scenes; level 1 plays 3 and level 3 all 6 (which ones: the
 * scenes' `level` in story-data.ts). The content's `story` is played at every level.
 */
export const LEVELS: Record<GameLevel, { scenes: number }> = {
  1: { scenes: 3 },
  2: { scenes: 4 },
  3: { scenes: 6 },
};

// docs/product.md#story-game: 3 stories of 4 scenes at level 2; the order is judged when all are
// placed, right scores 100 and anything else 0, and the result is reported 3 s after the judgement.
export const SCENES_PER_STORY = LEVELS[START_LEVEL].scenes;
export const REPORT_DELAY_MS = 3_000;
export const RIGHT_SCORE = 100;
export const WRONG_SCORE = 0;
export const DEFAULT_STORY: StoryKey = STORY_KEYS[0];

export interface StorySetup {
  story: StoryKey;
  /** The scenes in their right order. */
  scenes: SceneKey[];
}

/**
 * Content → the story to play: a known `story`, else the first (docs/product.md#story-game), with
 * the scenes of the level.
 */
export function setupFromContent(content: ContentOf<'story_sequence'>, level: GameLevel = START_LEVEL): StorySetup {
  const story = STORY_KEYS.find((k) => k === content.story) ?? DEFAULT_STORY;
  return { story, scenes: scenesAt(story, level) };
}

/** The pool's order: shuffled, and never already in the right order. */
export function shuffledDeck(scenes: readonly SceneKey[], random: Random): SceneKey[] {
  const deck = shuffle(scenes, random);
  const solved = deck.every((k, i) => k === scenes[i]);
  return solved && deck.length > 1 ? [...deck.slice(1), deck[0]!] : deck;
}

export interface StoryState {
  /** The pool in its shuffled order; a scene keeps its spot there while placed, so nothing moves. */
  deck: SceneKey[];
  /** The numbered slots ('Primeiro', 'Depois', …): a scene or empty. */
  slots: (SceneKey | null)[];
  /** 'judged': every slot filled, inputs locked, the report waits 3 s. */
  phase: 'placing' | 'judged' | 'complete';
  right: boolean | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type StoryEvent =
  { type: 'place'; scene: SceneKey } | { type: 'take_back'; scene: SceneKey } | { type: 'tick' } | { type: 'restart' };

/** The scenes still to place, in their pool order. */
export function poolOf(state: StoryState): SceneKey[] {
  return state.deck.filter((k) => !state.slots.includes(k));
}

export function isRightOrder(setup: StorySetup, slots: readonly (SceneKey | null)[]): boolean {
  return slots.length === setup.scenes.length && slots.every((k, i) => k === setup.scenes[i]);
}

export function createStory(setup: StorySetup) {
  function init(now: number, random: Random): StoryState {
    return {
      deck: shuffledDeck(setup.scenes, random),
      slots: setup.scenes.map(() => null),
      phase: 'placing',
      right: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  /** A picked scene goes into the first empty slot (a slot emptied by taking a scene back comes first). */
  function place(state: StoryState, scene: SceneKey, now: number): StoryState {
    if (state.phase !== 'placing' || !poolOf(state).includes(scene)) return state;
    const at = state.slots.indexOf(null);
    const slots = state.slots.map((k, i) => (i === at ? scene : k));
    if (slots.includes(null)) return { ...state, slots };
    const right = isRightOrder(setup, slots);
    return { ...state, slots, phase: 'judged', right, advanceAt: now + REPORT_DELAY_MS };
  }

  function reduce(state: StoryState, event: StoryEvent, now: number, random: Random): StoryState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'place':
        return place(state, event.scene, now);
      case 'take_back': {
        if (state.phase !== 'placing' || !state.slots.includes(event.scene)) return state;
        return { ...state, slots: state.slots.map((k) => (k === event.scene ? null : k)) };
      }
      case 'tick': {
        if (state.phase !== 'judged' || state.advanceAt === null || now < state.advanceAt) return state;
        return {
          ...state,
          phase: 'complete',
          advanceAt: null,
          result: { score: state.right ? RIGHT_SCORE : WRONG_SCORE, minutes: wholeMinutes(now - state.startedAt) },
        };
      }
    }
  }

  return { init, reduce };
}

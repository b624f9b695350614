import { STORY_KEYS } from '@neurobridge/shared/content/types/story-sequence/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { SCENE_ART } from './story-art';
import { storyMessages } from '../../locales/pt-BR/games/story';
import { SCENE_CAPTIONS, STORIES, scenesAt, scenesOf, type SceneKey } from './story-data';
import {
  createStory,
  DEFAULT_STORY,
  isRightOrder,
  LEVELS,
  poolOf,
  REPORT_DELAY_MS,
  RIGHT_SCORE,
  SCENES_PER_STORY,
  setupFromContent,
  shuffledDeck,
  WRONG_SCORE,
  type StorySetup,
} from './rules';

const random = seededRandom(5);
const setupOf = (story?: unknown) =>
  setupFromContent({ type: 'story_sequence', story } as Parameters<typeof setupFromContent>[0]);

/** Places `order` one tap at a time, 5 s apart, from `start`. */
function placeAll(setup: StorySetup, order: readonly SceneKey[], start = 0) {
  const game = createStory(setup);
  let s = game.init(start, random);
  let now = start;
  for (const scene of order) s = game.reduce(s, { type: 'place', scene }, (now += 5_000), random);
  return { game, s, now };
}

describe('stories (docs/product.md#story-game)', () => {
  it('has 3 stories of 4 scenes, each with a title, a caption and a picture', () => {
    expect(STORY_KEYS).toHaveLength(3);
    expect(SCENES_PER_STORY).toBe(4);
    for (const key of STORY_KEYS) {
      expect(STORIES[key].title.length).toBeGreaterThan(0);
      expect(scenesOf(key)).toHaveLength(SCENES_PER_STORY);
      for (const scene of scenesOf(key)) {
        expect(SCENE_CAPTIONS[scene].length).toBeGreaterThan(0);
        expect(SCENE_ART[scene]).toBeTruthy();
      }
    }
    // Scene keys, captions and pictures are all distinct, so no two cards look alike.
    const all = STORY_KEYS.flatMap(scenesOf);
    expect(new Set(all).size).toBe(12);
    expect(new Set(all.map((k) => SCENE_CAPTIONS[k])).size).toBe(12);
  });

  it('plays the known story and falls back to the first one when unknown or absent', () => {
    expect(DEFAULT_STORY).toBe('dia_na_escola');
    expect(setupOf('plantando_flor')).toEqual({ story: 'plantando_flor', scenes: scenesOf('plantando_flor') });
    expect(setupOf('festa_aniversario').story).toBe('festa_aniversario');
    expect(setupOf().story).toBe('dia_na_escola');
    expect(setupOf('pirata').story).toBe('dia_na_escola');
  });
});

describe('the pool', () => {
  const scenes = scenesOf('dia_na_escola');

  it('holds every scene, shuffled with the injected random source', () => {
    const deck = shuffledDeck(scenes, seededRandom(1));
    expect([...deck].sort()).toEqual([...scenes].sort());
    expect(shuffledDeck(scenes, seededRandom(1))).toEqual(deck);
  });

  it('is never already in the right order', () => {
    // This source makes the shuffle swap nothing, so the deck would come out solved.
    const identity = () => 0.999_999;
    expect(shuffledDeck(scenes, identity)).not.toEqual(scenes);
    for (let seed = 0; seed < 300; seed++) expect(shuffledDeck(scenes, seededRandom(seed))).not.toEqual(scenes);
  });
});

describe('play (docs/product.md#story-game)', () => {
  const setup = setupOf('plantando_flor');
  const right = setup.scenes;

  it('a tap places a pool scene in the first empty slot', () => {
    const game = createStory(setup);
    const s0 = game.init(0, random);
    expect(s0.slots).toEqual([null, null, null, null]);
    const [first, second] = s0.deck;
    const s1 = game.reduce(s0, { type: 'place', scene: first! }, 1_000, random);
    const s2 = game.reduce(s1, { type: 'place', scene: second! }, 2_000, random);
    expect(s2.slots).toEqual([first, second, null, null]);
    expect(poolOf(s2)).toEqual(s0.deck.slice(2));
    expect(s2.phase).toBe('placing');
  });

  it('a tap on a placed scene takes it back, and the emptied slot is filled first', () => {
    const game = createStory(setup);
    const s0 = game.init(0, random);
    let s = s0;
    for (const scene of s0.deck.slice(0, 3)) s = game.reduce(s, { type: 'place', scene }, 1_000, random);
    s = game.reduce(s, { type: 'take_back', scene: s0.deck[1]! }, 2_000, random);
    expect(s.slots).toEqual([s0.deck[0], null, s0.deck[2], null]);
    expect(poolOf(s)).toEqual([s0.deck[1], s0.deck[3]]);
    s = game.reduce(s, { type: 'place', scene: s0.deck[3]! }, 3_000, random);
    expect(s.slots).toEqual([s0.deck[0], s0.deck[3], s0.deck[2], null]);
  });

  it('ignores placing a scene twice, scenes of another story and taking back a scene not placed', () => {
    const game = createStory(setup);
    const s1 = game.reduce(game.init(0, random), { type: 'place', scene: 'semente' }, 1_000, random);
    expect(game.reduce(s1, { type: 'place', scene: 'semente' }, 1_100, random)).toBe(s1);
    expect(game.reduce(s1, { type: 'place', scene: 'bolo' }, 1_100, random)).toBe(s1);
    expect(game.reduce(s1, { type: 'take_back', scene: 'flor' }, 1_100, random)).toBe(s1);
  });

  it('in the right order: judged right and locked; reported with 100 exactly 3 s later', () => {
    const { game, s, now } = placeAll(setup, right);
    expect(s).toMatchObject({ phase: 'judged', right: true, advanceAt: now + REPORT_DELAY_MS });
    expect(REPORT_DELAY_MS).toBe(3_000);
    expect(game.reduce(s, { type: 'take_back', scene: 'semente' }, now + 100, random)).toBe(s);
    expect(game.reduce(s, { type: 'place', scene: 'semente' }, now + 100, random)).toBe(s);
    const early = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS - 1, random);
    expect(early).toBe(s);
    expect(early.result).toBeNull();
    const done = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random);
    expect(done.phase).toBe('complete');
    expect(done.advanceAt).toBeNull();
    // 4 taps × 5 s + 3 s = 23 s → 1 minute (whole minutes, at least one).
    expect(done.result).toEqual({ score: RIGHT_SCORE, minutes: 1 });
    expect(RIGHT_SCORE).toBe(100);
  });

  it('in any other order: judged wrong, scored 0, even with most scenes in place', () => {
    const [a, b, ...rest] = right;
    const { game, s, now } = placeAll(setup, [b!, a!, ...rest]);
    expect(s).toMatchObject({ phase: 'judged', right: false });
    const done = game.reduce(s, { type: 'tick' }, now + REPORT_DELAY_MS, random);
    expect(done.result).toEqual({ score: WRONG_SCORE, minutes: 1 });
    expect(WRONG_SCORE).toBe(0);
    expect(isRightOrder(setup, right)).toBe(true);
    expect(isRightOrder(setup, [...right].reverse())).toBe(false);
    expect(isRightOrder(setup, [...right.slice(0, 3), null])).toBe(false);
  });

  it('counts the minutes from the start to the report', () => {
    const { game, s, now } = placeAll(setup, right);
    expect(game.reduce(s, { type: 'tick' }, now + 150_000, random).result?.minutes).toBe(3);
  });

  it('restarts with a new shuffle, empty slots and no pending report', () => {
    const { game, s } = placeAll(setup, [...right].reverse());
    const again = game.reduce(s, { type: 'restart' }, 100_000, random);
    expect(again).toMatchObject({
      slots: [null, null, null, null],
      phase: 'placing',
      right: null,
      advanceAt: null,
      result: null,
      startedAt: 100_000,
    });
    expect([...again.deck].sort()).toEqual([...right].sort());
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 plays the documented 4 scenes; level 1 plays 3 of them, level 3 all 6', () => {
    expect(LEVELS[2].scenes).toBe(SCENES_PER_STORY);
    expect([LEVELS[1].scenes, LEVELS[2].scenes, LEVELS[3].scenes]).toEqual([3, 4, 6]);
    for (const key of STORY_KEYS) {
      expect(scenesAt(key, 2)).toEqual(scenesOf(key));
      for (const n of [1, 2, 3] as const) {
        const scenes = scenesAt(key, n);
        expect(scenes).toHaveLength(LEVELS[n].scenes);
        // Every slot has its name.
        expect(storyMessages.slotNames[scenes.length]).toHaveLength(scenes.length);
        for (const scene of scenes) {
          expect(SCENE_CAPTIONS[scene].length).toBeGreaterThan(0);
          expect(SCENE_ART[scene]).toBeTruthy();
        }
      }
      // A smaller level plays a part of a bigger one's story, in the same order.
      expect(scenesAt(key, 3).filter((k) => scenesAt(key, 2).includes(k))).toEqual(scenesAt(key, 2));
      expect(scenesAt(key, 2).filter((k) => scenesAt(key, 1).includes(k))).toEqual(scenesAt(key, 1));
    }
    // All 18 scenes, captions and pictures are distinct.
    const all = STORY_KEYS.flatMap((key) => scenesAt(key, 3));
    expect(new Set(all).size).toBe(18);
    expect(new Set(all.map((k) => SCENE_CAPTIONS[k])).size).toBe(18);
    expect(new Set(all.map((k) => SCENE_ART[k])).size).toBe(18);
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: the content's story with ${LEVELS[n].scenes} scenes; judged when all are placed`, () => {
      const setup = setupFromContent({ type: 'story_sequence', story: 'festa_aniversario' }, n);
      expect(setup).toEqual({ story: 'festa_aniversario', scenes: scenesAt('festa_aniversario', n) });
      for (let seed = 1; seed < 20; seed++) {
        const deck = shuffledDeck(setup.scenes, seededRandom(seed));
        expect([...deck].sort()).toEqual([...setup.scenes].sort());
        expect(deck).not.toEqual(setup.scenes);
      }
      const right = placeAll(setup, setup.scenes);
      expect(right.s.slots).toEqual(setup.scenes);
      expect(right.s).toMatchObject({ phase: 'judged', right: true });
      expect(right.game.reduce(right.s, { type: 'tick' }, right.now + REPORT_DELAY_MS, random).result?.score).toBe(
        RIGHT_SCORE,
      );
      const before = placeAll(setup, setup.scenes.slice(0, -1)).s;
      expect(before).toMatchObject({ phase: 'placing', right: null });
      const wrong = placeAll(setup, [...setup.scenes].reverse());
      expect(wrong.s.right).toBe(false);
      expect(wrong.game.reduce(wrong.s, { type: 'tick' }, wrong.now + REPORT_DELAY_MS, random).result?.score).toBe(
        WRONG_SCORE,
      );
    });
  }
});

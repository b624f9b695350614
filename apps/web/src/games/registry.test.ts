import { CATEGORY_DEFAULT_CONTENT } from '@neurobridge/shared/content/defaults';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { describe, expect, it } from 'vitest';
import { findGame, GAMES } from './registry';
import { defineGame, type GameComponent } from './shared/game-entry';
import { createRegistry } from './shared/game-registry';

describe('the real registry', () => {
  it('finds each game by its content type', () => {
    const ids = {
      emotion_recognition: 'emotion',
      symbol_communication: 'symbols',
      visual_math: 'counting',
      letter_matching: 'letters',
      sequence: 'routine',
      color_sorting: 'colors',
      social_scenario: 'social',
    } as const;
    for (const [type, id] of Object.entries(ids)) {
      expect(findGame({ type } as ContentOf<keyof typeof ids>)?.id, type).toBe(id);
    }
    expect(GAMES.games.map((g) => g.id).sort()).toEqual(Object.values(ids).sort());
  });

  it("plays every category default whose type has a game, and has none yet for the rest ('Jogo em preparação')", () => {
    expect(findGame(CATEGORY_DEFAULT_CONTENT.social_skills!)?.id).toBe('emotion');
    expect(findGame(CATEGORY_DEFAULT_CONTENT.routine!)?.id).toBe('routine');
    expect(findGame(CATEGORY_DEFAULT_CONTENT.focus!)).toBeNull();
    expect(findGame({ type: 'breathing_exercise', exercise: 'box' })).toBeNull();
    expect(findGame({ type: 'impulse_control' })).toBeNull();
  });

  it('gives the same lazy component every time, so React keeps the loaded game', () => {
    const a = findGame({ type: 'letter_matching' });
    expect(a).not.toBeNull();
    expect(findGame({ type: 'letter_matching', letters: ['B'] })?.Game).toBe(a!.Game);
  });

  it("loads each game's own chunk", async () => {
    for (const { entry } of GAMES.games) expect(typeof (await entry.load())).toBe('function');
  });
});

// Test-only games: the real registry holds no fakes.
type Focus = ContentOf<'focus_exercise'>;
type MemoryContent = Focus & { task?: 'memory' };
type SpotContent = Focus & { task: 'spot_differences' };
const Memory: GameComponent<MemoryContent> = () => null;
const Spot: GameComponent<SpotContent> = () => null;
const AnyFocus: GameComponent<Focus> = () => null;

const memory = defineGame({
  type: 'focus_exercise',
  // The category default ({ task: 'memory' }) and a content without a task both play memory.
  matches: (c): c is MemoryContent => c.task === 'memory' || c.task === undefined,
  load: async () => Memory,
  loadingText: 'Carregando memória...',
});
const spot = defineGame({
  type: 'focus_exercise',
  matches: (c): c is SpotContent => c.task === 'spot_differences',
  load: async () => Spot,
  loadingText: 'Carregando diferenças...',
});
const anyFocus = defineGame({ type: 'focus_exercise', load: async () => AnyFocus, loadingText: 'Carregando...' });

describe('a type with several games, told apart by task', () => {
  const registry = createRegistry([
    { id: 'memory', entry: memory },
    { id: 'spot', entry: spot },
  ]);

  it('resolves each task to its game', () => {
    expect(registry.find({ type: 'focus_exercise', task: 'memory' })?.id).toBe('memory');
    expect(registry.find({ type: 'focus_exercise' })?.id).toBe('memory');
    expect(registry.find({ type: 'focus_exercise', task: 'spot_differences', duration: 60 })?.id).toBe('spot');
    expect(registry.find({ type: 'focus_exercise', task: 'spot_differences' })?.loadingText).toBe(
      'Carregando diferenças...',
    );
  });

  it('has no game for a task nobody plays, nor for another type', () => {
    expect(registry.find({ type: 'focus_exercise', task: 'visual_puzzle' })).toBeNull();
    expect(registry.find({ type: 'visual_math' })).toBeNull();
  });

  it('asks the variants before a game that takes the whole type, whatever the folder order', () => {
    const withCatchAll = createRegistry([
      { id: 'any-focus', entry: anyFocus },
      { id: 'spot', entry: spot },
    ]);
    expect(withCatchAll.find({ type: 'focus_exercise', task: 'spot_differences' })?.id).toBe('spot');
    expect(withCatchAll.find({ type: 'focus_exercise', task: 'focus' })?.id).toBe('any-focus');
  });

  it('refuses two games that both take every content of a type', () => {
    expect(() =>
      createRegistry([
        { id: 'a', entry: anyFocus },
        { id: 'b', entry: anyFocus },
      ]),
    ).toThrow("Games 'a' and 'b' both take every 'focus_exercise' content");
  });

  it('keeps the component and its content type together (checked by tsc)', () => {
    const Counting: GameComponent<ContentOf<'visual_math'>> = () => null;
    // @ts-expect-error a counting game cannot be registered for focus contents
    defineGame({ type: 'focus_exercise', load: async () => Counting, loadingText: '' });
    // @ts-expect-error a game for one task needs a `matches` type guard that narrows to that task
    defineGame({ type: 'focus_exercise', load: async () => Spot, loadingText: '' });
    defineGame({
      type: 'visual_math',
      // @ts-expect-error `matches` reads the fields of its own type's schema
      matches: (c) => c.task === 'memory',
      load: async () => Counting,
      loadingText: '',
    });
    expect(defineGame({ type: 'visual_math', load: async () => Counting, loadingText: '' }).variant).toBe(false);
  });
});

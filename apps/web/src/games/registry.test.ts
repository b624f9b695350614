import { CATEGORY_DEFAULT_CONTENT } from '@neurobridge/shared/content/defaults';
import { FOCUS_TASKS } from '@neurobridge/shared/content/types/focus-exercise/keys';
import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { CONTENT_TYPES, gameKindOf, type ActivityContent, type ContentOf } from '@neurobridge/shared/content/schemas';
import { GAME_KINDS, type GameKind } from '@neurobridge/shared/domain/game-levels';
// The catalogue the server seeds (pure data): every activity in it must open a game.
import { CATALOGUE } from '../../../server/src/db/seed/catalogue/index';
import { describe, expect, it } from 'vitest';
import { findGame, GAMES } from './registry';
import { defineGame, type GameComponent } from './shared/game-entry';
import { createRegistry } from './shared/game-registry';

describe('the real registry', () => {
  it('finds each game by its content type, and each focus task by its task', () => {
    const ids: [ActivityContent, string][] = [
      [{ type: 'emotion_recognition' }, 'emotion'],
      [{ type: 'symbol_communication' }, 'symbols'],
      [{ type: 'visual_math' }, 'counting'],
      [{ type: 'letter_matching' }, 'letters'],
      [{ type: 'sequence' }, 'routine'],
      [{ type: 'color_sorting' }, 'colors'],
      [{ type: 'social_scenario' }, 'social'],
      [{ type: 'focus_exercise' }, 'memory'],
      [{ type: 'focus_exercise', task: 'memory' }, 'memory'],
      [{ type: 'focus_exercise', task: 'spot_differences' }, 'spot-differences'],
      [{ type: 'focus_exercise', task: 'focus' }, 'focus'],
      [{ type: 'focus_exercise', task: 'visual_puzzle' }, 'puzzle'],
      [{ type: 'breathing_exercise' }, 'breathing'],
      [{ type: 'impulse_control' }, 'impulse'],
      [{ type: 'story_sequence' }, 'story'],
      [{ type: 'organization' }, 'organization'],
      [{ type: 'movement_break' }, 'movement'],
      [{ type: 'time_management' }, 'time-management'],
    ];
    for (const [content, id] of ids) expect(findGame(content)?.id, JSON.stringify(content)).toBe(id);
    // Every game above is registered; a new game needs no line here (the next test plays every type).
    expect(GAMES.games.map((g) => g.id)).toEqual(expect.arrayContaining([...new Set(ids.map(([, id]) => id))]));
  });

  it('plays every content type, every focus task and every category default', () => {
    for (const type of CONTENT_TYPES) expect(findGame({ type } as ActivityContent), type).not.toBeNull();
    for (const task of FOCUS_TASKS) expect(findGame({ type: 'focus_exercise', task }), task).not.toBeNull();
    for (const [category, content] of Object.entries(CATEGORY_DEFAULT_CONTENT))
      expect(findGame(content), category).not.toBeNull();
  });

  it('opens a game for every activity of the seeded catalogue', () => {
    expect(CATALOGUE).toHaveLength(111);
    const unplayable = CATALOGUE.filter((activity) => {
      const parsed = parseActivityContent(activity.content, activity.category);
      return parsed.kind !== 'ok' || findGame(parsed.content) === null;
    });
    expect(unplayable.map((a) => a.key)).toEqual([]);
  });

  // The server files each result under `gameKindOf` (the level it moves); the web plays the game the
  // registry finds: they must never disagree (docs/product.md#game-levels).
  const KINDS_OF_GAME: Record<string, GameKind[]> = {
    emotion: ['emotions', 'self_recognition'],
    symbols: ['symbols'],
    counting: ['counting'],
    letters: ['letters'],
    routine: ['routine'],
    colors: ['colors'],
    social: ['social'],
    memory: ['memory'],
    'spot-differences': ['spot_differences'],
    focus: ['focus'],
    puzzle: ['visual_puzzle'],
    breathing: ['breathing'],
    impulse: ['impulse'],
    story: ['story'],
    organization: ['organization'],
    movement: ['movement'],
    'time-management': ['time_management'],
  };

  it('files every game under its own kinds, and every kind under one game', () => {
    expect(Object.keys(KINDS_OF_GAME).sort()).toEqual(GAMES.games.map((g) => g.id).sort());
    expect(Object.values(KINDS_OF_GAME).flat().sort()).toEqual([...GAME_KINDS].sort());
  });

  it('gives each seeded activity the kind of the game the registry finds (the emotion game: by its mode)', () => {
    const kinds = new Set<GameKind>();
    const disagreements = CATALOGUE.flatMap((activity) => {
      const parsed = parseActivityContent(activity.content, activity.category);
      if (parsed.kind !== 'ok') return [activity.key];
      const kind = gameKindOf(parsed.content);
      kinds.add(kind);
      const id = findGame(parsed.content)?.id ?? '';
      const selfRecognition =
        parsed.content.type === 'emotion_recognition' && parsed.content.difficulty === 'self_recognition';
      const agrees = id === 'emotion' ? kind === (selfRecognition ? 'self_recognition' : 'emotions') : true;
      return KINDS_OF_GAME[id]?.includes(kind) && agrees ? [] : [`${activity.key}: ${id} / ${kind}`];
    });
    expect(disagreements).toEqual([]);
    // The catalogue reaches most kinds, so the walk above is not vacuous.
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it('gives every content type, focus task and emotion mode the kind of its game', () => {
    const contents: ActivityContent[] = [
      ...CONTENT_TYPES.map((type) => ({ type }) as ActivityContent),
      ...FOCUS_TASKS.map((task) => ({ type: 'focus_exercise', task }) as const),
      { type: 'emotion_recognition', difficulty: 'self_recognition' },
      { type: 'emotion_recognition', difficulty: 'basic' },
    ];
    for (const content of contents) {
      expect(KINDS_OF_GAME[findGame(content)!.id], JSON.stringify(content)).toContain(gameKindOf(content));
    }
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

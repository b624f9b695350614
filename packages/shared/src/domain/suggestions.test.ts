import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_REASONS } from '../api/suggestions';
import { GAME_KINDS, type GameKind } from './game-levels';
import {
  dailyTieBreak,
  fitsChild,
  progressingKinds,
  suggest,
  suggestionPoints,
  suggestionReason,
  SUGGESTIONS_MAX,
  SUGGESTIONS_MIN,
  SUGGESTIONS_PER_AREA,
  type SuggestionCandidate,
  type SuggestionChild,
  type SuggestionHistory,
} from './suggestions';
import { DAY_MS } from './time';

// 'Sugeridas para {nome} hoje' (docs/product.md#suggestions).

const child = (over: Partial<SuggestionChild> = {}): SuggestionChild => ({
  id: 7,
  age: 6,
  tea: false,
  tdah: false,
  teaLevel: 1,
  tdahLevel: 1,
  ...over,
});

let ids = 0;
const activity = (over: Partial<SuggestionCandidate> = {}): SuggestionCandidate => ({
  id: ++ids,
  category: 'focus',
  kind: 'memory',
  minAge: 3,
  maxAge: 17,
  forTea: true,
  forTdah: true,
  teaLevel: null,
  tdahLevel: null,
  ...over,
});

const history = (over: Partial<Record<keyof SuggestionHistory, unknown[]>> = {}): SuggestionHistory => ({
  areasThisWeek: new Set(over.areasThisWeek as string[] | undefined),
  playedToday: new Set(over.playedToday as number[] | undefined),
  playedRecently: new Set(over.playedRecently as number[] | undefined),
  progressing: new Set(over.progressing as GameKind[] | undefined),
});

const TODAY = '2031-03-11';
const CATEGORIES = ['social_skills', 'communication', 'math', 'language', 'focus', 'routine'];

describe('who an activity is for', () => {
  it.each<[string, Partial<SuggestionChild>, Partial<SuggestionCandidate>, boolean]>([
    ['within the ages', { age: 6 }, { minAge: 6, maxAge: 6 }, true],
    ['too young', { age: 5 }, { minAge: 6 }, false],
    ['too old', { age: 11 }, { maxAge: 10 }, false],
    ['no birth date: any age', { age: null }, { minAge: 12, maxAge: 17 }, true],
    ['no diagnosis: any activity', {}, { forTea: false, forTdah: false, teaLevel: 3 }, true],
    ['TEA: an activity for TEA', { tea: true }, { forTea: true, forTdah: false }, true],
    ['TEA: not one only for TDAH', { tea: true }, { forTea: false, forTdah: true }, false],
    ['TDAH: one for TDAH', { tdah: true }, { forTea: false, forTdah: true }, true],
    ['both: either fits', { tea: true, tdah: true }, { forTea: false, forTdah: true }, true],
    ['TEA level 2: an activity for level 2', { tea: true, teaLevel: 2 }, { teaLevel: 2 }, true],
    ['TEA level 2: one for level 1', { tea: true, teaLevel: 2 }, { teaLevel: 1 }, true],
    ['TEA level 1: not one for level 3', { tea: true, teaLevel: 1 }, { teaLevel: 3, forTdah: false }, false],
    ['TEA level 1: one for any level', { tea: true, teaLevel: 1 }, { teaLevel: null }, true],
    ['TDAH level 1: not one for level 2', { tdah: true }, { tdahLevel: 2, forTea: false }, false],
    [
      'TEA 1 and TDAH 3: the TDAH level lets it in',
      { tea: true, tdah: true, teaLevel: 1, tdahLevel: 3 },
      { teaLevel: 3, tdahLevel: 3 },
      true,
    ],
  ])('%s', (_, c, a, fits) => {
    expect(fitsChild(child(c), activity(a))).toBe(fits);
  });
});

describe('points and reasons', () => {
  it('+3 an area not played this week, +2 progressing, +1 not played in the last 8 weeks, −3 played today', () => {
    const a = activity({ category: 'math', kind: 'counting' });
    expect(suggestionPoints(a, history())).toBe(4);
    expect(suggestionPoints(a, history({ progressing: ['counting'] }))).toBe(6);
    expect(suggestionPoints(a, history({ areasThisWeek: ['math'], playedRecently: [a.id] }))).toBe(0);
    expect(suggestionPoints(a, history({ areasThisWeek: ['math'], playedRecently: [a.id], playedToday: [a.id] }))).toBe(
      -3,
    );
  });

  it('says why: a new area, then progressing, then played before, else it fits the child', () => {
    const a = activity({ category: 'math', kind: 'counting' });
    expect(suggestionReason(a, history({ progressing: ['counting'] }))).toBe('new_area');
    expect(suggestionReason(a, history({ areasThisWeek: ['math'], progressing: ['counting'] }))).toBe('progressing');
    expect(suggestionReason(a, history({ areasThisWeek: ['math'], playedRecently: [a.id] }))).toBe('favourite_area');
    expect(suggestionReason(a, history({ areasThisWeek: ['math'] }))).toBe('for_the_child');
  });

  it('progressing: one good result toward the next level, or a level up in the last 14 days', () => {
    const now = new Date('2031-03-11T13:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const kinds = progressingKinds(
      [
        { kind: 'memory', highRun: 1 },
        { kind: 'letters', highRun: 0 },
      ],
      [
        { kind: 'counting', at: ago(14) },
        { kind: 'story', at: ago(15) },
        { kind: null, at: ago(1) }, // an activity no longer known
      ],
      now,
    );
    expect([...kinds].sort()).toEqual(['counting', 'memory']);
  });
});

describe('the day’s tie-break', () => {
  it('is the same for the same child, day and activity, and differs between days', () => {
    expect(dailyTieBreak(7, TODAY, 12)).toBe(dailyTieBreak(7, TODAY, 12));
    const days = ['2031-03-11', '2031-03-12', '2031-03-13', '2031-03-14'];
    const orders = days.map((day) =>
      [1, 2, 3, 4, 5, 6, 7, 8].sort((a, b) => dailyTieBreak(7, day, a) - dailyTieBreak(7, day, b)).join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('is a 32-bit unsigned number', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (childId, activityId) => {
        const value = dailyTieBreak(childId, TODAY, activityId);
        expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
      }),
    );
  });
});

describe('suggest', () => {
  it('favours an area not played this week, and never suggests an activity that does not fit', () => {
    const played = CATEGORIES.filter((c) => c !== 'math');
    const list = [
      ...played.flatMap((category) => [activity({ category }), activity({ category })]),
      activity({ category: 'math', kind: 'counting' }),
      activity({ category: 'math', kind: 'counting', minAge: 10 }),
    ];
    const picked = suggest(child(), list, history({ areasThisWeek: played }), TODAY);
    expect(picked[0]).toEqual({ id: list[10]!.id, reason: 'new_area' });
    expect(picked.map((p) => p.id)).not.toContain(list[11]!.id);
  });

  it('keeps at most 2 of an area, fills up to 3 when only one area is left', () => {
    const oneArea = [1, 2, 3, 4].map(() => activity({ category: 'focus' }));
    expect(suggest(child(), oneArea, history(), TODAY)).toHaveLength(3);
    const twoAreas = [...oneArea, activity({ category: 'math' }), activity({ category: 'math' })];
    const picked = suggest(child(), twoAreas, history(), TODAY);
    expect(picked).toHaveLength(4);
    expect(picked.filter((p) => oneArea.some((a) => a.id === p.id))).toHaveLength(2);
  });

  it('answers fewer than 3 only when fewer fit', () => {
    expect(suggest(child(), [activity(), activity({ minAge: 12 })], history(), TODAY)).toHaveLength(1);
    expect(suggest(child(), [], history(), TODAY)).toEqual([]);
  });

  it('puts one played today after one not played today', () => {
    const [a, b] = [activity({ category: 'math' }), activity({ category: 'focus' })];
    const h = history({ areasThisWeek: ['math', 'focus'], playedRecently: [a.id, b.id], playedToday: [a.id] });
    expect(suggest(child(), [a, b], h, TODAY).map((p) => p.id)).toEqual([b.id, a.id]);
  });

  const candidates = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      category: fc.constantFrom(...CATEGORIES),
      kind: fc.constantFrom(...GAME_KINDS),
      minAge: fc.integer({ min: 2, max: 8 }),
      maxAge: fc.integer({ min: 8, max: 17 }),
      forTea: fc.boolean(),
      forTdah: fc.boolean(),
      teaLevel: fc.option(fc.integer({ min: 1, max: 3 })),
      tdahLevel: fc.option(fc.integer({ min: 1, max: 3 })),
    }),
    { selector: (a) => a.id, maxLength: 40 },
  );
  const children = fc.record({
    id: fc.nat(),
    age: fc.option(fc.integer({ min: 0, max: 18 })),
    tea: fc.boolean(),
    tdah: fc.boolean(),
    teaLevel: fc.integer({ min: 1, max: 3 }),
    tdahLevel: fc.integer({ min: 1, max: 3 }),
  });
  const histories = fc.record({
    areasThisWeek: fc.uniqueArray(fc.constantFrom(...CATEGORIES)).map((a) => new Set(a)),
    playedToday: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 })).map((a) => new Set(a)),
    playedRecently: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 })).map((a) => new Set(a)),
    progressing: fc.uniqueArray(fc.constantFrom(...GAME_KINDS)).map((a) => new Set(a)),
  });

  it('answers 3 to 5 that fit (fewer only when fewer fit), at most 2 an area unless filling up to 3, no repeats', () => {
    fc.assert(
      fc.property(children, candidates, histories, (c, list, h) => {
        const picked = suggest(c, list, h, TODAY);
        const fit = list.filter((a) => fitsChild(c, a));
        expect(picked.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
        expect(picked.length).toBeGreaterThanOrEqual(Math.min(SUGGESTIONS_MIN, fit.length));
        expect(new Set(picked.map((p) => p.id)).size).toBe(picked.length);
        const byId = new Map(fit.map((a) => [a.id, a]));
        for (const p of picked) {
          expect(byId.has(p.id)).toBe(true);
          expect(SUGGESTION_REASONS).toContain(p.reason);
        }
        const areas = new Map<string, number>();
        for (const p of picked) areas.set(byId.get(p.id)!.category, (areas.get(byId.get(p.id)!.category) ?? 0) + 1);
        if (picked.length > SUGGESTIONS_MIN) {
          for (const n of areas.values()) expect(n).toBeLessThanOrEqual(SUGGESTIONS_PER_AREA);
        }
      }),
    );
  });

  it('is the same whatever the order of the catalogue, and best first', () => {
    fc.assert(
      fc.property(children, candidates, histories, (c, list, h) => {
        const picked = suggest(c, list, h, TODAY);
        expect(suggest(c, [...list].reverse(), h, TODAY)).toEqual(picked);
        const points = picked.map((p) =>
          suggestionPoints(
            list.find((a) => a.id === p.id)!,
            h,
          ),
        );
        expect(points).toEqual([...points].sort((a, b) => b - a));
      }),
    );
  });

  it('never leaves out a better activity of an area that still had room', () => {
    fc.assert(
      fc.property(children, candidates, histories, (c, list, h) => {
        const picked = suggest(c, list, h, TODAY);
        if (picked.length === 0) return;
        const ids = new Set(picked.map((p) => p.id));
        const byId = new Map(list.map((a) => [a.id, a]));
        const worst = Math.min(...picked.map((p) => suggestionPoints(byId.get(p.id)!, h)));
        const perArea = new Map<string, number>();
        for (const p of picked) perArea.set(byId.get(p.id)!.category, (perArea.get(byId.get(p.id)!.category) ?? 0) + 1);
        for (const a of list.filter((x) => fitsChild(c, x) && !ids.has(x.id))) {
          const room = (perArea.get(a.category) ?? 0) < SUGGESTIONS_PER_AREA && picked.length < SUGGESTIONS_MAX;
          if (room) expect(suggestionPoints(a, h)).toBeLessThanOrEqual(worst);
        }
      }),
    );
  });
});

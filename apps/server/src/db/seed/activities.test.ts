import { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';
import { BASIC_EMOTIONS, SELF_EMOTIONS } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import { LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';
import { ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';
import { ROUTINE_STEPS } from '@neurobridge/shared/content/types/sequence/keys';
import { SCENARIO_KEYS } from '@neurobridge/shared/content/types/social-scenario/keys';
import { SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { CONTENT_TYPES, type ActivityContent } from '@neurobridge/shared/content/schemas';
import { CATEGORIES } from '@neurobridge/shared/domain/categories';
import { isActivityUnlocked, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../schema/activities';
import { seedActivities } from './activities';
import { CATALOGUE } from './catalogue/index';
import { ACTIVITY_TYPES } from './catalogue/types';

type Row = typeof activities.$inferSelect;

/** The problems of one content's lists against the known keys (docs/product.md#known-keys); empty when valid. */
function contentProblems(content: ActivityContent): string[] {
  const problems: string[] = [];
  const list = (name: string, value: unknown, known: readonly unknown[], required = false) => {
    if (value === undefined) {
      if (required) problems.push(`${name}: missing`);
      return;
    }
    if (!Array.isArray(value) || value.length === 0) return void problems.push(`${name}: not a non-empty list`);
    if (new Set(value).size !== value.length) problems.push(`${name}: repeated entries`);
    for (const entry of value) if (!known.includes(entry)) problems.push(`${name}: unknown key ${String(entry)}`);
  };
  switch (content.type) {
    case 'emotion_recognition': {
      const self = content.difficulty === 'self_recognition';
      if (!self && content.difficulty !== 'basic') problems.push(`difficulty: ${String(content.difficulty)}`);
      list('emotions', content.emotions, self ? SELF_EMOTIONS : BASIC_EMOTIONS, true);
      break;
    }
    case 'symbol_communication':
      list('symbols', content.symbols, SYMBOL_KEYS, true);
      break;
    case 'sequence':
      if (content.routine_type === undefined) {
        list('steps', content.steps, ROUTINE_STEPS, true);
        // Steps keep the order of the day, so the expected order is never ambiguous.
        const positions = (content.steps ?? []).map((s) => ROUTINE_STEPS.indexOf(s as never));
        if (positions.some((p, i) => i > 0 && p < positions[i - 1]!)) problems.push('steps: out of order');
      } else if (content.steps !== undefined || content.show_times === undefined) {
        problems.push('scheduled routine: no steps, show_times set');
      }
      break;
    case 'visual_math': {
      const r = content.range;
      if (r === undefined && content.difficulty === undefined)
        problems.push('visual_math: neither range nor difficulty');
      if (r !== undefined) {
        const [min, max] = r as number[];
        const ok = r.length === 2 && r.every((n) => Number.isInteger(n));
        // Accepted only with min > 0, max > min, max <= 10; at least 4 values so 4 options make sense.
        if (!ok || !(min! > 0 && max! <= 10 && max! - min! >= 3)) problems.push(`range: ${JSON.stringify(r)}`);
      }
      break;
    }
    case 'color_sorting':
      list('colors', content.colors, COLOR_KEYS, true);
      break;
    case 'letter_matching':
      list('letters', content.letters, LETTER_KEYS, true);
      break;
    case 'social_scenario':
      list('scenarios', content.scenarios, SCENARIO_KEYS, true);
      break;
    case 'organization':
      list('categories', content.categories, ORGANIZATION_CATEGORIES, true);
      break;
    case 'focus_exercise':
    case 'time_management':
      if (content.task === undefined) problems.push('task: missing');
      break;
    case 'breathing_exercise':
      if (content.exercise === undefined) problems.push('exercise: missing');
      break;
    case 'story_sequence':
      if (content.story === undefined) problems.push('story: missing');
      break;
  }
  return problems;
}

const TIER_OF = (r: Row) => (!r.isPremium ? 'free' : `m${r.requiredSubscriptionMonths}`);

describe('seed catalogue (docs/product.md#catalogue-by-tier, #known-keys)', () => {
  let t: TestApp;
  let rows: Row[];
  beforeAll(async () => {
    t = await createTestApp();
    rows = await t.db.select().from(activities).orderBy(asc(activities.id));
  });
  afterAll(() => t.close());
  const total = async () => (await t.db.select({ n: count() }).from(activities))[0]!.n;

  it('seeds exactly 111 activities with unique, stable kebab-case keys and unique titles', () => {
    expect(CATALOGUE).toHaveLength(111);
    expect(rows).toHaveLength(111);
    const keys = rows.map((r) => r.seedKey);
    expect(new Set(keys).size).toBe(111);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(rows.map((r) => r.title)).size).toBe(111);
  });

  it('has the tiers 10 free, 37 at month 0, 22 at month 6, 42 at month 12 (10/47/69/111 unlocked)', () => {
    const tiers = rows.map(TIER_OF);
    const tally = (tier: string) => tiers.filter((x) => x === tier).length;
    expect([tally('free'), tally('m0'), tally('m6'), tally('m12')]).toEqual([10, 37, 22, 42]);
    const unlocked = (tier: ActivityTier) =>
      rows.filter((r) =>
        isActivityUnlocked(
          { is_premium: r.isPremium, required_subscription_months: r.requiredSubscriptionMonths },
          tier,
        ),
      ).length;
    expect(unlocked({ kind: 'free' })).toBe(10);
    expect([0, 5, 6, 11, 12, 30].map((months) => unlocked({ kind: 'months', months }))).toEqual([
      47, 47, 69, 69, 111, 111,
    ]);
    expect(unlocked({ kind: 'all' })).toBe(111);
  });

  it('makes the free tier a sample: at least 5 categories, the emotion game and several content types', () => {
    const free = rows.filter((r) => !r.isPremium);
    expect(new Set(free.map((r) => r.category)).size).toBeGreaterThanOrEqual(5);
    const types = free.map((r) => JSON.parse(r.content!).type);
    expect(types).toContain('emotion_recognition');
    expect(new Set(types).size).toBeGreaterThanOrEqual(6);
  });

  it('stores content every game can read: parses without fallback, known type, only known keys', () => {
    const used = new Set<string>();
    for (const row of rows) {
      const parsed = parseActivityContent(row.content, row.category);
      expect(parsed, row.seedKey!).toMatchObject({ kind: 'ok' });
      if (parsed.kind !== 'ok') continue;
      expect(parsed.fallback, row.seedKey!).toBeUndefined();
      expect(CONTENT_TYPES).toContain(parsed.content.type);
      // Nothing was stripped or dropped by the schema.
      expect(parsed.content, row.seedKey!).toEqual(JSON.parse(row.content!));
      expect(contentProblems(parsed.content), row.seedKey!).toEqual([]);
      used.add(parsed.content.type);
    }
    expect([...used].sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('the key checker rejects unknown or misplaced keys', () => {
    expect(contentProblems({ type: 'emotion_recognition', emotions: ['happy', 'calm'], difficulty: 'basic' })).toEqual([
      'emotions: unknown key calm',
    ]);
    expect(contentProblems({ type: 'sequence', steps: ['dormir', 'acordar'] })).toEqual(['steps: out of order']);
    expect(contentProblems({ type: 'symbol_communication', symbols: ['agua', 'pizza'] })).toHaveLength(1);
    expect(contentProblems({ type: 'visual_math', range: [0, 12] })).toHaveLength(1);
    expect(contentProblems({ type: 'organization', categories: [] })).toHaveLength(1);
  });

  it('uses all six categories, evenly, with sensible audience fields', () => {
    const perCategory = CATEGORIES.map((c) => rows.filter((r) => r.category === c).length);
    for (const n of perCategory) expect(n).toBeGreaterThanOrEqual(17);
    for (const n of perCategory) expect(n).toBeLessThanOrEqual(20);
    for (const r of rows) {
      const label = r.seedKey!;
      expect([1, 2, 3], label).toContain(r.difficultyLevel);
      expect(r.minAge, label).toBeGreaterThanOrEqual(3);
      expect(r.maxAge, label).toBeLessThanOrEqual(17);
      expect(r.minAge, label).toBeLessThan(r.maxAge);
      expect(r.forTea || r.forTdah, label).toBe(true);
      expect([null, 1, 2, 3], label).toContain(r.teaLevel);
      expect([null, 1, 2, 3], label).toContain(r.tdahLevel);
      if (!r.forTea) expect(r.teaLevel, label).toBeNull();
      if (!r.forTdah) expect(r.tdahLevel, label).toBeNull();
      expect(ACTIVITY_TYPES, label).toContain(r.activityType);
      if (r.estimatedDuration !== null) expect(r.estimatedDuration, label).toBeGreaterThanOrEqual(5);
      if (r.estimatedDuration !== null) expect(r.estimatedDuration, label).toBeLessThanOrEqual(60);
      expect(r.description.length, label).toBeGreaterThan(20);
      expect(r.learningObjectives?.length, label).toBeGreaterThan(10);
      expect(r.isActive, label).toBe(true);
      expect(r.adminEditedAt, label).toBeNull();
    }
    expect(rows.some((r) => !r.forTea)).toBe(true);
    expect(rows.some((r) => !r.forTdah)).toBe(true);
    expect(rows.some((r) => r.estimatedDuration === null)).toBe(true);
  });

  it('is idempotent: seeding again keeps 111 rows and leaves them untouched', async () => {
    await seedActivities(t.db);
    await seedActivities(t.db);
    const again = await t.db.select().from(activities).orderBy(asc(activities.id));
    expect(again).toHaveLength(111);
    expect(again).toEqual(rows);
  });

  it('restores a changed seeded row but never overwrites an admin-edited one', async () => {
    const [edited, drifted] = [rows[0]!, rows[1]!];
    const editedAt = new Date('2025-01-02T03:04:05Z');
    await t.db
      .update(activities)
      .set({ title: 'Título do admin', adminEditedAt: editedAt, isPremium: true })
      .where(eq(activities.id, edited.id));
    await t.db.update(activities).set({ title: 'Título antigo', content: null }).where(eq(activities.id, drifted.id));
    await seedActivities(t.db);
    const [e] = await t.db.select().from(activities).where(eq(activities.id, edited.id));
    const [d] = await t.db.select().from(activities).where(eq(activities.id, drifted.id));
    expect(e).toMatchObject({ title: 'Título do admin', isPremium: true, adminEditedAt: editedAt });
    expect(d).toMatchObject({ title: drifted.title, content: drifted.content, adminEditedAt: null });
    expect(d!.updatedAt.getTime()).toBeGreaterThan(drifted.updatedAt.getTime());
    expect(await total()).toBe(111);
  });

  it('inserts a catalogue activity missing from the table under its key', async () => {
    const gone = rows[2]!;
    await t.db.delete(activities).where(eq(activities.id, gone.id));
    await seedActivities(t.db);
    const [back] = await t.db.select().from(activities).where(eq(activities.seedKey, gone.seedKey!));
    expect(back).toMatchObject({ title: gone.title, content: gone.content, isPremium: gone.isPremium });
    expect(await total()).toBe(111);
  });
});

import { vi } from 'vitest';

export type Handler = (
  init: RequestInit | undefined,
  url: URL,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Stands in for the network in component tests: answers by "METHOD /path" and records calls.
 * Browser tests (e2e/) run against the real server.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; query?: string; body?: unknown; idempotencyKey?: string }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = new Headers(init?.headers).get('idempotency-key');
    calls.push({
      method,
      path: url.pathname,
      ...(url.search ? { query: url.search.slice(1) } : {}),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      ...(key ? { idempotencyKey: key } : {}),
    });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'not stubbed' }), { status: 404 });
    const { status = 200, body } = await handler(init, url);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const sampleUser = {
  id: 1,
  email: 'ana@example.com',
  full_name: 'Ana Souza',
  google_user_data: { picture: null, given_name: 'Ana', family_name: 'Souza' },
  created_at: '2026-11-01T12:00:00.000Z',
  last_login_date: '2026-11-22T12:00:00.000Z',
  role: 'parent' as 'parent' | 'professional' | null,
  is_professional: false,
};

export const sampleTrial = {
  id: 1,
  status: 'trial',
  plan_type: 'trial',
  trial_start_date: '2026-11-20T12:00:00.000Z',
  trial_end_date: '2026-11-27T12:00:00.000Z',
  subscription_start_date: null,
  subscription_end_date: null,
  amount_paid: null,
  payment_provider: null,
  payment_reference: null,
  auto_renew: false,
  cancelled_at: null,
  cancellation_reason: null,
  trial_days_left: 5,
  money_back_until: null,
  refund: null,
};

export function sampleChild(overrides: Record<string, unknown> = {}) {
  return {
    id: 10,
    name: 'Lia',
    birth_date: '2019-03-10',
    avatar_url: null,
    diagnosis_tea: 1,
    diagnosis_tdah: 0,
    tea_level: 2,
    tdah_level: 1,
    learning_preferences: 'Gosta de música',
    age_group: 'child',
    sensory_settings: {
      sound_effects: true,
      speech: true,
      voice_uri: null,
      speech_rate: 0.8,
      reduced_motion: 'system',
      calm_palette: false,
      large_text: false,
    },
    parent_user_id: 1,
    is_active: true,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const sampleStats = {
  totalChildren: 0,
  totalActivities: 10,
  completedThisWeek: 0,
  assignedProfessionals: 0,
  subscriptionStatus: 'trial',
};

/** What the dashboard loads, for a parent on a trial with no children. */
export const parentAreaStubs: Record<string, Handler> = {
  'GET /api/subscription': () => ({ body: sampleTrial }),
  'GET /api/children': () => ({ body: [] }),
  'GET /api/dashboard/stats': () => ({ body: sampleStats }),
  // The child page's sections on who sees the child (sampleChild is child 10).
  'GET /api/children/10/professionals': () => ({ body: { professionals: [], invitations: [] } }),
  'GET /api/children/10/sessions': () => ({ body: { sessions: [], next_cursor: null } }),
  // The child page's stars and the dashboard's reward requests (docs/product.md#stars-and-the-reward-shop).
  'GET /api/children/10/stars': () => ({ body: { balance: 0, weeks: [] } }),
  'GET /api/reward-requests': () => ({ body: { items: [] } }),
  // Both child pages' goals (docs/product.md#goals).
  'GET /api/children/10/goals': () => ({ body: { goals: [], active_count: 0 } }),
  // Both child pages' 'Programa em casa' and the professional's adherence (docs/product.md#home-programme).
  'GET /api/children/10/home-programme': () => ({ body: { assignments: [] } }),
  // Both child pages' 'Prancha' (docs/product.md#what-the-board-tells).
  'GET /api/children/10/boards/uses': () => ({ body: { days: [], top: [] } }),
  'GET /api/children/10/boards/settings': () => ({ body: { save_phrases: false } }),
  'GET /api/professional/adherence': () => ({ body: { children: [] } }),
};

export function sampleActivity(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: 'Como eles se sentem?',
    description: 'A criança lê pequenas situações e escolhe a emoção de quem aparece nelas.',
    content: JSON.stringify({
      type: 'emotion_recognition',
      emotions: ['happy', 'sad', 'angry', 'worried'],
      difficulty: 'basic',
    }),
    category: 'social_skills',
    difficulty_level: 1,
    for_tea: 1,
    for_tdah: 1,
    tea_level: null,
    tdah_level: null,
    min_age: 4,
    max_age: 10,
    activity_type: 'game',
    estimated_duration: 10,
    is_active: true,
    required_subscription_months: 0,
    unlock_description: null,
    learning_objectives: 'Reconhecer emoções básicas em situações do dia a dia.',
    is_premium: false,
    is_locked: false,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in parent who accepted the terms, on the parent area's usual answers, plus `overrides`. */
export function stubSignedInParent(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    ...overrides,
  });
}

/** A request that waits until `release()`: a button's lock can be seen while it runs. */
export function gated() {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release: () => release() };
}

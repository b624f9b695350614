import { chatApi } from '@neurobridge/shared/api/chat';
import { pathFor } from '@neurobridge/shared/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { chatMessages } from '../src/db/schema/chat';
import { users } from '../src/db/schema/users';
import { startFakeOpenAi, type FakeOpenAi } from '../src/integrations/openai/fake-openai';
import { createChildWorld } from './child-factories';
import { createTestApp, type TestApp } from './test-app';

/** The family's daily limit of provider answers in the chat tests. */
export const DAILY_CAP = 3;

export interface ChatApps {
  fake: FakeOpenAi;
  /** OPENAI_API_KEY set: the provider (the fake) answers. */
  t: TestApp;
  /** No key: the offline assistant answers. */
  off: TestApp;
}

/** Both apps on one fake provider for a test file; the fake is reset before each test. */
export function useChatApps(): ChatApps {
  const apps = {} as ChatApps;
  beforeAll(async () => {
    apps.fake = await startFakeOpenAi();
    const env = {
      OPENAI_BASE_URL: apps.fake.url,
      AI_DAILY_MESSAGES_PER_FAMILY: String(DAILY_CAP),
      AI_TIMEOUT_MS: '400',
    };
    [apps.t, apps.off] = await Promise.all([
      createTestApp({ ...env, OPENAI_API_KEY: 'sk-test-1234567890' }),
      createTestApp(env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([apps.t.close(), apps.off.close()]);
    await apps.fake.close();
  });
  beforeEach(() => apps.fake.reset());
  return apps;
}

/** A family with a child, whose surname and e-mail the prompt must not carry (only "Lia" and the age group). */
export async function chatWorld(app: TestApp) {
  const w = await createChildWorld(app);
  await app.db
    .update(users)
    .set({ fullName: 'Marta Quitéria', email: 'marta.quiteria@example.com' })
    .where(eq(users.id, w.owner.user.id));
  return w;
}

export const post = (app: TestApp, url: string, cookie: string | undefined, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
export const get = (app: TestApp, url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

export async function childSession(app: TestApp, childId: number, cookie: string): Promise<string> {
  const res = await post(app, pathFor(chatApi.childSession, { id: childId }), cookie);
  expect(res.statusCode).toBe(201);
  return res.json<{ session_id: string }>().session_id;
}

export async function messageCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(chatMessages);
  return row!.n;
}

/** The events of a text/event-stream body, in order. */
export function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)![1]!;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as Record<string, unknown>;
      return { event, data };
    });
}

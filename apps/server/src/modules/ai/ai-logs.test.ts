import { chatApi } from '@neurobridge/shared/api/chat';
import { pathFor } from '@neurobridge/shared/api/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/openai/fake-openai';

/** The key never reaches the logs (docs/product.md#ai-assistant), even when the provider quotes it. */
const KEY = 'sk-secret-never-logged-7777';
let fake: FakeOpenAi;
let t: TestApp;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ LOG_LEVEL: 'trace', OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url }, { logStream: sink });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a provider refusing the key', () => {
  it('answers offline and logs the failure without the key or the question', async () => {
    fake.mode = 'bad-key';
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { name: 'Joaquina' });
    const session = await t.app.inject({
      method: 'POST',
      url: pathFor(chatApi.childSession, { id: child.id }),
      headers: { cookie },
    });
    const payload = {
      message: 'pergunta muito particular',
      child_id: child.id,
      session_id: session.json<{ session_id: string }>().session_id,
    };
    for (const url of [chatApi.chat.path, chatApi.chatStream.path]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(res.statusCode).toBe(200);
    }
    expect(fake.requests.some((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
    const log = lines.join('');
    expect(log).toContain('AI provider failed; the offline assistant answered');
    expect(log).not.toContain('never-logged');
    expect(log).not.toContain('pergunta muito particular');
  });
});

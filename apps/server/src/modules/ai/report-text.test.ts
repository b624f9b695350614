import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/openai/fake-openai';
import { childWithHistory } from '../reports/report-testing';
import { createAdminToken } from '../../../test/factories';
import { REPORT_PROMPT } from './report-writer';

const RULE_TEXT = 'Lúcia concluiu 5 de 6 atividades registradas';
let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ OPENAI_API_KEY: 'sk-report-0000', OPENAI_BASE_URL: fake.url, AI_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function reportText(): Promise<string> {
  const { child, cookie } = await childWithHistory(t);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/children/${child.id}/progress-report`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ reportText: string }>().reportText;
}

/** Through the admin screen's route, so this server reads the settings again at once. */
async function setSettings(values: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/app-settings',
    headers: { cookie: `nb_admin=${await createAdminToken(t)}` },
    payload: { max_children_per_user: '5', terms_version: '1.0', ...values },
  });
  expect(res.statusCode).toBe(200);
}

describe("the progress report's text by the AI (docs/product.md#ai-assistant)", () => {
  it('is written by the AI from the aggregates only, never the name', async () => {
    fake.reply = 'Ótimo progresso em foco e atenção. Veja mais em https://site.com agora.';
    const text = await reportText();
    expect(text).toBe('Ótimo progresso em foco e atenção. Veja mais em agora.');
    const [request] = fake.chatRequests();
    expect(request!.body.messages).toEqual([
      { role: 'system', content: REPORT_PROMPT },
      { role: 'user', content: expect.stringContaining('"completedActivities":5') },
    ]);
    expect(JSON.stringify(request!.body)).not.toMatch(/Lúcia|Araújo/);
  });

  it('keeps the rule-based text when the provider fails', async () => {
    fake.mode = 'error';
    expect(await reportText()).toContain(RULE_TEXT);
  });

  it('keeps the rule-based text when report generation or the AI chat is off', async () => {
    for (const off of [{ report_generation_enabled: 'false' }, { ai_chat_enabled: 'false' }]) {
      await setSettings({ ai_chat_enabled: 'true', report_generation_enabled: 'true', ...off });
      expect(await reportText()).toContain(RULE_TEXT);
    }
    expect(fake.chatRequests()).toEqual([]);
    await setSettings({ ai_chat_enabled: 'true', report_generation_enabled: 'true' });
  });
});

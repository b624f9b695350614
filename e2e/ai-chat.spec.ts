import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import {
  acceptTerms,
  expectNoSeriousA11yViolations,
  newFamilyWithChild,
  signIn,
  startTrial,
  uniqueEmail,
} from './support/session';

// The journeys of the AI assistant (docs/product.md#ai-chat, docs/product.md#admin-ai-bot). The
// server runs with OPENAI_BASE_URL pointing at a local fake provider and no key
// (e2e/support/start-server.mjs): the offline assistant answers until the admin saves a key.
const PROMPT = 'Quais são as cores do arco-íris?';
const RESPONSE = 'Vermelho, laranja, amarelo, verde, azul, anil e violeta! 🌈';
// FAKE_OPENAI_DEFAULT_REPLY of apps/server/src/integrations/openai/fake-openai.ts.
const FAKE_REPLY = 'Olá! Eu sou o assistente de teste. Vamos aprender juntos? 😊';

test.describe.configure({ mode: 'serial' });

// Whatever happens, the next journeys find the chat on, no key and no item of these.
test.afterAll(async () => {
  await sql(`update app_settings set value = 'true' where key = 'ai_chat_enabled'`);
  await sql('delete from ai_settings');
  await sql('delete from ai_training_items where prompt = $1', [PROMPT]);
});

async function openAiScreen(admin: Page) {
  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: /Assistente de IA/ }).click();
  await admin.waitForURL(/\/admin\/ai-bot$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Assistente de IA' })).toBeVisible();
}

/** Opens the widget and sends `text` with Enter; answers the conversation list. */
async function ask(page: Page, text: string) {
  await page.getByRole('button', { name: /Abrir o assistente/ }).click();
  const input = page.getByRole('textbox', { name: 'Sua mensagem' });
  await input.fill(text);
  await input.press('Enter');
  return page.getByRole('list', { name: 'Conversa com o assistente' });
}

test('without a key, the offline assistant answers a parent from an item the admin just added', async ({
  browser,
  page: admin,
}) => {
  await openAiScreen(admin);
  const training = admin.getByRole('tabpanel', { name: 'Dados de treino' });
  await training.getByLabel('Pergunta').fill(PROMPT);
  await training.getByLabel('Resposta').fill(RESPONSE);
  await training.getByLabel('Categoria').selectOption({ label: 'Educacional' });
  await training.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(admin.getByText('Item de treinamento adicionado com sucesso!')).toBeVisible();
  await expect(training.getByRole('listitem').first()).toContainText(PROMPT);
  await expect(training.getByLabel('Categoria')).toHaveValue('greeting');
  await expectNoSeriousA11yViolations(admin);

  const context = await browser.newContext();
  const parent = await context.newPage();
  await signIn(parent, uniqueEmail('familia.chat'), 'Rita Lopes');
  await acceptTerms(parent);
  await startTrial(parent);
  const log = await ask(parent, 'quais as cores do arco iris');
  await expect(log.getByText(RESPONSE)).toBeVisible();
  await expect(
    parent.getByRole('region', { name: 'Assistente NeuroBridge' }).getByText('Assistente offline').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(parent);
  await context.close();
});

test('with a key saved on /admin/ai-bot, a parent on the child page sees the streamed AI answer, also after a reload', async ({
  browser,
  page: admin,
}) => {
  await openAiScreen(admin);
  await admin.getByRole('tab', { name: 'Configurações' }).click();
  const settings = admin.getByRole('tabpanel', { name: 'Configurações' });
  await expect(
    settings.getByText('Sem chave da API: o assistente offline responde com os dados de treino.'),
  ).toBeVisible();
  await settings.getByLabel('Chave da API', { exact: true }).fill('sk-e2e-fake-key-1234');
  await expect(settings.getByRole('slider')).toBeDisabled();
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(admin.getByText('Configurações da IA salvas com sucesso!')).toBeVisible();
  await expect(settings.getByText('A IA está respondendo às famílias.')).toBeVisible();
  // The stored key comes back masked, never in clear.
  await expect(settings.getByLabel('Chave da API', { exact: true })).not.toHaveValue('sk-e2e-fake-key-1234');

  const context = await browser.newContext();
  const parent = await context.newPage();
  await newFamilyWithChild(parent, { prefix: 'familia.chat.ia', parent: 'Caio Reis', child: 'Nina' });
  await parent.getByRole('link', { name: 'Ver Perfil Completo' }).click();
  await parent.waitForURL(/\/child\/\d+$/);
  const streamed = parent.waitForResponse((r) => r.url().endsWith('/api/ai/chat/stream'));
  const log = await ask(parent, 'Oi! Vamos aprender?');
  const answer = await streamed;
  expect(answer.headers()['content-type']).toContain('text/event-stream');
  await expect(log.getByText(FAKE_REPLY)).toBeVisible();
  const widget = parent.getByRole('region', { name: 'Assistente de Nina' });
  await expect(widget.getByText('Assistente com inteligência artificial')).toBeVisible();

  await parent.reload();
  await parent.getByRole('button', { name: /Abrir o assistente/ }).click();
  const restored = parent.getByRole('list', { name: 'Conversa com o assistente' });
  await expect(restored.getByText('Oi! Vamos aprender?')).toBeVisible();
  await expect(restored.getByText(FAKE_REPLY)).toBeVisible();
  await context.close();
});

test('the admin turns the AI chat off and the widget disappears', async ({ browser, page: admin }) => {
  const context = await browser.newContext();
  const parent = await context.newPage();
  await signIn(parent, uniqueEmail('familia.chat.off'), 'Lu Prado');
  await acceptTerms(parent);
  await startTrial(parent);
  await expect(parent.getByRole('button', { name: /Abrir o assistente/ })).toBeVisible();

  await signInAsAdmin(admin);
  await admin.goto('/admin/app-settings');
  const chat = admin.getByRole('switch', { name: 'Chat com IA' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-checked', 'false');
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Configurações salvas com sucesso!').first()).toBeVisible();

  // The widget asks whether the chat is on; once the answer says no, it never shows.
  const off = parent.waitForResponse((r) => r.url().endsWith('/api/ai/settings'));
  await parent.reload();
  expect(await (await off).json()).toMatchObject({ enabled: false });
  await expect(parent.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(parent.getByRole('button', { name: /Abrir o assistente/ })).toBeHidden();

  // And back on, through the screen (it also drops the server's settings cache).
  await chat.click();
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(chat).toHaveAttribute('aria-checked', 'true');
  await parent.reload();
  await expect(parent.getByRole('button', { name: /Abrir o assistente/ })).toBeVisible();
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { catalogue, childIdOf } from './support/games';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

// docs/product.md#stars-and-the-reward-shop: the parent fills the shop, the child asks in child mode,
// the parent approves from the dashboard, and the stars are spent once however often it is clicked.
const REWARD = 'Escolher a música do carro';

/** A finished result at 100 % for the child, saved as the player saves it: worth 3 stars. */
async function saveResult(page: Page, childId: number, activityId: number) {
  const res = await page.request.post(`/api/children/${childId}/progress`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { activity_id: activityId, status: 'completed', score: 100, seconds_spent: 60 },
  });
  expect(res.status()).toBe(201);
}

async function balanceOf(page: Page, childId: number): Promise<number> {
  const res = await page.request.get(`/api/children/${childId}/stars`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

test('the parent adds a reward, the child asks for it twice from child mode, the parent approves twice: the stars are spent once', async ({
  page,
}) => {
  await newFamilyWithChild(page, { prefix: 'loja', parent: 'Clara Dias', child: 'Bia' });
  const childId = await childIdOf(page, 'Bia');

  // The parent's shop, from the child page: empty at first.
  await page.getByTestId('child-card').getByRole('link', { name: 'Ver Perfil Completo' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  await page.getByRole('link', { name: 'Loja de recompensas' }).click();
  await page.waitForURL(`/child/${childId}/recompensas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja de recompensas de Bia' })).toBeVisible();
  await expect(page.getByText('A loja ainda está vazia.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('shop-balance')).toHaveText('0 estrelas');

  // 'Adicionar recompensa': a name, a picture, a price of 3 and a size.
  await page.getByRole('button', { name: 'Adicionar recompensa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar recompensa' });
  await dialog.getByLabel('Nome').fill(REWARD);
  await dialog.getByText('Música', { exact: true }).click();
  await dialog.getByLabel('Preço (estrelas)').fill('3');
  await dialog.getByLabel('Tamanho').selectOption('pequena');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${REWARD}” adicionada à loja.`)).toBeVisible();
  const rewards = page.getByRole('region', { name: 'Recompensas' }).getByRole('listitem');
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first()).toContainText('3 ⭐');
  await expectNoSeriousA11yViolations(page);

  // The child earns 6 stars: two activities finished at 100 %.
  const activity = (await catalogue(page)).find((a) => !a.is_locked)!;
  await saveResult(page, childId, activity.id);
  await saveResult(page, childId, activity.id);
  expect(await balanceOf(page, childId)).toBe(6);

  // Child mode on 'Meu dia', then 'Minha loja'.
  await page.goto(`/child/${childId}/meu-dia`);
  await page.getByRole('button', { name: 'Abrir o Meu dia no modo criança' }).click();
  const layer = page.getByRole('region', { name: 'Modo criança' });
  await expect(layer).toBeVisible();
  await layer.getByRole('link', { name: 'Minha loja' }).click();
  await page.waitForURL(`/child/${childId}/loja`);
  await expect(layer.getByRole('heading', { level: 1, name: 'Minha loja' })).toBeVisible();
  await expect(layer.getByText('Você tem 6 ⭐')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  const ask = layer.getByRole('button', { name: `Pedir ${REWARD}` });
  // A child's target: 64 px at least.
  expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(64);
  await expectNoSeriousA11yViolations(page);

  // Two quick taps ask once.
  await ask.dblclick();
  const card = layer.getByRole('listitem').filter({ hasText: REWARD });
  await expect(card).toContainText('Pedido enviado! Um adulto vai responder.');
  await expect(ask).toHaveCount(0);
  const asked = await page.request.get('/api/reward-requests');
  expect(((await asked.json()) as { items: unknown[] }).items).toHaveLength(1);
  expect(await sql('select count(*)::int as n from reward_requests where child_id = $1', [childId])).toEqual([
    { n: 1 },
  ]);
  // A reload keeps the child in the shop, the request still sent.
  await page.reload();
  await expect(card).toContainText('Pedido enviado! Um adulto vai responder.');

  // The grown-up's exit (a 3 s hold) leads to the parent's shop for the child, with the request.
  await layer.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' }).hover();
  await page.mouse.down();
  await expect(layer).toBeHidden({ timeout: 5_000 });
  await page.mouse.up();
  await page.waitForURL(`/child/${childId}/recompensas`);
  await expect(page.getByRole('region', { name: 'Pedidos esperando resposta' })).toContainText(REWARD);

  // The dashboard shows it; 'Aprovar' clicked twice spends once.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Pedidos de recompensa' });
  await expect(panel).toContainText('Bia pediu');
  await expect(panel).toContainText(REWARD);
  await expect(panel).toContainText('Saldo: 6 ⭐');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Aprovar' }).dblclick();
  await expect(page.getByText(`“${REWARD}” aprovada. Bia agora tem 3 estrelas.`)).toBeVisible();
  await expect(panel).toBeHidden();
  expect(await balanceOf(page, childId)).toBe(3);
  expect(await sql('select count(*)::int as n from star_ledger where child_id = $1 and delta < 0', [childId])).toEqual([
    { n: 1 },
  ]);

  // The child page shows the balance and the week's stars and reward.
  await page.goto(`/child/${childId}`);
  const stars = page.getByRole('region', { name: 'Estrelas e recompensas' });
  await expect(stars.getByTestId('stars-balance')).toHaveText('3 estrelas');
  const week = stars.getByRole('table', { name: 'Últimas semanas' }).getByRole('row').nth(1);
  await expect(week).toContainText(/Semana de \d{2}\/\d{2}\s*6\s*1/);
});

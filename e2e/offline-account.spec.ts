import { expect, test } from '@playwright/test';
import { catalogue, childIdOf } from './support/games';
import {
  KEPT_ON_DEVICE,
  THIRSTY,
  cachedUrls,
  deviceText,
  playThirsty,
  progressRows,
  queuedOnDevice,
  refusalsOnDevice,
  waitForWorker,
  waitUntilKept,
} from './support/offline';
import {
  acceptTerms,
  addChild,
  expectNoSeriousA11yViolations,
  newFamilyWithChild,
  signIn,
  startTrial,
  uniqueEmail,
} from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#offline-play: what the parent is told of the results kept on the device, whose
// data the device keeps, and the screens that need the server.
test.use({ serviceWorkers: 'allow' });

test('a result the server refuses is shown once: after "Entendi" and a reload it is gone, and the queue is empty', async ({
  page,
  context,
}) => {
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'offline.recusa', parent: 'Rita Alves', child: 'Gabi' });
  const childId = await childIdOf(page, 'Gabi');
  const thirsty = (await catalogue(page)).find((a) => a.title === THIRSTY)!;
  await page.goto(`/activity/${thirsty.id}?child=${childId}`);
  await expect(page.getByRole('heading', { name: THIRSTY })).toBeVisible();
  // The game's code comes from the worker's precache once the connection is gone.
  await waitForWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  await playThirsty(page);
  await expect(page.getByTestId('completion-card').getByText(KEPT_ON_DEVICE)).toBeVisible({ timeout: 10_000 });
  expect(await queuedOnDevice(page)).toHaveLength(1);
  // The card is left (an open card would show the refusal itself, in place of the notice).
  await page.getByTestId('completion-card').getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: 'Começar', exact: true })).toBeVisible();
  // Meanwhile the child is removed (from another device): the server will refuse the result.
  expect((await page.request.delete(`/api/children/${childId}`)).status()).toBe(200);

  await context.setOffline(false);
  const notice = page.getByRole('dialog', { name: 'Resultado não registrado' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(`Não foi possível registrar “${THIRSTY}” de`);
  await expect(notice).toContainText('Criança não encontrada.');
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Entendi' }).click();
  await expect(notice).toBeHidden();
  await expect.poll(() => refusalsOnDevice(page)).toEqual([]);
  expect(await queuedOnDevice(page)).toEqual([]);
  expect(await progressRows(childId)).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Adicionar criança' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('another account on the same browser: family A sends its results through the sign-out question, and family B, offline, finds nothing of A on the device', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await mockSpeech(page);
  const emailA = await newFamilyWithChild(page, { prefix: 'offline.familia-a', parent: 'Ana Prado', child: 'Zeca' });
  const childA = await childIdOf(page, 'Zeca');
  const thirsty = (await catalogue(page)).find((a) => a.title === THIRSTY)!;
  await page.goto(`/activity/${thirsty.id}?child=${childA}`);
  await expect(page.getByRole('heading', { name: THIRSTY })).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  for (const start of ['Começar', 'Jogar de novo']) {
    await page.getByRole('button', { name: start, exact: true }).click();
    await playThirsty(page);
    await expect(page.getByTestId('completion-card').getByText(KEPT_ON_DEVICE)).toBeVisible({ timeout: 10_000 });
  }

  // Signing out with two results on the device asks; sending them offline fails and says why.
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Há 2 resultados não enviados' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Sem conexão — tente de novo quando voltar a internet.');
  await context.setOffline(false);
  await ask.getByRole('button', { name: 'Enviar agora' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await progressRows(childA)).map((row) => row.activity_title)).toEqual([THIRSTY, THIRSTY]);
  expect(await queuedOnDevice(page)).toEqual([]);

  // Family B on the same browser, then offline.
  await signIn(page, uniqueEmail('offline.familia-b'), 'Bruno Dias');
  await acceptTerms(page);
  await startTrial(page);
  await addChild(page, 'Yara');
  await waitForWorker(page);
  await waitUntilKept(page, ['Yara']);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Yara', exact: true })).toBeVisible();
  await expect(page.getByText('Zeca')).toHaveCount(0);

  const kept = await deviceText(page);
  expect(kept).toContain('Yara');
  for (const ofA of ['Zeca', 'Ana Prado', emailA]) expect(kept, ofA).not.toContain(ofA);
  // The worker's caches hold the app's files only, never an account's answers.
  expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
});

test('offline, a screen that needs the server says so instead of loading forever; the offline dashboard passes axe', async ({
  page,
  context,
}) => {
  await newFamilyWithChild(page, { prefix: 'offline.servidor', parent: 'Paula Reis', child: 'Íris' });
  await waitForWorker(page);
  await waitUntilKept(page, ['Íris']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Íris', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const path of ['/subscription', '/minha-conta']) {
    await page.goto(path);
    await expect(page.getByText('Sem conexão — disponível quando voltar a internet')).toBeVisible();
    await expect(page.getByText('Carregando...').filter({ visible: true })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Íris', exact: true })).toBeVisible();
});

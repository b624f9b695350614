import { expect, test, type Page } from '@playwright/test';
import { childIdOf } from './support/games';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#child-mode and #leaving-a-game. 'Estou com sede' is free: one tap on 'Água'
// answers it, reported 3 s later with 100 %.
const TITLE = 'Estou com sede';
const PROMPT = 'Você está com sede. Mostre o que você quer.';

/** From the child's card, through the library, to the activity's detail page. */
async function openDetail(page: Page) {
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await page.getByLabel('Categoria').selectOption('communication');
  await page
    .getByTestId('activity-card')
    .filter({ hasText: TITLE })
    .getByRole('link', { name: /Iniciar Atividade/ })
    .click();
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
}

async function startChildMode(page: Page) {
  await page.getByRole('button', { name: 'Jogar no modo criança' }).click();
  const layer = page.getByRole('region', { name: 'Modo criança' });
  await expect(layer).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeVisible();
  return layer;
}

/** Reloads and answers the browser's own 'leave site?' prompt (beforeunload). */
async function reloadAnswering(page: Page, answer: 'accept' | 'dismiss') {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  await page.evaluate(() => window.location.reload());
}

const exitButton = (page: Page) => page.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' }).first();

test('child mode: full screen without a way out, Back and reload ask, a reload or an edited URL stays in it, a 3 s grown-up hold leaves, progress saved', async ({
  page,
}) => {
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'modo-crianca', parent: 'Rui Paz', child: 'Caio' });
  const childId = await childIdOf(page, 'Caio');
  await openDetail(page);
  await expect(page.getByText('Tela cheia, sem menus nem saídas.', { exact: false })).toBeVisible();
  const layer = await startChildMode(page);

  // The top bar, the footer and every link are gone; the layer covers the viewport.
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  const box = (await layer.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height]);
  await expectNoSeriousA11yViolations(page);
  // The browser's full screen was asked with the click; leaving it (Esc) keeps the layer.
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expect(layer).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);

  // A short press does not leave: it says, gently, how to.
  await exitButton(page).click();
  await expect(page.getByText('Soltou antes da hora. Para sair, segure por 3 segundos.')).toBeVisible();
  await expect(layer).toBeVisible();

  // Back asks; in child mode its way out is the hold too; 'Continuar jogando' keeps the game.
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Sair da atividade?' });
  await expect(ask).toContainText('O jogo em andamento será perdido.');
  await expect(ask.getByRole('button', { name: 'Sair', exact: true })).toHaveCount(0);
  await expect(ask.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' })).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar jogando' }).click();
  await expect(ask).toBeHidden();
  await expect(layer).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeVisible();

  // A reload asks (the browser's own prompt); staying keeps the game.
  await reloadAnswering(page, 'dismiss');
  await expect(layer).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeVisible();

  // A real 3 s hold with the mouse, counted aloud, returns to the normal player with the same game.
  const exit = exitButton(page);
  await exit.hover();
  await page.mouse.down();
  const heldAt = Date.now();
  await expect(page.getByText('Continue segurando: 2')).toBeAttached();
  await expect(layer).toBeHidden({ timeout: 5_000 });
  await page.mouse.up();
  expect(Date.now() - heldAt).toBeGreaterThanOrEqual(2_900);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  // In the normal player, Back still asks, and 'Sair' goes where Back meant: the library.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);

  // Child mode again: accepting the reload prompt (a child's pull-to-refresh) loses the game, not
  // child mode: the device keeps it, and a fresh game starts on the layer.
  await page
    .getByTestId('activity-card')
    .filter({ hasText: TITLE })
    .getByRole('link', { name: /Iniciar Atividade/ })
    .click();
  await startChildMode(page);
  const activityUrl = page.url();
  await reloadAnswering(page, 'accept');
  await expect(page.getByRole('region', { name: 'Modo criança' })).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);

  // An edited URL (the parent's dashboard) returns to the child's activity, still in child mode.
  await page.goto('/dashboard');
  await page.waitForURL(activityUrl);
  await expect(page.getByRole('region', { name: 'Modo criança' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);

  // Played to the end in child mode: saved; the card offers only 'Jogar de novo'.
  await expect(page.getByText(PROMPT)).toBeVisible();
  await page.getByRole('button', { name: 'Água' }).click();
  const card = page.getByTestId('completion-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Progresso salvo.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Jogar de novo']);
  await expect(page.getByRole('link')).toHaveCount(0);

  // The grown-up's hold with the keyboard (Enter held 3 s) closes the player: the detail page.
  await exitButton(page).focus();
  await page.keyboard.down('Enter');
  await expect(page.getByRole('button', { name: 'Começar', exact: true })).toBeVisible({ timeout: 5_000 });
  await page.keyboard.up('Enter');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

  await page.goto(`/child/${childId}`);
  const first = page.getByTestId('recent-progress').getByRole('listitem').first();
  await expect(first).toContainText(TITLE);
  await expect(first).toContainText('100%');
});

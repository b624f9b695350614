import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openActivityForChild } from './support/activity';
import { newFamilyWithChild } from './support/session';

/*
 * Games that adapt (docs/product.md#game-levels): two results in a row at 80 % or more take the
 * memory game from 8 pairs (level 2) to 12 (level 3); a level the parent pins stays, whatever the
 * results; the child page shows the levels and the climb.
 */

/**
 * Plays the memory game on screen without a mismatch (100 %): the pictures are read during the
 * preview, on the page's clock paused, then every pair is turned. Ends on the saved card.
 */
async function playMemory(page: Page, pairs: number) {
  const board = page.getByRole('group', { name: 'Cartas da memória' });
  const cards = board.getByRole('button');
  await expect(cards).toHaveCount(pairs * 2);
  await expect(cards.first()).not.toHaveAccessibleName('Carta virada');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  expect(names.every((n) => n !== 'Carta virada')).toBe(true);
  // The preview lasts 2 s at levels 2 and 3; then every card turns face down.
  await page.clock.runFor(2_000);
  await expect(board.getByRole('button', { name: 'Carta virada' })).toHaveCount(pairs * 2);
  await page.clock.resume();

  const where = new Map<string, number[]>();
  names.forEach((name, i) => where.set(name, [...(where.get(name) ?? []), i]));
  expect(where.size).toBe(pairs);
  for (const [name, [a, b]] of where) {
    await cards.nth(a!).click();
    await cards.nth(b!).click();
    await expect(cards.nth(a!)).toHaveAccessibleName(`${name}, par encontrado`);
  }
  const card = page.getByTestId('completion-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Pontuação: 100%')).toBeVisible();
  await expect(card.getByText('Progresso salvo.')).toBeVisible();
  return card;
}

async function expectNoSeriousViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('memory climbs from 8 to 12 pairs after two good games; a pinned level stays; the child page shows both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await newFamilyWithChild(page, { prefix: 'niveis', parent: 'Rita Alves', child: 'Davi' });
  await openActivityForChild(page, 'focus', 'Jogo da memória');
  const activityUrl = page.url();

  // Level 2, the start: 8 pairs. A result of 100 % earns 3 stars.
  let card = await playMemory(page, 8);
  await expect(card.getByText('Você ganhou 3 estrelas!')).toBeVisible();
  await expect(card.getByText(/Você subiu/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Jogar de novo' }).click();

  // The second result in a row at 80 % or more: the server moves memory to level 3, and the card says so.
  card = await playMemory(page, 8);
  await expect(card.getByText('Você subiu para o nível 3!')).toBeVisible();
  await card.getByRole('button', { name: 'Jogar de novo' }).click();

  // The third game deals 12 pairs.
  card = await playMemory(page, 12);
  await card.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);

  // The child page: memory at level 3 among the levels, and the climb in the recent results.
  const section = page.getByTestId('levels-section');
  await expect(section.getByRole('heading', { name: 'Níveis nos jogos' })).toBeVisible();
  const memory = section.getByRole('listitem').filter({ hasText: 'Memória' });
  await expect(memory).toContainText('Nível 3');
  await expect(memory.getByText('Nível fixado')).toHaveCount(0);
  const results = page.getByTestId('recent-progress').getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.nth(0)).toContainText('Nível 3');
  await expect(results.nth(1)).toContainText('Subiu para o nível 3');
  await expect(results.nth(2)).toContainText('Nível 2');
  await expectNoSeriousViolationsIn(page, '[data-testid="levels-section"]');

  // The parent keeps memory at level 2.
  await memory.getByRole('button', { name: 'Manter Memória no nível 2' }).click();
  await expect(page.getByText('Nível de Memória fixado em 2.')).toBeVisible();
  await expect(memory).toContainText('Nível 2');
  await expect(memory.getByText('Nível fixado')).toBeVisible();
  await expect(memory.getByRole('button', { name: 'Manter Memória no nível 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Two more games at 100 %: the level stays pinned, so the next still deals 8 pairs.
  await page.goto(activityUrl);
  await page.getByRole('button', { name: 'Começar' }).click();
  card = await playMemory(page, 8);
  await card.getByRole('button', { name: 'Jogar de novo' }).click();
  card = await playMemory(page, 8);
  await expect(card.getByText(/Você subiu/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Jogar de novo' }).click();
  card = await playMemory(page, 8);
  await card.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);

  await expect(memory).toContainText('Nível 2');
  await expect(memory.getByText('Nível fixado')).toBeVisible();
  await expect(results.nth(0)).toContainText('Nível 2');
  await expect(results.nth(0)).not.toContainText('Subiu');
  await expectNoSeriousViolationsIn(page, '[data-testid="levels-section"]');
});

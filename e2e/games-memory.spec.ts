import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('memory: the 2 s preview, one mismatch, then every pair → 100% saved', async ({ page }) => {
  // The preview and the turn-backs run on the page's clock: paused, the pictures can be read calmly.
  await page.clock.install();
  await newFamilyWithChild(page, { prefix: 'memoria', parent: 'Lia Souza', child: 'Theo' });
  // 'Jogo da memória' is free.
  await openActivityForChild(page, 'focus', 'Jogo da memória');

  const board = page.getByRole('group', { name: 'Cartas da memória' });
  const cards = board.getByRole('button');
  await expect(cards).toHaveCount(16);
  await expect(cards.first()).not.toHaveAccessibleName('Carta virada');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  await expect(page.getByText('Olhe bem onde está cada figura!')).toBeVisible();
  // What the child sees during the preview: each card's picture, by its name.
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  expect(names.every((n) => n !== 'Carta virada')).toBe(true);

  // After 2 s every card turns face down.
  await page.clock.runFor(2_000);
  await expect(page.getByText('Toque em duas cartas para achar os pares.')).toBeVisible();
  await expect(board.getByRole('button', { name: 'Carta virada' })).toHaveCount(16);

  const pairs = new Map<string, number[]>();
  names.forEach((name, i) => pairs.set(name, [...(pairs.get(name) ?? []), i]));
  expect([...pairs.values()].every((p) => p.length === 2)).toBe(true);
  const [[first], [other]] = [...pairs.values()] as [number[], number[]];

  // One mismatch: both stay up for 1 s, then turn back (within the 6 free mismatches: still 100).
  await cards.nth(first!).click();
  await cards.nth(other!).click();
  await expect(page.getByText('Não é par. Tente lembrar!')).toBeVisible();
  await expect(cards.nth(other!)).toHaveAccessibleName(names[other!]!);
  await page.clock.runFor(1_000);
  await expect(cards.nth(other!)).toHaveAccessibleName('Carta virada');
  // From here time runs again (nothing else waits on it until the end).
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);

  let found = 0;
  for (const [name, [a, b]] of pairs) {
    if (found === 1) {
      // By keyboard: the cards are real buttons.
      await cards.nth(a!).focus();
      await page.keyboard.press('Enter');
      await cards.nth(b!).focus();
      await page.keyboard.press('Space');
    } else {
      await cards.nth(a!).click();
      await cards.nth(b!).click();
    }
    found += 1;
    await expect(cards.nth(a!)).toHaveAccessibleName(`${name}, par encontrado`);
    await expect(page.getByText(`${found} de 8 pares encontrados`)).toBeVisible();
  }
  await expect(page.getByText('Achou um par! Você achou todos os pares!')).toBeVisible();

  // Completion is reported 1 s after the last pair.
  await expectSavedFirst(page, 'Jogo da memória', '100%');
});

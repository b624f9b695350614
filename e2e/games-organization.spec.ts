import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/** What a grown-up knows: which box each toy of the default four categories goes in. */
const BOXES: Record<string, string[]> = {
  'Caixa Carros': ['carro', 'viatura', 'caminhao_bombeiros', 'onibus', 'taxi', 'carro_corrida'],
  'Caixa Bonecas': ['princesa', 'fada', 'bebe', 'sereia', 'heroina', 'bailarina'],
  'Caixa Livros': ['livro_aberto', 'livro_vermelho', 'livro_azul', 'livro_verde', 'livro_laranja', 'pilha_livros'],
  'Caixa Jogos': ['dado', 'quebra_cabeca', 'ioio', 'videogame', 'cartas', 'bola'],
};
const boxOf = (item: string) => Object.keys(BOXES).find((box) => BOXES[box]!.includes(item))!;

test('organization: one toy in a wrong box, then every toy in its box → 88% saved', async ({ page }) => {
  const email = await newFamilyWithChild(page, { prefix: 'arrumar', parent: 'Eva Prado', child: 'Nico' });
  await grantFullAccess(email);
  await page.reload();
  // 'Arrumando os brinquedos': cars, dolls, books and games, 2 toys of each.
  await openActivityForChild(page, 'routine', 'Arrumando os brinquedos');

  const items = page.getByRole('group', { name: 'Objetos para guardar' });
  await expect(items.locator('button[data-item]')).toHaveCount(8);
  await expect(page.getByRole('button', { name: /^Caixa / })).toHaveCount(4);
  await expect(page.getByText('0 de 8 objetos guardados')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const toys = await items.locator('button[data-item]').evaluateAll((els) => els.map((e) => e.dataset.item!));

  // A wrong box: a kind message, the toy stays chosen (and no longer counts as first try).
  const first = items.locator(`[data-item="${toys[0]}"]`);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const wrong = Object.keys(BOXES).find((box) => box !== boxOf(toys[0]!))!;
  await page.getByRole('button', { name: wrong }).click();
  await expect(page.getByText(/não é de .*\. Tente outra caixa\./)).toBeVisible();
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  for (const [n, toy] of toys.entries()) {
    const box = page.getByRole('button', { name: boxOf(toy) });
    if (n === 3) {
      // By keyboard: toys and boxes are real buttons.
      await items.locator(`[data-item="${toy}"]`).focus();
      await page.keyboard.press('Enter');
      await box.focus();
      await page.keyboard.press('Space');
    } else {
      if (n > 0) await items.locator(`[data-item="${toy}"]`).click();
      await box.click();
    }
    await expect(page.getByText(/^Isso! .* vai em /)).toBeVisible();
    await expect(page.getByText(`${n + 1} de 8 objetos guardados`)).toBeVisible();
  }
  await expect(page.getByText('Tudo organizado!')).toBeVisible();
  // 7 of the 8 toys went in right on their first try.
  await expectSavedFirst(page, 'Arrumando os brinquedos', '88%');
});

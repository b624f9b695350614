import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('focus: a tap beside the friend, then 10 hits by touch and keyboard → 91% saved', async ({ page }) => {
  const email = await newFamilyWithChild(page, { prefix: 'foco', parent: 'Beto Lins', child: 'Iara' });
  await grantFullAccess(email);
  await page.reload();
  // 'Pegue a estrelinha': a 60 s countdown, ten hits end it first.
  await openActivityForChild(page, 'focus', 'Pegue a estrelinha');

  const area = page.getByRole('group', { name: 'Área do jogo: toque no amigo' });
  const target = area.getByRole('button', { name: /^Tocar n/ });
  await expect(target).toBeVisible();
  await expect(page.getByText('Acertos: 0 de 10')).toBeVisible();
  await expect(page.getByText(/^Tempo: \d+ s$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A tap near the area's corner (inside its rounded edge): the friend is always within 20–80 % of
  // it, so this is a miss.
  await area.click({ position: { x: 24, y: 24 } });
  await expect(page.getByText('Quase! Toque bem em cima do amigo.')).toBeVisible();
  await expect(page.getByText('Acertos: 0 de 10')).toBeVisible();

  for (let n = 1; n <= 10; n++) {
    if (n <= 3) {
      await target.click();
    } else {
      // By keyboard: the friend is a real button, wherever it is.
      await target.focus();
      await page.keyboard.press(n % 2 ? 'Enter' : 'Space');
    }
    await expect(page.getByText(`Acertos: ${n} de 10`)).toBeVisible();
  }
  await expect(page.getByText('Você acertou 10 vezes! Muito bem!')).toBeVisible();
  // hits ÷ (10 + misses): 10 ÷ 11.
  await expectSavedFirst(page, 'Pegue a estrelinha', '91%');
});

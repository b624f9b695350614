import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('visual puzzle: each piece swapped straight into its place → the fewest moves, 100% saved', async ({ page }) => {
  const email = await newFamilyWithChild(page, { prefix: 'quebra', parent: 'Caio Reis', child: 'Luna' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'focus', 'Quebra-cabeça visual');

  const board = page.getByRole('group', { name: 'Peças do quebra-cabeça' });
  const slot = (i: number) => board.getByTestId(`slot-${i}`);
  await expect(board.getByRole('button')).toHaveCount(9);
  await expect(page.getByText('Movimentos: 0')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Figura completa:/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Peça 4 (…), no espaço 7': piece 4 goes to space 4. Each swap puts one piece in its place.
  let moves = 0;
  for (;;) {
    const labels = await board.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    const out = labels.findIndex((l) => l.includes('no espaço'));
    if (out < 0) break;
    const piece = Number(/^Peça (\d+)/.exec(labels[out]!)![1]);
    if (moves === 1) {
      // By keyboard: Enter chooses the piece, the arrows reach its place, Space swaps.
      await slot(out).focus();
      await page.keyboard.press('Enter');
      await expect(slot(out)).toHaveAttribute('aria-pressed', 'true');
      const [from, to] = [out, piece - 1];
      const [dx, dy] = [(to % 3) - (from % 3), Math.floor(to / 3) - Math.floor(from / 3)];
      for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
      await expect(slot(to)).toBeFocused();
      await page.keyboard.press('Space');
    } else {
      await slot(out).click();
      await slot(piece - 1).click();
    }
    moves += 1;
    await expect(page.getByText(`Movimentos: ${moves}`)).toBeVisible();
    await expect(slot(piece - 1)).toHaveAccessibleName(new RegExp(`^Peça ${piece} .*no lugar certo$`));
  }
  await expect(board.getByTestId('in-place-mark')).toHaveCount(9);
  await expect(page.getByText('Muito bem! A figura está completa!')).toBeVisible();
  await expectSavedFirst(page, 'Quebra-cabeça visual', '100%');
});

import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('spot the differences: a tap on a same spot, then the 3 differences marked on both pictures → 90% saved', async ({
  page,
}) => {
  const email = await newFamilyWithChild(page, { prefix: 'diferencas', parent: 'Ana Dias', child: 'Gabi' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'focus', 'Encontre as diferenças');

  const first = page.getByRole('group', { name: /^Figura 1:/ }).getByRole('button');
  const second = page.getByRole('group', { name: /^Figura 2:/ }).getByRole('button');
  await expect(first).toHaveCount(12);
  await expect(second).toHaveCount(12);
  await expect(page.getByText('0 de 3 diferenças encontradas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // What the child compares: the same spot in both pictures (swapped, missing or upside down).
  const names1 = await first.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const names2 = await second.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const differences = names1.map((n, i) => (n === names2[i] ? -1 : i)).filter((i) => i >= 0);
  expect(differences).toHaveLength(3);
  const same = names1.findIndex((n, i) => n === names2[i]);

  // A spot that is the same: a gentle word, counted as a miss (−10).
  await first.nth(same).click();
  await expect(page.getByText('Aqui está igual. Continue procurando!')).toBeVisible();

  for (const [n, at] of differences.entries()) {
    if (n === 1) {
      // By keyboard, on the first picture: a find counts whichever picture is tapped.
      await first.nth(at).focus();
      await page.keyboard.press('Enter');
    } else {
      await second.nth(at).click();
    }
    // Marked on both pictures.
    await expect(first.nth(at)).toHaveAttribute('aria-pressed', 'true');
    await expect(second.nth(at)).toHaveAttribute('aria-pressed', 'true');
    await expect(second.nth(at)).toHaveAccessibleName(/, diferença encontrada$/);
    await expect(page.getByText(`${n + 1} de 3 diferenças encontradas`)).toBeVisible();
  }
  await expect(page.getByText('Muito bem! Você achou uma diferença! Você achou as 3 diferenças!')).toBeVisible();
  await expectSavedFirst(page, 'Encontre as diferenças', '90%');
});

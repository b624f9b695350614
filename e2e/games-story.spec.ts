import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/** What a grown-up knows: the story's scenes in order. */
const ORDER = ['Acordo cedo.', 'Arrumo a mochila.', 'Vou para a escola.', 'Aprendo com a professora.'];

test('story sequence: a scene placed too early is taken back, then the right order → 100% saved', async ({ page }) => {
  const email = await newFamilyWithChild(page, { prefix: 'historia', parent: 'Rui Melo', child: 'Sofia' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'language', 'Um dia na escola');

  const pool = page.getByRole('list', { name: 'Cenas para colocar' });
  const story = page.getByRole('list', { name: 'Sua história' });
  await expect(pool.getByRole('button')).toHaveCount(4);
  await expect(page.getByText('0 de 4 cenas colocadas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The last scene first, then taken back before the end.
  await pool.getByRole('button', { name: ORDER[3] }).click();
  await expect(story.getByRole('button', { name: ORDER[3] })).toBeVisible();
  await expect(page.getByText('1 de 4 cenas colocadas')).toBeVisible();
  await story.getByRole('button', { name: ORDER[3] }).click();
  await expect(pool.getByRole('button')).toHaveCount(4);

  for (const [i, caption] of ORDER.entries()) {
    const scene = pool.getByRole('button', { name: caption });
    if (i === 2) {
      // By keyboard: the scenes are real buttons.
      await scene.focus();
      await page.keyboard.press('Enter');
    } else {
      await scene.click();
    }
    await expect(page.getByText(`${i + 1} de 4 cenas colocadas`)).toBeVisible();
  }
  await expect(page.getByText('Parabéns! A história está na ordem certa!')).toBeVisible();
  await expect(story.getByRole('button', { name: ORDER[0] })).toBeDisabled();
  // Reported 3 s after the judgement.
  await expectSavedFirst(page, 'Um dia na escola', '100%');
});

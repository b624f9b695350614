import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { advance, pauseClockNow } from './support/clock';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('breathing: basic 4 s in, 6 s out, 1 s rest, five cycles, a pause on the way → 100% saved', async ({ page }) => {
  await page.clock.install();
  await newFamilyWithChild(page, { prefix: 'respirar', parent: 'Vera Luz', child: 'Tom' });
  // 'Respirar como um balão' is free: the basic exercise, preselected.
  await openActivityForChild(page, 'focus', 'Respirar como um balão');

  const choices = page.getByRole('group', { name: 'Exercícios de respiração' });
  await expect(choices.getByRole('button', { name: /^Respiração básica/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(choices.getByText('Inspire 4 s, expire 6 s · 5 ciclos')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const phase = page.getByRole('status').filter({ hasText: /Inspire|Segure|Expire|Descanse|terminou/ });
  const balloon = page.getByRole('img', { name: /^Balão da respiração/ });
  await pauseClockNow(page);
  await page.getByTestId('play-area').getByRole('button', { name: 'Começar', exact: true }).click();
  await expect(page.getByText('Ciclo 1 de 5')).toBeVisible();
  await expect(phase).toHaveText('Inspire');
  await expect(balloon).toHaveAccessibleName('Balão da respiração: 4 segundos');

  // Paused, nothing moves; 'Continuar' goes on from the same second.
  await advance(page, 1_000);
  await expect(balloon).toHaveAccessibleName('Balão da respiração: 3 segundos');
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByText('Pausado. Toque em Continuar quando quiser.')).toBeVisible();
  await advance(page, 10_000);
  await expect(phase).toContainText('Inspire');
  await expect(balloon).toHaveAccessibleName('Balão da respiração: 3 segundos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await advance(page, 3_000);

  // No hold in the basic exercise: straight to breathing out, then a 1 s rest.
  for (let cycle = 1; cycle <= 5; cycle++) {
    await expect(page.getByText(`Ciclo ${cycle} de 5`)).toBeVisible();
    if (cycle > 1) {
      await expect(phase).toHaveText('Inspire');
      await advance(page, 4_000);
    }
    await expect(phase).toHaveText('Expire');
    await expect(balloon).toHaveAccessibleName('Balão da respiração: 6 segundos');
    await advance(page, 6_000);
    await expect(phase).toHaveText('Descanse');
    await advance(page, 1_000);
  }
  await expect(phase).toHaveText('Muito bem! Você terminou a respiração.');

  // The result comes 2 s after the last cycle.
  await advance(page, 1_900);
  await expect(page.getByTestId('completion-card')).toHaveCount(0);
  await advance(page, 100);
  await page.clock.resume();
  await expectSavedFirst(page, 'Respirar como um balão', '100%');
});

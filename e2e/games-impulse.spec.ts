import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { advance, pauseClockNow } from './support/clock';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

test('impulse control: every green touched, one red touched, a wait on yellow → hits ÷ (greens + errors) saved', async ({
  page,
}) => {
  await page.clock.install();
  const email = await newFamilyWithChild(page, { prefix: 'semaforo', parent: 'Gil Rocha', child: 'Bento' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'focus', 'Semáforo: espere o verde');

  const light = page.getByTestId('traffic-light');
  await expect(light).toHaveAccessibleName('Semáforo apagado');
  await expect(page.getByText('Tempo: 30 s')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pauseClockNow(page);
  await page.getByTestId('play-area').getByRole('button', { name: 'Começar', exact: true }).click();

  const press = page.getByRole('button', { name: 'Tocar' });
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  const seen = new Set<string>();
  let greens = 0;
  let errors = 0;
  let waited = false;
  // Every light lasts 2–4 s: looking every half second sees each one.
  while (await press.isEnabled()) {
    const round = (await page.getByText(/^Luz \d+ de 10$/).textContent())!;
    const lit = (await light.getAttribute('data-lit'))!;
    if (!seen.has(round)) {
      seen.add(round);
      if (lit === 'green') {
        greens += 1;
        if (greens === 2) {
          // By keyboard: Space presses the focused 'Tocar'.
          await press.focus();
          await page.keyboard.press('Space');
        } else {
          await press.click();
        }
        await expect(status).toHaveText('Muito bem! Você tocou no verde.');
      } else if (lit === 'red' && errors === 0) {
        errors += 1;
        await press.click();
        await expect(status).toHaveText('Opa! No vermelho, a gente espera.');
      } else if (lit === 'yellow' && !waited) {
        waited = true;
        await press.click();
        await expect(status).toHaveText('Espere...');
      }
    }
    await advance(page, 500);
  }
  expect(greens).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/^(As luzes acabaram!|O tempo acabou!) Você tocou em/)).toHaveText(
    new RegExp(`Você tocou em ${greens} de ${greens} luzes verdes\\.$`),
  );

  // Reported 2 s after the end.
  await advance(page, 2_000);
  await page.clock.resume();
  const score = Math.round((greens / (greens + errors)) * 100);
  await expectSavedFirst(page, 'Semáforo: espere o verde', `${score}%`);
});

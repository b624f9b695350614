import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { advance, pauseClockNow } from './support/clock';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech, spokenTexts } from './support/speech';

test('movement breaks: three timed exercises, 2 s apart, a pause on the way → 100% saved', async ({ page }) => {
  await page.clock.install();
  await mockSpeech(page);
  const email = await newFamilyWithChild(page, { prefix: 'mexer', parent: 'Ivo Ramos', child: 'Lara' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'focus', 'Pausa para mexer o corpo');

  await expect(page.getByText('Vamos mexer o corpo! Toque em Começar quando estiver pronto.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pauseClockNow(page);
  await page.getByTestId('play-area').getByRole('button', { name: 'Começar', exact: true }).click();

  const left = page.getByText(/^Falta(m \d+ segundos| 1 segundo)$/);
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByText(`Exercício ${n} de 3`)).toBeVisible();
    // Each exercise has its picture (named) and its spoken instruction.
    const picture = page.getByTestId('play-area').getByRole('img').first();
    const label = await picture.getAttribute('alt');
    expect(label).toBeTruthy();
    await expect(page.getByText(label!, { exact: true })).toBeVisible();
    const seconds = Number(/\d+/.exec((await left.textContent())!)![0]);
    expect([20, 25, 30]).toContain(seconds);

    if (n === 2) {
      // Paused, the countdown keeps its seconds.
      await advance(page, 5_000);
      await expect(left).toHaveText(`Faltam ${seconds - 5} segundos`);
      await page.getByRole('button', { name: 'Pausar' }).click();
      await advance(page, 20_000);
      await expect(left).toHaveText(`Faltam ${seconds - 5} segundos`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await advance(page, (seconds - 5) * 1_000);
    } else {
      await advance(page, seconds * 1_000);
    }
    if (n < 3) {
      await expect(page.getByText('Muito bem! Próximo exercício em instantes...')).toBeVisible();
      await advance(page, 2_000);
    }
  }
  await expect(page.getByText('Muito bem! Você terminou os exercícios!')).toBeVisible();
  await advance(page, 2_000);
  await page.clock.resume();
  const spoken = (await spokenTexts(page)).map((s) => s.text);
  expect(spoken.filter((s) => s.length > 20).length).toBeGreaterThanOrEqual(3);
  await expectSavedFirst(page, 'Pausa para mexer o corpo', '100%');
});

import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { advance, pauseClockNow } from './support/clock';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

const STEPS = [
  'Separar o material',
  'Ler o enunciado',
  'Fazer os exercícios',
  'Conferir as respostas',
  'Guardar o material na mochila',
];

test('time management: the 25 min timer started and paused, every step ticked → 100% saved', async ({ page }) => {
  await page.clock.install();
  const email = await newFamilyWithChild(page, { prefix: 'tempo', parent: 'Noé Cruz', child: 'Alice' });
  await grantFullAccess(email);
  await page.reload();
  // 'Hora da lição de casa': the homework task, preselected.
  await openActivityForChild(page, 'routine', 'Hora da lição de casa');

  const clock = page.getByRole('group', { name: 'Relógio da tarefa' });
  const steps = page.getByRole('group', { name: 'Passos' });
  await expect(clock.getByText('25:00 restantes')).toBeAttached();
  await expect(steps.getByRole('button')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  // The timer: a minute of play, then paused (time stays), which counts as used (+30).
  await pauseClockNow(page);
  await clock.getByRole('button', { name: 'Iniciar o relógio' }).click();
  await advance(page, 60_000);
  await expect(clock.getByText('24:00 restantes')).toBeAttached();
  await clock.getByRole('button', { name: 'Pausar' }).click();
  await advance(page, 60_000);
  await expect(clock.getByText('24:00 restantes')).toBeAttached();
  await expect(clock.getByText('Pausado')).toBeVisible();

  // Steps in any order; one unticked and ticked again.
  const step = (label: string) => steps.getByRole('button', { name: label });
  await step(STEPS[1]!).click();
  await expect(step(STEPS[1]!)).toHaveAttribute('aria-pressed', 'true');
  await step(STEPS[1]!).click();
  await expect(step(STEPS[1]!)).toHaveAttribute('aria-pressed', 'false');
  for (const [i, label] of STEPS.entries()) {
    if (i === 2) {
      // By keyboard: the steps are real buttons.
      await step(label).focus();
      await page.keyboard.press('Space');
    } else {
      await step(label).click();
    }
    await expect(page.getByText(`${i + 1} de 5 passos feitos`)).toBeVisible();
  }
  await expect(page.getByText('Muito bem! Você terminou todos os passos!')).toBeVisible();

  // Completes 1.5 s after the last step: 5 ÷ 5 × 70 + 30.
  await advance(page, 1_400);
  await expect(page.getByTestId('completion-card')).toHaveCount(0);
  await advance(page, 100);
  await page.clock.resume();
  await expectSavedFirst(page, 'Hora da lição de casa', '100%');
});

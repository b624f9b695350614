import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { mockSpeech } from './support/speech';

// Free catalogue activity: { type: 'social_scenario', scenarios: ['dividir_brinquedo', 'esperar_vez'] }
const TITLE = 'Minha vez, sua vez';

test('social: choose what to do in 2 situations, per-option feedback, score saved and listed on the child page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'social', parent: 'Sara Lima', child: 'Davi' });
  await openActivityForChild(page, 'social_skills', TITLE);
  // The game's own region: the page also has toasts with role status.
  const game = page.getByRole('region', { name: TITLE });

  await expect(page.getByText('Pergunta 1 de 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The options are shuffled and the best one is not exposed: pick the first, and learn from the
  // feedback whether it was the best (the best option is then marked 'Resposta certa').
  let best = 0;
  for (let n = 1; n <= 2; n++) {
    await expect(page.getByText(`Pergunta ${n} de 2`)).toBeVisible();
    const options = game.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(4);
    await options.first().click();
    const status = game.getByRole('status');
    await expect(status).toHaveText(/^(Muito bem!|Vamos aprender!).+/);
    await expect(options.first()).toBeDisabled();
    await expect(options.filter({ hasText: 'Resposta certa' })).toHaveCount(1);
    if ((await status.textContent())!.startsWith('Muito bem!')) best += 1;
  }

  await expectSavedFirst(page, TITLE, `${Math.round((best / 2) * 100)}%`);
});

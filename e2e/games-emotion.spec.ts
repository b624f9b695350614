import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { grantFullAccess } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech, spokenTexts } from './support/speech';

// Month 0 of the catalogue: self-recognition with happy, sad, angry and calm (none is free).
const TITLE = 'Como eu me sinto?';

test('self-recognition: every answer is accepted with a warm reflection; all answered → 100% saved', async ({
  page,
}) => {
  // The 2.5 s of feedback run on the page's clock, so the test need not wait them out.
  await page.clock.install();
  await mockSpeech(page);
  const email = await newFamilyWithChild(page, { prefix: 'sentir', parent: 'Marta Lima', child: 'Bia' });
  await grantFullAccess(email);
  await page.reload();
  await openActivityForChild(page, 'social_skills', TITLE);
  const game = page.getByRole('region', { name: TITLE });
  const options = game.getByRole('group', { name: 'Como você se sentiria?' }).getByRole('button');
  await expect(game.getByText('Pergunta 1 de 4')).toBeVisible();
  await expect(game.getByText(/Aqui não há resposta errada/)).toBeAttached();
  // Before the pause: axe waits on timers of its own (the marks after a pick: the component test).
  await expectNoSeriousA11yViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);

  for (let n = 1; n <= 4; n++) {
    await expect(game.getByText(`Pergunta ${n} de 4`)).toBeVisible();
    await expect(options).toHaveCount(4);
    // Alternately the last and the first feeling: whatever the child feels is an answer.
    const option = n % 2 === 0 ? options.first() : options.last();
    const label = (await option.innerText()).trim();
    const reflection = `Tudo bem se sentir ${label.toLocaleLowerCase('pt-BR')}.`;
    if (n === 3) {
      // By keyboard: the options are real buttons.
      await option.focus();
      await page.keyboard.press('Enter');
    } else {
      await option.click();
    }
    await expect(game.getByRole('status')).toHaveText(reflection);
    await expect(option).toContainText('Sua escolha');
    await expect(game.getByText('Resposta certa')).toHaveCount(0);
    await expect(game.getByText('Sua resposta')).toHaveCount(0);
    await expect(game.getByText('Quase lá!')).toHaveCount(0);
    await expect(options.first()).toBeDisabled();
    // The reflection is read aloud too.
    await expect.poll(async () => (await spokenTexts(page)).at(-1)?.text).toBe(reflection);
    await page.clock.runFor(2_500);
  }

  await expect(page.getByTestId('completion-card')).toBeVisible();
  await page.clock.resume();
  await expect(page.getByTestId('completion-card').getByText('Parabéns!')).toBeVisible();
  await expectSavedFirst(page, TITLE, '100%');
});

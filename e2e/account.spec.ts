import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { acceptTerms, expectNoSeriousA11yViolations, newFamilyWithChild, signIn } from './support/session';

/** 'Minha conta' (docs/product.md#my-account): download everything, then delete the account. */
test('a parent sees their consents, downloads their data, deletes the account; a new sign-in starts over', async ({
  page,
}) => {
  const email = await newFamilyWithChild(page, { prefix: 'conta', parent: 'Helena Prado', child: 'Nina' });
  const [owner] = (await sql('select id from users where email = $1', [email.toLowerCase()])) as { id: number }[];
  const userId = owner!.id;
  // Three results and a payment record, which playing and paying would take minutes to arrange.
  await sql(
    `insert into progress_entries (child_id, activity_title, activity_category, status, score, seconds_spent)
     select c.id, 'Resultado ' || n, 'social_skills', 'completed', 80, 120
     from children c, generate_series(1, 3) n where c.parent_user_id = $1`,
    [userId],
  );
  await sql(
    `insert into payments (user_id, provider, provider_payment_id, plan_type, amount, status)
     values ($1, 'test', $2, 'annual', 396, 'approved')`,
    [userId, `e2e-conta-${userId}`],
  );

  await page.getByRole('link', { name: 'Minha conta' }).click();
  await page.waitForURL(/\/minha-conta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Perfil' });
  await expect(profile).toContainText('Helena Prado');
  await expect(profile).toContainText(email.toLowerCase());
  // The terms accepted at the first sign-in: version, dd/mm/aaaa hh:mm, address and browser.
  const consent = page.getByRole('region', { name: 'Histórico de consentimento' }).getByRole('row').nth(1);
  await expect(consent.getByRole('cell').first()).toHaveText('1.0');
  await expect(consent.getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(consent.getByRole('cell').nth(3)).toContainText('Mozilla');
  const recipients = page.getByRole('region', { name: 'Quem recebe seus dados' });
  await expect(recipients).toContainText('Login de desenvolvimento (nenhum dado sai deste servidor)');
  await expectNoSeriousA11yViolations(page);
  // On a phone: the consent is a short list, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Histórico de consentimento' }).getByRole('listitem')).toContainText(
    'Versão1.0',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The download: a JSON file named for today, with the child and its results.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^neurobridge_meus_dados_\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { email: string };
    children: { name: string; progress: unknown[] }[];
    payments: unknown[];
  };
  expect(data.profile.email).toBe(email.toLowerCase());
  expect(data.children.map((c) => [c.name, c.progress.length])).toEqual([['Nina', 3]]);
  expect(data.payments).toHaveLength(1);

  // Deleting: the button opens only once EXCLUIR is typed.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toContainText('registros de pagamento');
  const confirm = dialog.getByRole('button', { name: 'Excluir definitivamente' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar grátis' }).first()).toBeVisible();

  // Signed out, the rows gone, the payment record kept without the person, the audit entry written.
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  expect(await sql('select 1 from users where id = $1', [userId])).toEqual([]);
  expect(await sql('select 1 from children where parent_user_id = $1', [userId])).toEqual([]);
  expect(await sql('select user_id from payments where provider_payment_id = $1', [`e2e-conta-${userId}`])).toEqual([
    { user_id: null },
  ]);
  expect(
    await sql(`select actor_type from audit_log where action = 'account.deleted' and actor_id = $1`, [userId]),
  ).toEqual([{ actor_type: 'user' }]);

  // The same e-mail signs in to a new, empty account: the terms again, no children.
  await signIn(page, email, 'Helena Prado');
  await acceptTerms(page);
  await expect(page.getByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' })).toBeVisible();
  const [again] = (await sql('select id from users where email = $1', [email.toLowerCase()])) as { id: number }[];
  expect(again!.id).not.toBe(userId);
  expect(await sql('select 1 from children where parent_user_id = $1', [again!.id])).toEqual([]);
});

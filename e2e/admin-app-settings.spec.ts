import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/** Saves the screen as it is and waits until the server's answer is shown. */
async function save(admin: Page) {
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Nenhuma alteração para salvar.')).toBeVisible();
  await expect(admin.getByText('Configurações salvas com sucesso!').first()).toBeVisible();
}

// Other journeys expect the default limit: put it back even if this one fails midway.
test.afterAll(async () => {
  await sql(`update app_settings set value = '5' where key = 'max_children_per_user'`);
});

test('the admin lowers the child limit to 1 and a family with a child cannot add another; a terms version without text is refused', async ({
  browser,
  page: admin,
}) => {
  // A family with one child, in its own browser.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await newFamilyWithChild(family, { prefix: 'familia.limite', parent: 'Lia Prado', child: 'Téo' });

  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: /Configurações gerais/ }).click();
  await admin.waitForURL(/\/admin\/app-settings$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'Chat com IA' })).toHaveAttribute('aria-checked', 'true');
  await expect(admin.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByLabel('Máximo de crianças por responsável').selectOption({ label: '1' });
  await save(admin);

  // The family's next child is refused with the limit's message.
  await family.getByRole('button', { name: 'Adicionar criança' }).click();
  const form = family.getByRole('dialog', { name: 'Adicionar criança' });
  await form.getByLabel('Nome').fill('Bia');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    form.getByText('Você atingiu o limite de 1 criança. Remova um perfil ou fale com o suporte.'),
  ).toBeVisible();
  await familyContext.close();

  // A version nobody has written is refused before anything is asked or sent.
  const version = admin.getByLabel('Versão dos termos');
  await version.fill('9.9');
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    admin.getByText('Não existe texto dos termos para a versão 9.9. Publique o texto antes de mudar a versão.'),
  ).toBeVisible();
  await expect(admin.getByRole('dialog')).toBeHidden();

  // Back to the default, through the screen (it also drops the server's settings cache).
  await admin.getByRole('button', { name: 'Descartar alterações' }).click();
  await admin.getByLabel('Máximo de crianças por responsável').selectOption({ label: '5' });
  await save(admin);
  const [row] = await sql(`select value from app_settings where key = 'max_children_per_user'`);
  expect(row!.value).toBe('5');
});

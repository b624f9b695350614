import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, startTrial, uniqueEmail } from './support/session';

// The plans are the prices the server charges (docs/product.md#admin-plans): an admin's change
// reaches the parent's subscription page, the checkout and the landing quote.

let original: { price: string; description: string; billing_cycle: string }[] = [];
test.beforeAll(async () => {
  original = (await sql(`select price, description, billing_cycle from plans where id = 'annual'`)) as typeof original;
});
// Other specs (payments.spec.ts) expect the seeded price.
test.afterAll(async () => {
  const [row] = original;
  if (row)
    await sql(`update plans set price = $1, description = $2, billing_cycle = $3, enabled = true where id = 'annual'`, [
      row.price,
      row.description,
      row.billing_cycle,
    ]);
});

test('admin changes the annual price → the subscription page, the checkout and the landing quote follow', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Áreas da administração' })
    .getByRole('link', { name: /Mercado Pago/ })
    .click();
  await page.waitForURL(/\/admin\/mercado-pago$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mercado Pago' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Produção' })).toBeChecked();
  // No Access Token nor Webhook Secret anywhere: the demo checkout runs (docs/product.md#paying).
  await expect(
    page.getByText('Modo de demonstração: configure Access Token e Webhook Secret para cobrar de verdade'),
  ).toBeVisible();
  await expect(page.getByLabel('Webhook Secret', { exact: true })).toHaveAttribute('type', 'password');
  await expectNoSeriousA11yViolations(page);

  // Without a token, the test asks for one first.
  await page.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(page.getByText('Configure o Access Token primeiro')).toBeVisible();

  const annual = page.getByRole('group', { name: 'Anual' });
  await expect(annual.getByLabel('Preço (R$)')).toHaveValue('396.00');
  await annual.getByLabel('Preço (R$)').fill('359.90');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações do Mercado Pago salvas com sucesso!')).toBeVisible();
  const [entry] = await sql(
    `select details from audit_log where action = 'settings.changed' and target_id = 'plans' order by id desc limit 1`,
  );
  expect(entry?.details).toMatchObject({ changes: { annual: { price: { old: 396, new: 359.9 } } } });

  // A price of 0 asks first; cancelling keeps the saved price.
  await annual.getByLabel('Preço (R$)').fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar planos' });
  await expect(dialog).toContainText('R$ 0,00');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await sql(`select price from plans where id = 'annual'`))[0]?.price).toBe('359.90');

  // One save is all or nothing: a plan without a name marks the field, and the mode switched
  // with it is not saved either (docs/product.md#admin-mercado-pago).
  const name = annual.getByLabel('Nome');
  await annual.getByLabel('Preço (R$)').fill('359.90');
  await name.fill('');
  await page.getByRole('radio', { name: 'Sandbox' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await sql(`select sandbox_mode from payment_settings`))[0]?.sandbox_mode ?? false).toBe(false);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Produção' })).toBeChecked();

  // A parent in another browser sees and pays the new price.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signIn(parent, uniqueEmail('preco'), 'Paula Preço');
  await acceptTerms(parent);
  await startTrial(parent);
  await parent.goto('/subscription');
  const card = parent.getByTestId('plan-card').filter({ hasText: 'Plano Anual' });
  await expect(card).toContainText('R$ 359,90');
  await expect(card).toContainText('R$ 29,99');
  await parent.getByRole('button', { name: 'Assinar Plano Anual' }).click();
  await parent.waitForURL(/\/test-payment\?checkout=[\w-]+$/);
  await expect(parent.getByText('Valor: R$ 359,90')).toBeVisible();
  await parentContext.close();

  // The landing page quotes the cheapest monthly equivalent, now the new annual price.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText('A partir de R$ 29,99/mês no Plano Anual').first()).toBeVisible();
  await visitorContext.close();
});

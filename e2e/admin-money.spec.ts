import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, startTrial, uniqueEmail } from './support/session';

// Demo mode: without Mercado Pago credentials the checkout opens /test-payment, whose approval takes
// the same path as a verified payment (docs/product.md#demo-payment). The figures are read before
// and after, so other journeys' payments in the same database change nothing here.

/** A revenue figure card (docs/product.md#admin-revenue-screen): its big value and the line under it. */
async function figure(admin: Page, label: string) {
  const card = admin.locator('dl > div').filter({ has: admin.locator('dt', { hasText: label }) });
  const [hint, value] = await card.locator('dd').allInnerTexts();
  return { value: value!.trim(), hint: hint!.trim() };
}
/** 'R$ 1.234,56' → 123456. */
const cents = (money: string) => Number(money.replace(/\D/g, ''));
/** '3 pagamentos', '1 reembolso' → 3, 1; '0 …' → 0. */
const count = (hint: string) => Number(/^\d+/.exec(hint)?.[0] ?? NaN);

async function revenueFigures(admin: Page) {
  await expect(
    admin.getByRole('img', { name: /^Pago e devolvido por/ }).or(admin.getByText('Nenhum pagamento no período.')),
  ).toBeVisible();
  const paid = await figure(admin, 'Pagamentos aprovados');
  const refunded = await figure(admin, 'Reembolsos');
  const mrr = await figure(admin, 'MRR');
  return {
    paidCount: count(paid.hint),
    paidCents: cents(paid.value),
    refundedCount: count(refunded.hint),
    mrrCents: cents(mrr.value),
  };
}

test('a family pays a plan; the owner sees it in Receita, finds it in Pagamentos by e-mail and refunds it with a reason: the history and the family say so', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('receita');
  const reason = 'Cobrança feita por engano, pedido pelo suporte.';

  // The owner's figures before the payment.
  const context = await browser.newContext();
  const admin = await context.newPage();
  const username = await signInAsAdmin(admin);
  await admin
    .getByRole('link', { name: /Receita/ })
    .first()
    .click();
  await admin.waitForURL(/\/admin\/receita$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Receita' })).toBeVisible();
  const answered = admin.waitForResponse((r) => r.url().endsWith('/api/admin/revenue?period=last_7_days'));
  await admin.getByLabel('Período').selectOption('last_7_days');
  await admin.waitForURL(/\/admin\/receita\?period=last_7_days$/);
  await answered;
  const before = await revenueFigures(admin);

  // The family: a trial, then the quarterly plan paid with the test provider.
  await signIn(page, email, 'Beatriz Campos');
  await acceptTerms(page);
  await startTrial(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar Plano Trimestral' }).click();
  await page.waitForURL(/\/test-payment\?checkout=[\w-]+$/);
  await expect(page.getByText('Valor: R$ 149,00')).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();

  // Receita counts it: one more approved payment of R$ 149,00, and a quarter's monthly share in MRR.
  await admin.reload();
  await expect(admin.getByLabel('Período')).toHaveValue('last_7_days');
  await expect(async () => {
    const after = await revenueFigures(admin);
    expect(after.paidCount).toBe(before.paidCount + 1);
    expect(after.paidCents).toBe(before.paidCents + 14_900);
    expect(after.mrrCents).toBe(before.mrrCents + 4_967);
  }).toPass();
  await expect(
    admin.getByRole('table', { name: 'Por plano' }).getByRole('rowheader', { name: 'Trimestral' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Pagamentos: found by the family's e-mail, the search in the URL.
  await admin.goto('/admin/dashboard');
  await admin
    .getByRole('link', { name: /Pagamentos/ })
    .first()
    .click();
  await admin.waitForURL(/\/admin\/pagamentos$/);
  await admin.getByLabel('Buscar por família ou Mercado Pago').fill(email);
  await admin.waitForURL(/\/admin\/pagamentos\?q=/);
  const list = admin.getByRole('table', { name: 'Lista de pagamentos' });
  await expect(list.getByRole('row')).toHaveCount(2);
  const row = list.getByRole('row').nth(1);
  await expect(row).toContainText('Beatriz Campos');
  await expect(row).toContainText('Trimestral');
  await expect(row).toContainText(/R\$\s149,00/);
  await expect(row).toContainText('Aprovado');
  await expectNoSeriousA11yViolations(admin);

  // The payment's page: its history, and a refund within the 7 days with a reason.
  await row.getByRole('link', { name: /ver o pagamento de Beatriz Campos/ }).click();
  await admin.waitForURL(/\/admin\/pagamentos\/\d+$/);
  await expect(
    admin.getByRole('heading', { level: 1, name: /Pagamento de R\$\s149,00 · Beatriz Campos/ }),
  ).toBeVisible();
  const history = admin.getByRole('heading', { name: 'Histórico' }).locator('..').getByRole('listitem');
  await expect(history.last()).toContainText('Aprovado');
  await expect(admin.getByText('Pagamento de teste: não há página no Mercado Pago.')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('button', { name: 'Reembolsar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reembolsar este pagamento?' });
  await expect(dialog).toContainText(/Devolvemos R\$\s149,00 a Beatriz Campos/);
  await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
  await expect(dialog.getByLabel('Motivo do reembolso')).toHaveAccessibleDescription(/Informe o motivo do reembolso\./);
  await dialog.getByLabel('Motivo do reembolso').fill(reason);
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Confirmar reembolso' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('toast-region')).toContainText(/Reembolso feito: R\$\s149,00 devolvidos\./);
  await expect(history.last()).toContainText('Reembolsado');
  await expect(history.last()).toContainText(`Administração · por ${username}`);
  await expect(history.last()).toContainText(reason);
  await expect(admin.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  // Once, however many clicks.
  const refunds = await sql(
    `select count(*)::int as n from payment_status_events e join payments p on p.id = e.payment_id
     join users u on u.id = p.user_id where u.email = $1 and e.status = 'refunded'`,
    [email.toLowerCase()],
  );
  expect(refunds[0]?.n).toBe(1);

  // Receita counts the refund.
  await admin.goto('/admin/receita?period=last_7_days');
  await expect(async () => {
    expect((await revenueFigures(admin)).refundedCount).toBe(before.refundedCount + 1);
  }).toPass();

  // The family's plan is refunded: the trial's days are back.
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toContainText(
    /Reembolso de R\$\s149,00 solicitado; o acesso ao plano terminou\./,
  );
  await expect(page.getByRole('button', { name: 'Assinar Plano Trimestral' })).toBeVisible();
  await context.close();
});

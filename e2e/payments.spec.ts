import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, startTrial, uniqueEmail } from './support/session';

// Demo mode: without Mercado Pago credentials the checkout opens /test-payment, whose approval
// takes the same activation path as a verified payment (docs/product.md#demo-payment).

async function newTrialParent(page: Page, prefix: string, name: string) {
  const email = uniqueEmail(prefix);
  await signIn(page, email, name);
  await acceptTerms(page);
  await startTrial(page);
  return email;
}

const lockedCards = (page: Page) => page.getByTestId('activity-card').filter({ has: page.getByLabel('Bloqueada') });

test('trial → a locked card → Ver planos → annual → test payment → 47 unlocked → cancel within 7 days → refunded inside the trial: its days return, one message', async ({
  page,
}) => {
  const email = await newTrialParent(page, 'assinante', 'Marta Lima');

  // A locked activity offers the way forward.
  await page.goto('/activities');
  await expect(page.getByText('No teste grátis você tem 10 atividades liberadas.', { exact: false })).toBeVisible();
  await expect(lockedCards(page)).toHaveCount(101);
  await lockedCards(page).first().getByRole('link', { name: 'Ver planos' }).click();
  await page.waitForURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Assinatura', level: 1 })).toBeVisible();
  await expect(page.getByText(/Seu teste termina em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assinar Plano Anual' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The annual plan, at the server's price.
  await page.getByRole('button', { name: 'Assinar Plano Anual' }).click();
  await page.waitForURL(/\/test-payment\?checkout=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento de teste' })).toBeVisible();
  await expect(page.getByText('Modo de demonstração: nenhuma cobrança real é feita.')).toBeVisible();
  await expect(page.getByText('Valor: R$ 396,00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // By keyboard, as some parents use it.
  await page.getByRole('button', { name: 'Aprovar pagamento' }).focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/payment\/success\?/);
  await expect(page.getByText('Processando pagamento...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  await expect(page.getByText(/Seu Plano Anual está ativo até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [confirmation] = await sql(
    `select subject from email_outbox where to_email = $1 and template_type = 'payment_confirmed'`,
    [email.toLowerCase()],
  );
  expect(confirmation?.subject).toContain('Plano Anual');

  // The new tier at once.
  await page.getByRole('link', { name: 'Ver atividades' }).click();
  await page.waitForURL(/\/activities$/);
  await expect(page.getByText('Seu plano libera 47 atividades agora.', { exact: false })).toBeVisible();
  await expect(lockedCards(page)).toHaveCount(64);

  // Cancelling within 7 days refunds the payment and ends the plan.
  await page.goto('/subscription');
  await expect(page.getByText('Plano Anual ativo')).toBeVisible();
  await expect(
    page.getByText(/Garantia de 7 dias: cancele até \d{2}\/\d{2}\/\d{4} e devolvemos o valor\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar e receber o reembolso?' });
  await expect(dialog).toContainText('Você está dentro da garantia de 7 dias: devolvemos R$ 396,00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Motivo (opcional)').fill('Vamos esperar as férias.');
  await expect(dialog).toContainText(/Seu teste grátis continua até \d{2}\/\d{2}\/\d{4}\./);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  // Paid inside the trial: its remaining days return, and every screen says one thing
  // (docs/product.md#refunded-plan).
  const refunded =
    /^Reembolso de R\$\s396,00 solicitado; o acesso ao plano terminou\. Seu teste grátis continua até \d{2}\/\d{2}\/\d{4}\.$/;
  await expect(page.getByTestId('toast-region').getByText(refunded)).toBeVisible();
  await expect(page.getByTestId('subscription-status').getByText(refunded)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assinar Plano Anual' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Renovar/ })).toHaveCount(0);
  await expect(page.getByText('O novo período começa quando o atual terminar.')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').getByText(refunded)).toBeVisible();
  await expect(page.getByTestId('trial-badge')).toContainText(/Teste grátis: \d dias? restantes?/);
  await expect(page.getByText('Assinatura encerrada')).toHaveCount(0);
  const [payment] = await sql(`select p.status from payments p join users u on u.id = p.user_id where u.email = $1`, [
    email.toLowerCase(),
  ]);
  expect(payment?.status).toBe('refunded');

  await page.goto('/activities');
  await expect(page.getByText('No teste grátis você tem 10 atividades liberadas.', { exact: false })).toBeVisible();
  await expect(lockedCards(page)).toHaveCount(101);
});

test('a declined test payment is not confirmed and leads back to the plans; the locked detail offers the plans', async ({
  page,
}) => {
  await newTrialParent(page, 'recusa', 'Caio Souza');

  // The locked detail page offers 'Ver planos' too.
  await page.goto('/activities');
  const card = lockedCards(page).first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link', { name: /Iniciar Atividade/ }).click();
  await page.waitForURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Ver planos' }).click();
  await page.waitForURL(/\/subscription$/);

  await page.getByRole('button', { name: 'Assinar Plano Trimestral' }).click();
  await page.waitForURL(/\/test-payment\?checkout=/);
  await expect(page.getByText('Valor: R$ 149,00')).toBeVisible();
  await page.getByRole('button', { name: 'Recusar pagamento' }).click();

  await page.waitForURL(/\/payment\/success\?/);
  await expect(page.getByRole('heading', { name: 'Pagamento Não Confirmado' })).toBeVisible();
  await expect(page.getByText('O pagamento foi recusado ou não foi concluído. Nada foi cobrado.')).toBeVisible();
  await expect(page.getByText('Você pode tentar de novo com outro cartão ou outra forma de pagamento.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await page.waitForURL(/\/subscription$/);
  await expect(page.getByText(/Seu teste termina em/)).toBeVisible();

  // A typed-in "approved" result is not believed.
  await page.goto('/payment/success?status=approved&plan=annual&payment_id=123456');
  await expect(page.getByRole('heading', { name: 'Pagamento Não Confirmado' })).toBeVisible();
});

import { expect, type Browser, type Page } from '@playwright/test';
import { invitationLink } from './mail';
import { acceptTerms, PROFESSIONAL_TERMS, uniqueEmail } from './session';

/**
 * A professional with access to one of the signed-in parent's children (docs/product.md#professionals):
 * the parent invites from the dashboard, and the professional, in a browser of their own, signs in
 * through the e-mail's link, accepts the terms and the invitation with their type, and the
 * professional's terms. Ends on the professional's dashboard. Close `context` when done.
 */
export async function professionalWithAccess(
  page: Page,
  browser: Browser,
  opts: { child: string; name: string; type: string },
) {
  const email = uniqueEmail('profissional');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Convidar profissional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar profissional' });
  await dialog.getByLabel('E-mail do profissional').fill(email);
  await dialog.getByLabel(opts.child).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();

  const context = await browser.newContext();
  const pro = await context.newPage();
  await pro.goto(await invitationLink(email));
  await pro.getByRole('link', { name: 'Entrar para aceitar' }).click();
  await pro.waitForURL(/\/dev-idp\/interaction\//);
  await pro.getByLabel('E-mail').fill(email);
  await pro.getByLabel('Nome').fill(opts.name);
  await pro.getByRole('button', { name: 'Entrar' }).click();
  await pro.waitForURL(/\/accept-invitation\//);
  await acceptTerms(pro);
  await pro.getByLabel('Tipo de profissional').selectOption({ label: opts.type });
  await pro.getByRole('button', { name: 'Aceitar convite' }).click();
  await pro.waitForURL(/\/professional-dashboard$/);
  await acceptTerms(pro, PROFESSIONAL_TERMS);
  return { pro, context, email };
}

import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { professionalWithAccess } from './support/professional';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

// Professionals and invitations in the back-office (docs/product.md#admin-professionals,
// docs/product.md#admin-invitations): a family invites a professional who accepts; the admin finds
// them in Profissionais and verifies them; the family sees 'Verificado' on the professional's card;
// the admin finds the invitation, accepted, in Convites.

test('the admin verifies a professional a family invited, the family sees it, and the invitation shows accepted', async ({
  page: family,
  browser,
}) => {
  const familyEmail = await newFamilyWithChild(family, {
    prefix: 'familia.verifica',
    parent: 'Renata Verifica',
    child: 'Lia',
  });
  const {
    pro,
    context,
    email: proEmail,
  } = await professionalWithAccess(family, browser, {
    child: 'Lia',
    name: 'Paula Verificada',
    type: 'Fonoaudiólogo(a)',
  });
  await pro.getByRole('link', { name: 'Ver criança: Lia' }).click();
  await pro.waitForURL(/\/professional\/child\/\d+$/);
  const childId = /\/professional\/child\/(\d+)$/.exec(pro.url())![1]!;
  await context.close();

  // The family's card: the professional, not verified yet.
  await family.goto(`/child/${childId}`);
  const card = family.getByTestId('child-professionals').getByRole('listitem').filter({ hasText: 'Paula Verificada' });
  await expect(card).toContainText('Fonoaudiólogo(a)');
  await expect(card.getByText('Verificado')).toHaveCount(0);

  // The admin, in a browser of their own, opens Profissionais from the dashboard and finds her.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin
    .getByRole('navigation', { name: 'Áreas da administração' })
    .getByRole('link', { name: /^Profissionais/ })
    .click();
  await admin.waitForURL(/\/admin\/profissionais$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Profissionais' })).toBeVisible();
  await admin.getByLabel('Buscar por nome, e-mail, organização ou registro').fill('paula verificada');
  await admin.waitForURL(/\/admin\/profissionais\?q=paula\+verificada$/);
  const row = admin.getByRole('row', { name: /Paula Verificada/ });
  await expect(admin.getByRole('table', { name: 'Lista de profissionais' }).getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(proEmail);
  await expect(row).toContainText('Fonoaudiólogo(a)');
  await expect(row).toContainText('1 criança de 1 família');
  await expect(row).toContainText('Não verificado');
  await expectNoSeriousA11yViolations(admin);

  await row.getByRole('button', { name: 'Verificar Paula Verificada' }).click();
  await expect(admin.getByText('Paula Verificada agora aparece como verificado para as famílias.')).toBeVisible();
  await expect(row).toContainText(/Verificado\s*por e2e-admin-[0-9a-f]+ em \d\d\/\d\d\/\d{4}/);
  await expect(row.getByRole('button', { name: 'Remover a verificação de Paula Verificada' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The family sees the mark on the professional's card.
  await family.reload();
  await expect(card.getByText('Verificado')).toBeVisible();
  await expect(card).toContainText('Registro profissional conferido pela equipe do NeuroBridge');
  await expectNoSeriousA11yViolations(family);

  // Convites: the family's invitation, accepted, its e-mail delivered or queued.
  await admin.getByRole('link', { name: 'Ver convites das famílias' }).click();
  await admin.waitForURL(/\/admin\/convites$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Convites das famílias' })).toBeVisible();
  await admin.getByLabel('Situação').selectOption({ label: 'Aceito' });
  await admin.getByLabel('Buscar por família ou profissional').fill(familyEmail);
  const invitation = admin.getByRole('row', { name: /Renata Verifica/ });
  await expect(invitation).toContainText(proEmail);
  await expect(invitation).toContainText('Aceito');
  await expect(invitation).toContainText(/Enviado|Na fila/);
  await expect(invitation.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
});

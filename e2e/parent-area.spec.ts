import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, uniqueEmail } from './support/session';

/**
 * On a phone (390×844), scrolled to the end of the page, no button, link, field or text lies under
 * the assistant's floating button, nor a toast: the page leaves room for it and toasts rise above it
 * (docs/product.md#ai-chat).
 */
async function expectNothingUnderTheAssistant(page: Page) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const assistant = page.getByRole('button', { name: /Abrir o assistente/ });
  await expect(assistant).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await assistant.evaluate((button) => {
    const b = button.getBoundingClientRect();
    const hits = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    // Its own box and text are not what it covers, nor other layers over the page; a toast is
    // (it is raised above the button, so the two never meet).
    const layered = (n: Node) => {
      for (let e = n instanceof Element ? n : n.parentElement; e; e = e.parentElement)
        if (getComputedStyle(e).position === 'fixed') return e.getAttribute('data-testid') !== 'toast-region';
      return false;
    };
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('button, a, input, select, textarea, [role="button"]')))
      if (!layered(el) && hits(el.getBoundingClientRect())) found.push(el.outerHTML.slice(0, 80));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim() || layered(n)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      if (Array.from(range.getClientRects()).some((r) => hits(r))) found.push(n.textContent.trim().slice(0, 80));
    }
    return found;
  });
  expect(covered).toEqual([]);
  await page.setViewportSize(before);
}

test('first sign-in → trial welcome → two children → profile → sensory settings → remove one', async ({ page }) => {
  await signIn(page, uniqueEmail('mae'), 'Marina Alves');
  await acceptTerms(page);

  const welcome = page.getByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' });
  await expect(welcome).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await welcome.getByRole('button', { name: 'Começar teste grátis de 7 dias' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('trial-badge')).toHaveText('Teste grátis: 7 dias restantes');
  await expect(page.getByText('Nenhuma criança cadastrada ainda')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convidar profissional' })).toBeDisabled();
  await expectNothingUnderTheAssistant(page);

  // First child: TEA level 2, with a birth date.
  await page.getByRole('button', { name: 'Adicionar criança' }).click();
  const form = page.getByRole('dialog', { name: 'Adicionar criança' });
  await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await form.getByLabel('Nome').fill('Lia');
  await form.getByLabel('Data de nascimento (opcional)').fill('2018-05-20');
  await form.getByLabel('Diagnóstico de TEA').check();
  await form.getByLabel('Nível de suporte (TEA)').selectOption('2');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lia', exact: true })).toBeVisible();

  // Second child: only a name and TDAH.
  await page.getByRole('button', { name: 'Adicionar criança' }).click();
  await form.getByLabel('Nome').fill('Théo');
  await form.getByLabel('Diagnóstico de TDAH').check();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Théo', exact: true })).toBeVisible();
  await expect(page.getByText('Crianças cadastradas').locator('..')).toContainText('2');
  await expectNoSeriousA11yViolations(page);
  await expectNothingUnderTheAssistant(page);

  // Profile of Lia, then her sensory settings.
  const lia = page.getByTestId('child-card').filter({ hasText: 'Lia' });
  await lia.getByRole('link', { name: 'Ver Perfil Completo' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lia', level: 1 })).toBeVisible();
  await expect(page.getByText('TEA · Nível 2 - Suporte substancial')).toBeVisible();
  await expect(page.getByText('Nenhuma atividade registrada ainda')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Configurações sensoriais' }).click();
  const sensory = page.getByRole('dialog', { name: 'Configurações sensoriais' });
  await sensory.getByLabel('Efeitos sonoros').uncheck();
  await sensory.getByLabel('Texto maior').check();
  await sensory.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();
  // Saved on the server: a reload shows the same choices.
  await page.reload();
  await page.getByRole('button', { name: 'Configurações sensoriais' }).click();
  await expect(sensory.getByLabel('Efeitos sonoros')).not.toBeChecked();
  await expect(sensory.getByLabel('Texto maior')).toBeChecked();
  await sensory.getByRole('button', { name: 'Cancelar' }).click();

  // Remove Théo from the dashboard, after confirming.
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await page.getByRole('button', { name: 'Mais opções para Théo' }).click();
  await page.getByRole('button', { name: 'Remover Perfil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover o perfil de Théo?' });
  await confirm.getByRole('button', { name: 'Remover perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Théo', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lia', exact: true })).toBeVisible();
  await expect(page.getByText('Crianças cadastradas').locator('..')).toContainText('1');

  // Inviting is possible now that there is a child.
  await page.getByRole('button', { name: 'Convidar profissional' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar profissional' });
  await invite.getByLabel('E-mail do profissional').fill('dra.paula@clinica.com');
  await invite.getByLabel('Lia').check();
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado para dra.paula@clinica.com.')).toBeVisible();
});

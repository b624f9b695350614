import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { sampleSessionTrials } from '../../features/trials/trials-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const trials = { 'GET /api/children/10/sessions/20/trials': () => ({ body: sampleSessionTrials() }) };

describe('the trials routes (docs/product.md#session-trials)', () => {
  it("the parent's: the session's trials, and back to the child page", async () => {
    stubSignedInParent(trials);
    const { container } = renderRoute('/child/10/sessoes/20/tentativas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentativas da sessão de 20/11/2026' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
    expect(screen.getByRole('button', { name: 'Correto' })).toBeVisible();
    await expectNoSeriousA11yViolations(container);
  });

  it("a professional's: the same screen, and back to their page of the child", async () => {
    stubSignedInProfessional(trials);
    renderRoute('/professional/child/10/sessoes/20/tentativas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentativas da sessão de 20/11/2026' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para a criança' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );
  });
});

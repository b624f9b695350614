import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleChild, sampleStats, stubFetch, stubSignedInParent } from '../../../test/fetch-stub';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { TermsGate } from './terms-gate';

afterEach(() => vi.unstubAllGlobals());

const REFUSED = {
  status: 403,
  body: { error: 'Para continuar, leia e aceite os Termos de Uso e Privacidade.', code: 'TERMS_REQUIRED' },
};

/** Scrolls the text's region to its bottom, which enables 'Aceito', and accepts. */
async function readAndAccept(dialog: HTMLElement) {
  const region = within(dialog).getByTestId('terms-text');
  for (const [name, value] of Object.entries({ clientHeight: 400, scrollHeight: 400 })) {
    Object.defineProperty(region, name, { configurable: true, value });
  }
  fireEvent.scroll(region);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceito' }));
}

describe('the consent gate on the page (docs/product.md#consent-gate)', () => {
  it(
    'a read refused for want of consent opens the terms modal, and accepting loads the screen',
    { timeout: 20_000 },
    async () => {
      // The page last asked before the admin published a new version: its check still says accepted.
      let accepted = false;
      let checks = 0;
      const { calls } = stubSignedInParent({
        'GET /api/terms/check': () => ({ body: { hasAccepted: checks++ === 0 || accepted, terms_version: '2.0' } }),
        'GET /api/terms': () => ({ body: { version: '2.0', text: 'Termos novos.' } }),
        'POST /api/terms/accept': () => {
          accepted = true;
          return { body: { ok: true } };
        },
        'GET /api/children': () => (accepted ? { body: [sampleChild()] } : REFUSED),
        'GET /api/dashboard/stats': () => (accepted ? { body: sampleStats } : REFUSED),
      });
      renderRoute('/dashboard');

      const dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
      await readAndAccept(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /Termos/ })).not.toBeInTheDocument());
      expect(calls.filter((c) => c.path === '/api/terms/accept')).toEqual([
        expect.objectContaining({ method: 'POST', body: { terms_version: '2.0' } }),
      ]);
      expect(await screen.findByText('Lia')).toBeInTheDocument();
    },
  );

  it("a professional reads the professional's terms once the terms of use are accepted", async () => {
    let accepted = ['1.0'];
    const { calls } = stubFetch({
      'GET /api/terms/check': () => ({
        body: {
          hasAccepted: accepted.includes('1.0'),
          terms_version: '1.0',
          professional_terms: { hasAccepted: accepted.includes('profissional-1.0'), version: 'profissional-1.0' },
        },
      }),
      'GET /api/terms/professional': () => ({ body: { version: 'profissional-1.0', text: 'Sigilo.' } }),
      'POST /api/terms/accept': (init) => {
        accepted = [...accepted, (JSON.parse(String(init?.body)) as { terms_version: string }).terms_version];
        return { body: { ok: true } };
      },
    });
    renderWithProviders(<TermsGate />);
    const dialog = await screen.findByRole('dialog', { name: 'Termo de Compromisso do Profissional' });
    expect(dialog).toHaveTextContent('Versão 1.0');
    expect(dialog).toHaveTextContent('Sigilo.');
    await readAndAccept(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/terms/accept').map((c) => c.body)).toEqual([
      { terms_version: 'profissional-1.0' },
    ]);
  });
});

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
    renderWithProviders(<TermsGate userId={1} />);
    const dialog = await screen.findByRole('dialog', { name: 'Termo de Compromisso do Profissional' });
    expect(dialog).toHaveTextContent('Versão 1.0');
    expect(dialog).toHaveTextContent('Sigilo.');
    await readAndAccept(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/terms/accept').map((c) => c.body)).toEqual([
      { terms_version: 'profissional-1.0' },
    ]);
  });

  it('a gate opened anew (a page handing over to the next) keeps the text read to its end, for that account only', async () => {
    stubFetch({
      'GET /api/terms/check': () => ({ body: { hasAccepted: false, terms_version: '3.0' } }),
      'GET /api/terms': () => ({ body: { version: '3.0', text: 'Termos.' } }),
    });
    const first = renderWithProviders(<TermsGate userId={7} />);
    let dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
    const accept = () => within(dialog).getByRole('button', { name: 'Aceito' });
    expect(accept()).toBeDisabled();
    const region = within(dialog).getByTestId('terms-text');
    for (const [name, value] of Object.entries({ clientHeight: 400, scrollHeight: 400 })) {
      Object.defineProperty(region, name, { configurable: true, value });
    }
    fireEvent.scroll(region);
    expect(accept()).toBeEnabled();
    first.unmount();

    const again = renderWithProviders(<TermsGate userId={7} />);
    dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
    expect(accept()).toBeEnabled();
    again.unmount();

    // Another account on the same page reads the text itself.
    renderWithProviders(<TermsGate userId={8} />);
    dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
    expect(accept()).toBeDisabled();
  });

  it(
    'after a version is published, an account that accepted the earlier one reads what changed first, then the new text',
    { timeout: 20_000 },
    async () => {
      // This page accepts 1.0 first; then an owner publishes 1.1 and the next check says so.
      let current = '1.0';
      const accepted: string[] = [];
      const { calls } = stubFetch({
        'GET /api/terms/check': () => ({
          body: {
            hasAccepted: accepted.includes(current),
            terms_version: current,
            changes:
              current === '1.1' && !accepted.includes('1.1')
                ? { from_version: '1.0', summary: 'Mudamos:\n- o contato\n- o prazo' }
                : null,
          },
        }),
        'GET /api/terms': () => ({
          body:
            current === '1.0'
              ? { version: '1.0', text: 'Texto antigo.', title: null, summary: null, published_at: null }
              : {
                  version: '1.1',
                  text: '## Quem somos\nTexto novo.\n\n!Consinto.',
                  title: 'Termos de Uso 1.1',
                  summary: 'Mudamos.',
                  published_at: '2026-11-28T10:00:00.000Z',
                },
        }),
        'POST /api/terms/accept': (init) => {
          accepted.push((JSON.parse(String(init?.body)) as { terms_version: string }).terms_version);
          return { body: { ok: true } };
        },
      });
      const { queryClient } = renderWithProviders(<TermsGate userId={1} />);
      const first = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
      expect(within(first).queryByRole('heading', { name: 'O que mudou nesta versão' })).not.toBeInTheDocument();
      await readAndAccept(first);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      current = '1.1';
      await queryClient.invalidateQueries();
      const dialog = await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' });
      expect(dialog).toHaveTextContent('Versão 1.1');
      const changes = within(dialog).getByTestId('terms-changes');
      expect(within(changes).getByRole('heading', { name: 'O que mudou nesta versão' })).toBeInTheDocument();
      expect(changes).toHaveTextContent('Desde a versão 1.0, que você aceitou.');
      expect(
        within(changes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['o contato', 'o prazo']);
      // The summary comes before the text, and the text is 1.1's, never the 1.0 this page read before.
      const text = within(dialog).getByTestId('terms-text');
      expect(changes.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(text).getByRole('heading', { name: 'Termos de Uso 1.1' })).toBeInTheDocument();
      expect(within(text).getByRole('heading', { name: 'Quem somos' })).toBeInTheDocument();
      expect(within(text).getByText('Consinto.')).toHaveClass('border-amber-500');
      expect(text).not.toHaveTextContent('Texto antigo.');
      await readAndAccept(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.filter((c) => c.path === '/api/terms/accept').map((c) => c.body)).toEqual([
        { terms_version: '1.0' },
        { terms_version: '1.1' },
      ]);
    },
  );
});

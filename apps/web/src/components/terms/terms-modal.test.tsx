import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { isScrolledToEnd, TermsModal } from './terms-modal';
import { TermsBody } from './terms-body';

const text = 'Primeiro parágrafo.\n\n!Consentimento destacado (LGPD, Art. 14).\n\nÚltimo parágrafo.';

function scrollTo(el: HTMLElement, { scrollTop, clientHeight, scrollHeight }: Record<string, number>) {
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  el.scrollTop = scrollTop!;
  fireEvent.scroll(el);
}

describe('isScrolledToEnd: within 50px of the end (docs/product.md#accepting-the-terms)', () => {
  it('is true at exactly 50px from the end and false at 51px', () => {
    expect(isScrolledToEnd({ scrollTop: 550, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 549, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });
  it('is true when the text fits without scrolling', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});

describe('TermsModal', () => {
  const props = { version: '1.0', text, accepting: false, onAccept: vi.fn(), onDecline: vi.fn() };

  it("enables 'Aceito' only after scrolling within 50px of the end", async () => {
    const onAccept = vi.fn();
    render(<TermsModal {...props} onAccept={onAccept} />);
    const accept = screen.getByRole('button', { name: 'Aceito' });
    expect(accept).toBeDisabled();
    const region = screen.getByTestId('terms-text');
    scrollTo(region, { scrollTop: 100, clientHeight: 400, scrollHeight: 1000 });
    expect(accept).toBeDisabled();
    scrollTo(region, { scrollTop: 560, clientHeight: 400, scrollHeight: 1000 });
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("'Não aceito' declines", async () => {
    const onDecline = vi.fn();
    render(<TermsModal {...props} onDecline={onDecline} />);
    await userEvent.click(screen.getByRole('button', { name: 'Não aceito' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('highlights the specific LGPD consent and shows the version', () => {
    render(<TermsModal {...props} />);
    expect(screen.getByText('Consentimento destacado (LGPD, Art. 14).')).toHaveClass('border-amber-500');
    expect(screen.getByText('Versão 1.0')).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape: acceptance comes before anything else', async () => {
    render(<TermsModal {...props} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeInTheDocument();
  });

  it('shows an error when acceptance failed', () => {
    render(<TermsModal {...props} error="Erro de conexão. Tente novamente." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<TermsModal {...props} />);
    await expectNoSeriousA11yViolations(container);
  });

  it('shows what changed first, in its own labelled part, then the text', () => {
    render(<TermsModal {...props} version="1.1" changes={{ from_version: '1.0', summary: 'Novo contato.' }} />);
    const changes = screen.getByRole('region', { name: 'O que mudou nesta versão' });
    expect(changes).toHaveTextContent('Desde a versão 1.0, que você aceitou.');
    expect(changes).toHaveTextContent('Novo contato.');
    expect(
      changes.compareDocumentPosition(screen.getByTestId('terms-text')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The dialog's focus starts on what changed, read first.
    expect(changes).toHaveFocus();
  });

  it("the admin's preview says so above it, and Escape closes it", async () => {
    const onClose = vi.fn();
    render(<TermsModal {...props} preview={{ notice: 'Pré-visualização.', onClose }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Pré-visualização.');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations with the changes, a title, headings and lists', async () => {
    const { container } = render(
      <TermsModal
        {...props}
        documentTitle="Termos 1.1"
        text={'## Seção\nTexto.\n\n- um\n- dois\n\n!Consentimento:\n- dados'}
        changes={{ from_version: '1.0', summary: '- mudou isto' }}
      />,
    );
    await expectNoSeriousA11yViolations(container);
  });
});

/** How the modal drew a text before the markup (docs/product.md#terms-markup): 1.0 must read exactly so. */
function BeforeMarkup({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((p, i) =>
    p.startsWith('!') ? (
      <p
        key={i}
        className="my-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 font-medium whitespace-pre-line"
      >
        {p.slice(1)}
      </p>
    ) : (
      <p key={i} className="my-3 whitespace-pre-line">
        {p}
      </p>
    ),
  );
}

describe('TermsBody (docs/product.md#terms-markup)', () => {
  it('draws a text written before the markup exactly as the modal always did', () => {
    const before = [
      'Termos de Uso — versão 1.0',
      '1. Sobre o NeuroBridge\nO NeuroBridge é uma plataforma.',
      '!6. Consentimento específico para dados de crianças (LGPD, Art. 14)\nAo aceitar, você consente.',
      '12. Alterações\nPediremos um novo aceite.',
      'Ao clicar em "Aceito", você declara que leu.',
    ].join('\n\n');
    const old = render(<BeforeMarkup text={before} />).container.innerHTML;
    const now = render(<TermsBody text={before} />).container.innerHTML;
    expect(now).toBe(old);
  });

  it('draws headings, lists and a consent holding a list', () => {
    render(<TermsBody text={'## Dados\nTratamos:\n- nome\n- e-mail\n\n!Consinto com:\n- diagnóstico'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Dados' })).toBeInTheDocument();
    const [plain, inConsent] = screen.getAllByRole('list');
    expect(
      within(plain!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['nome', 'e-mail']);
    expect(inConsent!.parentElement).toHaveClass('border-amber-500');
    expect(inConsent!.parentElement).toHaveTextContent('Consinto com:diagnóstico');
  });
});

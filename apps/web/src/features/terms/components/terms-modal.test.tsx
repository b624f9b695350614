import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { isScrolledToEnd, TermsModal } from './terms-modal';

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
});

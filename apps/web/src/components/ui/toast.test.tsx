import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './toast';

/** Hands the toast function to the test. */
const probe: { toast?: ReturnType<typeof useToast> } = {};
function Probe() {
  const show = useToast();
  useEffect(() => {
    probe.toast = show;
  }, [show]);
  return null;
}
const toast: ReturnType<typeof useToast> = (text, tone) => probe.toast!(text, tone);
const texts = () => screen.getByTestId('toast-region').querySelectorAll('p');

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message once however often it is said', () => {
    act(() => {
      toast('Erro ao salvar configurações', 'error');
      toast('Erro ao salvar configurações', 'error');
      toast('Erro ao salvar configurações', 'error');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(texts()).toHaveLength(1);
  });

  it('lets a success go by itself, and keeps an error until the action works', () => {
    act(() => toast('Erro ao salvar configurações', 'error'));
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao salvar configurações');

    act(() => toast('Configurações salvas com sucesso!', 'success'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Configurações salvas com sucesso!');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(texts()).toHaveLength(0);
  });

  it('keeps different messages apart', () => {
    act(() => {
      toast('Um', 'info');
      toast('Dois', 'error');
    });
    expect([...texts()].map((p) => p.textContent)).toEqual(['Um', 'Dois']);
  });

  it('leaves no timer behind when it goes: nothing fires after the page is gone', () => {
    act(() => toast('Configurações salvas com sucesso!', 'success'));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});

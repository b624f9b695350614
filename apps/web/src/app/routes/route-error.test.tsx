import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { RouteError } from './route-error';

function setOnline(online: boolean, event?: 'online' | 'offline') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (event) act(() => void window.dispatchEvent(new Event(event)));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RouteError', () => {
  it('online: something went wrong, with a reload', () => {
    setOnline(true);
    render(<RouteError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it("a screen whose code could not load offline says so, and offers 'Tentar de novo' when the connection returns", async () => {
    setOnline(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { container } = render(<RouteError />);
    expect(
      screen.getByRole('heading', { name: 'Sem conexão — disponível quando voltar a internet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    setOnline(true, 'online');
    expect(
      screen.getByRole('heading', { name: 'Sem conexão — disponível quando voltar a internet' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failure that happened online says the connection is gone while it is, and nothing else', () => {
    setOnline(true);
    render(<RouteError />);
    setOnline(false, 'offline');
    expect(
      screen.getByRole('heading', { name: 'Sem conexão — disponível quando voltar a internet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    setOnline(true, 'online');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { markGameOpen } from '../../lib/offline/game-in-progress';
import {
  INSTALL_ANSWERED_KEY,
  offerInstall,
  resetPwaState,
  updateReady,
  type InstallPromptEvent,
} from '../../lib/offline/pwa';
import { InstallAndUpdate } from './install-and-update';

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => ({ outcome: 'dismissed' }));
  return event;
}

let closeGame: (() => void) | null = null;

beforeEach(() => {
  window.localStorage.clear();
  resetPwaState();
});
afterEach(() => {
  closeGame?.();
  closeGame = null;
  act(() => resetPwaState());
});

describe('the update notice', () => {
  it("says 'Nova versão disponível — atualizar' and 'Atualizar' applies it, by keyboard", async () => {
    const apply = vi.fn();
    const { container } = render(<InstallAndUpdate />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => updateReady(apply));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Nova versão disponível — atualizar');
    await expectNoSeriousA11yViolations(container);

    await userEvent.tab();
    const update = screen.getByRole('button', { name: 'Atualizar' });
    expect(update).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('waits while a game is open and shows when it closes', () => {
    render(<InstallAndUpdate />);
    act(() => {
      closeGame = markGameOpen();
      updateReady(vi.fn());
    });
    expect(screen.queryByText('Nova versão disponível — atualizar')).toBeNull();
    act(() => {
      closeGame?.();
      closeGame = null;
    });
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível — atualizar');
  });
});

describe('the install offer', () => {
  it("offers 'Instalar o NeuroBridge'; 'Instalar' opens the browser's dialog and the card goes for good", async () => {
    const event = installEvent();
    const { container } = render(<InstallAndUpdate />);
    act(() => offerInstall(event));
    expect(screen.getByRole('status', { name: 'Instalar o NeuroBridge' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Instalar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(window.localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('install');
  });

  it("'Agora não' closes it, and a later offer on this device is not shown", async () => {
    const event = installEvent();
    render(<InstallAndUpdate />);
    act(() => offerInstall(event));
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(event.prompt).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => offerInstall(installEvent()));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not offered during a game, and gives way to the update notice', () => {
    render(<InstallAndUpdate />);
    act(() => {
      closeGame = markGameOpen();
      offerInstall(installEvent());
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      closeGame?.();
      closeGame = null;
    });
    expect(screen.getByRole('status', { name: 'Instalar o NeuroBridge' })).toBeInTheDocument();
    act(() => updateReady(vi.fn()));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível — atualizar');
  });
});

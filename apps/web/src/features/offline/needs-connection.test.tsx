import { QueryObserver, onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { NeedsConnection } from './needs-connection';
import { NeedsConnectionNote } from './needs-connection-note';
import { needsServer, pausedWithoutData } from './needs-connection-gate';

const TITLE = 'Sem conexão — disponível quando voltar a internet';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('NeedsConnection', () => {
  it('says plainly that the screen needs the connection, calmly, with the way back to the dashboard', async () => {
    const { container } = render(
      <MemoryRouter>
        <NeedsConnection />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Os jogos, a semana da criança e o modo criança continuam funcionando sem ela.');
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', paths.dashboard);
    await expectNoSeriousA11yViolations(container);
  });

  it('without the way back where there is no dashboard to go to (the back-office)', () => {
    render(
      <MemoryRouter>
        <NeedsConnection back={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('in place of a part of a screen, the same words', async () => {
    const { container } = render(<NeedsConnectionNote />);
    expect(screen.getByRole('status')).toHaveTextContent(TITLE);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('what the gate decides', () => {
  it('names the screens that only work with the server, and not those kept on the device', () => {
    for (const path of [
      paths.subscription,
      paths.account,
      paths.paymentSuccess,
      paths.acceptInvitation('abc'),
      paths.professionalDashboard,
      paths.professionalSession(3),
      paths.adminUsers,
      paths.adminLogin,
    ]) {
      expect(needsServer(path), path).toBe(true);
    }
    for (const path of [
      paths.dashboard,
      paths.child(1),
      paths.childSchedule(1),
      paths.activities(),
      paths.activity(5),
    ]) {
      expect(needsServer(path), path).toBe(false);
    }
  });

  it('finds a read someone shows that waits for the connection with nothing to show; not one with data, nor a background one', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const wait = () => Promise.reject(new TypeError('Failed to fetch'));
    // Someone shows a read that has data: it waits, and the screen shows what it has.
    client.setQueryData(['kept'], 1);
    const kept = new QueryObserver(client, { queryKey: ['kept'], queryFn: wait, staleTime: 0 }).subscribe(() => {});
    // Nobody shows a background read.
    void client.prefetchQuery({ queryKey: ['background'], queryFn: wait });
    await vi.waitFor(() => expect(client.getQueryState(['background'])?.fetchStatus).toBe('paused'));
    expect(pausedWithoutData(client)).toBe(false);
    // A switched-off observer of the paused background read (the player's level read offline) holds nothing.
    const off = new QueryObserver(client, { queryKey: ['background'], queryFn: wait, enabled: false }).subscribe(
      () => {},
    );
    expect(pausedWithoutData(client)).toBe(false);
    off();
    const shown = new QueryObserver(client, { queryKey: ['shown'], queryFn: wait }).subscribe(() => {});
    await vi.waitFor(() => expect(pausedWithoutData(client)).toBe(true));
    shown();
    kept();
  });
});

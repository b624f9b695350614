import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, sendQueue } from '../../lib/offline/result-queue';
import { stubFetch } from '../../test/fetch-stub';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { ALL_SENT_MS, indicatorText, QueueIndicator, QueueStatus } from './queue-indicator';
import { closeDevice, freshDevice, recorded, result, setOnline } from './queue-test-support';

/* The top bar's indicator of the results waiting on the device (docs/product.md#offline-play). */

beforeEach(freshDevice);
afterEach(() => {
  vi.useRealTimers();
  closeDevice();
});

const indicator = () => screen.getByRole('status');

describe('what the indicator says', () => {
  it.each([
    [{ online: false, count: 3, sending: false }, 'Offline — 3 resultados para enviar'],
    [{ online: false, count: 1, sending: false }, 'Offline — 1 resultado para enviar'],
    [{ online: false, count: 0, sending: false }, 'Offline'],
    [{ online: true, count: 3, sending: true }, 'Enviando 3 resultados…'],
    [{ online: true, count: 1, sending: true }, 'Enviando 1 resultado…'],
    [{ online: true, count: 2, sending: false }, '2 resultados para enviar'],
  ])('%o → %s', (state, text) => {
    expect(indicatorText(state, false)?.text).toBe(text);
  });

  it('online with nothing waiting says nothing, or "Tudo enviado" just after a send', () => {
    expect(indicatorText({ online: true, count: 0, sending: false }, false)).toBeNull();
    expect(indicatorText({ online: true, count: 0, sending: false }, true)?.text).toBe('Tudo enviado');
  });
});

describe('the indicator in the top bar', () => {
  it("says 'Tudo enviado' once the queue empties, then nothing after a few seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = render(<QueueIndicator online count={2} sending />);
    expect(indicator()).toHaveTextContent('Enviando 2 resultados…');
    view.rerender(<QueueIndicator online count={0} sending={false} />);
    expect(indicator()).toHaveTextContent('Tudo enviado');
    act(() => vi.advanceTimersByTime(ALL_SENT_MS - 1));
    expect(indicator()).toHaveTextContent('Tudo enviado');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("an empty queue that was never sent says nothing online and does not claim 'Tudo enviado'", () => {
    render(<QueueIndicator online count={0} sending={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offline with an empty queue says only "Offline"', async () => {
    setOnline(false);
    render(<QueueStatus userId={1} />);
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
  });

  it("follows the account's queue on the device: offline count, sending, then 'Tudo enviado'", async () => {
    setOnline(false);
    await enqueue(result(1));
    await enqueue(result(2));
    await enqueue(result(3, { userId: 2 }));
    render(<QueueStatus userId={1} />);
    // Another account's result on the device is not counted.
    expect(await screen.findByText('Offline — 2 resultados para enviar')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stubFetch({
      'POST /api/children/10/progress': async () => {
        await held;
        return { status: 201, body: recorded(result(1)) };
      },
    });
    setOnline(true);
    const sending = sendQueue(1);
    expect(await screen.findByText('Enviando 2 resultados…')).toBeInTheDocument();
    release();
    await act(() => sending);
    expect(await screen.findByText('Tudo enviado')).toBeInTheDocument();
  });
});

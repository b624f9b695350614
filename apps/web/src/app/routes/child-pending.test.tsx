import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDevice, freshDevice, recorded, result, setOnline } from '../../features/offline/queue-test-support';
import { enqueue, queuedItems } from '../../lib/offline/result-queue';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { parentAreaStubs, sampleChild, sampleUser, stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

/*
 * The signed-in area sends the results saved on the device and the child page shows those still
 * waiting (docs/product.md#offline-play).
 */

beforeEach(freshDevice);
afterEach(closeDevice);

/** The server of Ana's page for Lia; `progress` answers the saves, and a recorded save is listed. */
function server(progress: () => 'ok' | 'fail') {
  const listed: ReturnType<typeof recorded>[] = [];
  const stub = stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/progress': () => ({ body: { items: listed, next_cursor: null } }),
    'GET /api/children/10/progress/summary': () => ({
      body: { completed: listed.length, average_score: listed.length ? 71 : null, total: listed.length },
    }),
    'POST /api/children/10/progress': () => {
      if (progress() === 'fail') return { status: 503, body: { error: 'x' } };
      listed.push(recorded(result(1), 1));
      return { status: 201, body: listed.at(-1) };
    },
  });
  return stub;
}

describe('results waiting on the device, on the child page', () => {
  it('shows them marked until the queue is sent, then the list and the numbers read them from the server', async () => {
    setOnline(false);
    await enqueue(result(1));
    setOnline(true);
    let answer: 'ok' | 'fail' = 'fail';
    const { calls } = server(() => answer);
    renderRoute('/child/10');

    // The layout's sender tried at once; the server failed, so the result waits, shown as such.
    const pending = await screen.findByTestId('pending-results');
    expect(within(pending).getByText('Aguardando envio')).toBeInTheDocument();
    expect(within(pending).getByText('Atividade 1')).toBeInTheDocument();
    expect(await screen.findByTestId('pending-note')).toHaveTextContent(
      'Estes números ainda não contam 1 resultado aguardando envio.',
    );
    await waitFor(() => expect(screen.getByTestId('queue-indicator')).toHaveTextContent('1 resultado para enviar'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await expectNoSeriousA11yViolations(document.body);

    // The connection returns (the browser says so): the sender sends again, and the page reads again.
    answer = 'ok';
    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('pending-results')).not.toBeInTheDocument());
    expect(screen.queryByTestId('pending-note')).not.toBeInTheDocument();
    expect(await within(await screen.findByTestId('recent-progress')).findByText('Atividade 1')).toBeInTheDocument();
    expect(await screen.findByText('Tudo enviado')).toBeInTheDocument();
    expect(await queuedItems(1)).toEqual([]);
  });
});

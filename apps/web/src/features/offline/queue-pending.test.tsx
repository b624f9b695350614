import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discardQueue, enqueue } from '../../lib/offline/result-queue';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { PendingNotCounted, PendingResults, playedAtText } from './queue-pending';
import { closeDevice, freshDevice, result, setOnline } from './queue-test-support';

/* The child page's results still on the device (docs/product.md#offline-play). */

beforeEach(freshDevice);
afterEach(closeDevice);

function renderChild(childId = 10) {
  return render(
    <>
      <PendingNotCounted userId={1} childId={childId} />
      <PendingResults userId={1} childId={childId} />
    </>,
  );
}

describe("the child's results awaiting sending", () => {
  it("shows the child's queued results, newest first, marked 'Aguardando envio', and says the numbers do not count them", async () => {
    setOnline(false);
    await enqueue(result(1));
    await enqueue(result(2, { childId: 11 }));
    await enqueue(result(3, { body: { ...result(3).body, score: null, status: 'needs_help' } }));
    await enqueue(result(4, { userId: 2 }));
    renderChild();
    const list = await screen.findByTestId('pending-results');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Atividade 3' + '27/11/2026 às 12:03 · Precisa de ajuda' + 'Aguardando envio',
      'Atividade 1' + '27/11/2026 às 12:01' + '71 pontos' + 'Aguardando envio',
    ]);
    expect(screen.getByTestId('pending-note')).toHaveTextContent(
      'Estes números ainda não contam 2 resultados aguardando envio.',
    );
    expect(screen.getByRole('region', { name: 'Resultados aguardando envio' })).toBe(list.parentElement);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('one result reads in the singular', async () => {
    setOnline(false);
    await enqueue(result(1));
    renderChild();
    expect(await screen.findByTestId('pending-note')).toHaveTextContent(
      'Estes números ainda não contam 1 resultado aguardando envio.',
    );
  });

  it('shows nothing extra when nothing waits, and goes when the queue empties', async () => {
    setOnline(false);
    await enqueue(result(1));
    const view = renderChild();
    await screen.findByTestId('pending-results');
    await discardQueue(1);
    await waitFor(() => expect(screen.queryByTestId('pending-results')).not.toBeInTheDocument());
    expect(screen.queryByTestId('pending-note')).not.toBeInTheDocument();
    expect(view.container).toBeEmptyDOMElement();
  });

  it('dates a result in São Paulo time', () => {
    expect(playedAtText('2026-11-28T02:30:00.000Z')).toBe('27/11/2026 às 23:30');
  });
});

import { OBZ_BYTES_MAX, OBZ_TOO_LARGE } from '@neurobridge/shared/api/board-exchange';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { boardsQueryOptions } from '../api/boards';
import { BoardShare } from './board-share';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BOARD = { id: 3, name: 'Importada', rows: 2, cols: 2, cells: [], updated_at: '2026-11-28T10:00:00.000Z' };

/** The file the browser would save: its name and object URL, from the hidden link's click. */
function catchDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:arquivo'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A fetch that answers the PDF and the .obz as files, after `release` when one is given. */
function fileFetch(release?: Promise<void>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    await release;
    const url = String(input);
    const name = url.endsWith('/pdf') ? 'prancha_lia_casa.pdf' : 'prancha_lia.obz';
    return new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const fileInput = () => screen.getByLabelText('Arquivo .obz para importar') as HTMLInputElement;

describe('BoardShare (docs/product.md#print-and-share)', () => {
  it("'Imprimir (PDF)' saves the board's PDF, showing 'Preparando…' meanwhile; 'Exportar (.obz)' saves the boards", async () => {
    const saved = catchDownloads();
    let open!: () => void;
    const fetchMock = fileFetch(new Promise((r) => (open = r)));
    renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir (PDF)' }));
    expect(await screen.findByRole('button', { name: 'Preparando…' })).toBeDisabled();
    open();
    await waitFor(() => expect(saved).toEqual(['prancha_lia_casa.pdf']));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/children/10/boards/1/pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar (.obz)' }));
    await waitFor(() => expect(saved).toEqual(['prancha_lia_casa.pdf', 'prancha_lia.obz']));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/children/10/boards/export.obz');
  });

  it('a double click saves one file', async () => {
    const saved = catchDownloads();
    let open!: () => void;
    const fetchMock = fileFetch(new Promise((r) => (open = r)));
    renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    // Two clicks in one tick, before the screen shows the first is running.
    const exportButton = screen.getByRole('button', { name: 'Exportar (.obz)' });
    fireEvent.click(exportButton);
    fireEvent.click(exportButton);
    open();
    await waitFor(() => expect(saved).toEqual(['prancha_lia.obz']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed print says so', async () => {
    stubFetch({ 'GET /api/children/10/boards/1/pdf': () => ({ status: 500, body: { error: 'x' } }) });
    renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível gerar o PDF da prancha. Tente novamente.',
    );
  });

  it("'Importar (.obz)' sends the chosen file in base64 with a key, says how many came, and shows them", async () => {
    const { calls } = stubFetch({
      'POST /api/children/10/boards/import': () => ({ status: 201, body: { imported: 1, boards: [BOARD] } }),
    });
    const { queryClient } = renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Importar (.obz)' }));
    await userEvent.upload(fileInput(), new File(['PK-obz'], 'prancha.obz', { type: 'application/zip' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pranchas importadas: 1.');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ file: btoa('PK-obz') });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryData(boardsQueryOptions(10).queryKey)).toEqual({ boards: [BOARD] });
  });

  it("shows the server's pt-BR refusal of a file", async () => {
    stubFetch({
      'POST /api/children/10/boards/import': () => ({
        status: 400,
        body: { error: 'Este arquivo não é uma prancha .obz válida.' },
      }),
    });
    renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    await userEvent.upload(fileInput(), new File(['hello'], 'foto.obz'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este arquivo não é uma prancha .obz válida.');
  });

  it("refuses a file over 20 MB without sending it, and shows 'Importando…' while one is sent", async () => {
    let answer!: () => void;
    const { calls } = stubFetch({
      'POST /api/children/10/boards/import': async () => {
        await new Promise<void>((r) => (answer = r));
        return { status: 201, body: { imported: 2, boards: [BOARD] } };
      },
    });
    renderWithProviders(<BoardShare childId={10} board={{ id: 1 }} />);
    const big = new File(['x'], 'grande.obz');
    Object.defineProperty(big, 'size', { value: OBZ_BYTES_MAX + 1 });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(OBZ_TOO_LARGE);
    expect(calls).toEqual([]);
    await userEvent.upload(fileInput(), new File(['PK'], 'prancha.obz'));
    expect(await screen.findByRole('button', { name: 'Importando…' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('Pranchas importadas: 2.');
  });
});

describe('BoardShare for a child with no board yet', () => {
  it('offers the import alone: nothing to print or export', async () => {
    renderWithProviders(<BoardShare childId={10} />);
    expect(
      screen.getByText('Já tem uma prancha feita no Cboard ou em outro aparelho? Importe o arquivo .obz dela.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar (.obz)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Imprimir (PDF)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar (.obz)' })).toBeNull();
    await expectNoSeriousA11yViolations(document.body);
  });
});

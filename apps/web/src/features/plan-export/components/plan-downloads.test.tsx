import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { setClock } from '../../../lib/clock';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { PlanDownloads } from './plan-downloads';

/** The section with its providers only (test/render.tsx would load every route of the app). */
function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}

type Answer = () => Promise<Response> | Response;

const file = (name: string) => () =>
  new Response('arquivo', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
const refusal = (status: number, error: string) => () =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

/** Answers the plan's two files; records each request's path and query and each file saved. */
function serve(answers: { csv?: Answer; pdf?: Answer } = {}) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/children/10/plan/export.csv')
        return (answers.csv ?? file('neurobridge_plano_Lia_2026-11-24.csv'))();
      if (url.pathname === '/api/children/10/plan/summary.pdf')
        return (answers.pdf ?? file('neurobridge_plano_Lia_2026-11-24.pdf'))();
      return new Response(null, { status: 404 });
    }),
  );
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { requests, saved };
}

const section = () => screen.getByRole('region', { name: 'Plano terapêutico' });
// By place: a running one is named 'Gerando…'.
const csvButton = () => within(section()).getAllByRole('button')[0]!;
const pdfButton = () => within(section()).getAllByRole('button')[1]!;

beforeEach(() => setClock('2026-11-24T15:00:00.000Z'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the plan's downloads", () => {
  it('offers the last 90 days; a double click on "Baixar CSV" asks once and saves the server\'s file', async () => {
    const { requests, saved } = serve();
    const { container } = renderWithProviders(<PlanDownloads childId={10} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plano terapêutico' })).toBeInTheDocument();
    expect(within(section()).getByLabelText('De')).toHaveValue('2026-08-27');
    expect(within(section()).getByLabelText('Até')).toHaveValue('2026-11-24');
    await expectNoSeriousA11yViolations(container);

    fireEvent.click(csvButton());
    fireEvent.click(csvButton());
    await waitFor(() => expect(saved).toEqual(['neurobridge_plano_Lia_2026-11-24.csv']));
    expect(requests).toEqual(['/api/children/10/plan/export.csv?from=2026-08-27&to=2026-11-24']);
    expect(await screen.findByText('Arquivo neurobridge_plano_Lia_2026-11-24.csv baixado.')).toBeInTheDocument();
    expect(csvButton()).toHaveAccessibleName('Baixar CSV');
    expect(pdfButton()).toHaveAccessibleName('Baixar PDF');
  });

  it('"Baixar PDF" sends the chosen period; while it runs it says "Gerando…" and the CSV waits', async () => {
    const { gate, release } = gated();
    const { requests, saved } = serve({
      pdf: async () => {
        await gate;
        return file('plano.pdf')();
      },
    });
    renderWithProviders(<PlanDownloads childId={10} />);
    fireEvent.change(within(section()).getByLabelText('De'), { target: { value: '2026-01-05' } });
    fireEvent.change(within(section()).getByLabelText('Até'), { target: { value: '2026-06-30' } });
    await userEvent.click(pdfButton());
    expect(pdfButton()).toHaveTextContent('Gerando…');
    expect(pdfButton()).toBeDisabled();
    expect(csvButton()).toBeDisabled();
    fireEvent.click(csvButton());
    release();
    await waitFor(() => expect(saved).toEqual(['plano.pdf']));
    expect(requests).toEqual(['/api/children/10/plan/summary.pdf?from=2026-01-05&to=2026-06-30']);
    await waitFor(() => expect(pdfButton()).toHaveTextContent('Baixar PDF'));
    expect(csvButton()).toBeEnabled();
  });

  it('checks the period before asking: a start after the end, more than 2 years, a cleared day', async () => {
    const { requests } = serve();
    renderWithProviders(<PlanDownloads childId={10} />);
    const from = within(section()).getByLabelText('De');
    const to = within(section()).getByLabelText('Até');

    fireEvent.change(from, { target: { value: '2026-12-01' } });
    await userEvent.click(csvButton());
    expect(to).toHaveAccessibleDescription('Período inválido: a data inicial é depois da final.');
    expect(to).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(from, { target: { value: '2024-11-22' } });
    expect(from).toHaveAccessibleDescription('O período pode ter no máximo 2 anos.');
    await userEvent.click(pdfButton());

    fireEvent.change(from, { target: { value: '' } });
    expect(from).toHaveAccessibleDescription('Data do período inválida.');

    // Exactly 2 years (731 days, as the contract counts them) is allowed.
    fireEvent.change(from, { target: { value: '2024-11-23' } });
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(requests).toEqual([]);
    await userEvent.click(csvButton());
    await waitFor(() => expect(requests).toEqual(['/api/children/10/plan/export.csv?from=2024-11-23&to=2026-11-24']));
  });

  it("shows the server's refusal as it is, the connection's words, and a generic text for a failure", async () => {
    let csv: Answer = refusal(400, 'O período pode ter no máximo 2 anos.');
    const { saved } = serve({ csv: () => csv() });
    renderWithProviders(<PlanDownloads childId={10} />);

    await userEvent.click(csvButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('O período pode ter no máximo 2 anos.');

    csv = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(csvButton());
    await waitFor(() =>
      expect(within(section()).getByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.'),
    );

    csv = refusal(500, 'Erro interno.');
    await userEvent.click(csvButton());
    await waitFor(() =>
      expect(within(section()).getByRole('alert')).toHaveTextContent(
        'Não foi possível gerar o arquivo. Tente novamente.',
      ),
    );

    // The next try that works clears the error.
    csv = file('plano.csv');
    await userEvent.click(csvButton());
    await waitFor(() => expect(saved).toEqual(['plano.csv']));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const { saved } = serve();
    renderWithProviders(<PlanDownloads childId={10} />);
    await userEvent.tab();
    expect(within(section()).getByLabelText('De')).toHaveFocus();
    await userEvent.tab();
    expect(within(section()).getByLabelText('Até')).toHaveFocus();
    await userEvent.tab();
    expect(csvButton()).toHaveFocus();
    await userEvent.tab();
    expect(pdfButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['neurobridge_plano_Lia_2026-11-24.pdf']));
  });

  it('without a connection: says so and asks nothing', async () => {
    const { requests } = serve();
    renderWithProviders(<PlanDownloads childId={10} unavailable="Sem conexão com a internet" />);
    expect(within(section()).getByRole('status')).toHaveTextContent('Sem conexão com a internet');
    expect(csvButton()).toBeDisabled();
    expect(pdfButton()).toBeDisabled();
    fireEvent.click(csvButton());
    expect(requests).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { sampleAdminProfessional } from './professionals-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bruna = sampleAdminProfessional();
const caio = sampleAdminProfessional({
  id: 22,
  name: null,
  email: 'caio@consultorio.example',
  professional_type: null,
  organization_name: null,
  registration_number: null,
  children_count: 0,
  families_count: 0,
  verified: true,
  verified_at: '2026-11-18T12:00:00.000Z',
  verified_by: 'gestora',
});
const LIST = 'GET /api/admin/professionals';

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    [LIST]: (_init, url) => {
      const verified = url.searchParams.get('verified');
      const all = [bruna, caio].filter((p) => !verified || p.verified === (verified === 'yes'));
      return { body: { professionals: all, next_cursor: null } };
    },
    ...routes,
  });
}

const table = () => screen.getByRole('table', { name: 'Lista de profissionais' });
const listCalls = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/admin/professionals').map((c) => c.query);

describe('/admin/profissionais (docs/product.md#admin-professionals)', () => {
  it('lists each professional with type, organization, registration, counts, since and verification', async () => {
    stub();
    const view = renderRoute('/admin/profissionais');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profissionais' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Lista de profissionais' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Bruna Lima');
    for (const text of [
      'bruna@clinica.example',
      'Fonoaudiólogo(a)',
      'Clínica Sol',
      'CRFa 2-12345',
      '3 crianças de 2 famílias',
      '05/10/2026',
      'Não verificado',
    ]) {
      expect(rows[0]).toHaveTextContent(text);
    }
    expect(within(rows[0]!).getByRole('button', { name: 'Verificar Bruna Lima' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Encerrar os acessos de Bruna Lima' })).toBeInTheDocument();
    // No name, type, organization or registration: said plainly; verified with who and when.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Sem nome');
    expect(rows[1]).toHaveTextContent('0 crianças de 0 famílias');
    expect(rows[1]).toHaveTextContent('Verificado');
    expect(rows[1]).toHaveTextContent('por gestora em 18/11/2026');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Remover a verificação de caio@consultorio.example' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver convites das famílias' })).toHaveAttribute('href', '/admin/convites');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('searches 300 ms after the last key and filters, keeping both in the URL (docs/product.md#admin-tables)', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/profissionais');
    await screen.findByRole('table', { name: 'Lista de profissionais' });
    await userEvent.type(screen.getByLabelText('Buscar por nome, e-mail, organização ou registro'), 'crfa');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('q=crfa'));
    // One request for the whole word, not one per key.
    expect(listCalls(calls)).toEqual([undefined, 'q=crfa']);
    await userEvent.selectOptions(screen.getByLabelText('Verificação'), 'Verificados');
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=crfa&verified=yes'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    view.unmount();

    renderRoute('/admin/profissionais?verified=no');
    expect(await screen.findByLabelText('Verificação')).toHaveValue('no');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('verified=no'));
  });

  it('does not send a search over 100 characters, and counts it', async () => {
    const { calls } = stub();
    renderRoute('/admin/profissionais');
    await screen.findByRole('table', { name: 'Lista de profissionais' });
    const box = screen.getByLabelText('Buscar por nome, e-mail, organização ou registro');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(101));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(/101/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(listCalls(calls)).toEqual([undefined]);
  });

  it('says so when there is nobody, and when the search finds nobody', async () => {
    stub({ [LIST]: () => ({ body: { professionals: [], next_cursor: null } }) });
    const view = renderRoute('/admin/profissionais');
    expect(await screen.findByText('Nenhum profissional cadastrado ainda.')).toBeInTheDocument();
    view.unmount();
    renderRoute('/admin/profissionais?q=ninguem');
    expect(await screen.findByText('Nenhum profissional encontrado com esta busca ou filtro.')).toBeInTheDocument();
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    stub({
      [LIST]: () =>
        fail ? { status: 500, body: { error: 'x' } } : { body: { professionals: [bruna], next_cursor: null } },
    });
    renderRoute('/admin/profissionais');
    expect(await screen.findByText('Não foi possível carregar os profissionais.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lista de profissionais' })).toBeInTheDocument();
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const { calls } = stub({
      [LIST]: (_init, url) =>
        url.searchParams.get('cursor') === '40'
          ? { body: { professionals: [caio], next_cursor: null } }
          : { body: { professionals: [bruna], next_cursor: '40' } },
    });
    renderRoute('/admin/profissionais');
    await screen.findByRole('table', { name: 'Lista de profissionais' });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('caio@consultorio.example')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(listCalls(calls)).toEqual([undefined, 'cursor=40']);
  });

  it("'Verificar' marks them at once, once for a double click, and the row shows who verified", async () => {
    const { gate, release } = gated();
    let marked = false;
    const after = { ...bruna, verified: true, verified_at: '2026-11-20T12:00:00.000Z', verified_by: 'gestora' };
    const { calls } = stub({
      [LIST]: () => ({ body: { professionals: [marked ? after : bruna], next_cursor: null } }),
      'POST /api/admin/professionals/21/verify': async () => {
        await gate;
        marked = true;
        return { body: after };
      },
    });
    renderRoute('/admin/profissionais');
    const button = await screen.findByRole('button', { name: 'Verificar Bruna Lima' });
    await userEvent.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Bruna Lima agora aparece como verificado para as famílias.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('por gestora em 20/11/2026')).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/professionals/21/verify')).toHaveLength(1);
  });

  it("'Remover verificação' asks first; a refusal is told in the dialog", async () => {
    const { calls } = stub({
      'DELETE /api/admin/professionals/22/verify': () => ({
        status: 404,
        body: { error: 'Profissional não encontrado.' },
      }),
    });
    const view = renderRoute('/admin/profissionais');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover a verificação de caio@consultorio.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remover a verificação de caio@consultorio.example?' });
    expect(dialog).toHaveTextContent(
      'As famílias deixam de ver o selo "Verificado" no cartão de caio@consultorio.example.',
    );
    // The focus is in the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover verificação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Profissional não encontrado.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Remover verificação' confirmed removes the mark", async () => {
    let removed = false;
    const after = { ...caio, verified: false, verified_at: null, verified_by: null };
    stub({
      [LIST]: () => ({ body: { professionals: [removed ? after : caio], next_cursor: null } }),
      'DELETE /api/admin/professionals/22/verify': () => {
        removed = true;
        return { body: after };
      },
    });
    renderRoute('/admin/profissionais');
    await userEvent.click(await screen.findByRole('button', { name: /^Remover a verificação de/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover verificação' }));
    expect(await screen.findByText('Verificação de caio@consultorio.example removida.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table()).getByText('Não verificado')).toBeInTheDocument();
  });
});

describe("'Encerrar acesso' (docs/product.md#admin-professionals)", () => {
  it('asks for the reason, said to go by e-mail, and checks it before sending anything', async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/profissionais');
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar os acessos de Bruna Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar os acessos de Bruna Lima?' });
    expect(dialog).toHaveTextContent(
      'Bruna Lima deixa de ver todas as crianças que as famílias compartilharam (3 crianças de 2 famílias)',
    );
    expect(dialog).toHaveTextContent('Cada família é avisada por e-mail.');
    const reason = within(dialog).getByLabelText('Motivo');
    expect(reason).toHaveAccessibleDescription(
      'O motivo é enviado por e-mail a Bruna Lima e fica na trilha de auditoria.',
    );
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar acessos' }));
    expect(await within(dialog).findByText('Informe o motivo, que será enviado ao profissional.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar acessos' }));
    expect(await within(dialog).findByText('Informe o motivo, que será enviado ao profissional.')).toBeInTheDocument();
    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar acessos' }));
    expect(await within(dialog).findByText('O motivo pode ter no máximo 1000 caracteres.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('ends the access once for a double click, and says how many ended', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      'POST /api/admin/professionals/21/end-access': async () => {
        await gate;
        return { body: { professional: { ...bruna, children_count: 0, families_count: 0 }, ended: 3 } };
      },
    });
    renderRoute('/admin/profissionais');
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar os acessos de Bruna Lima' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), '  Registro não confere.  ');
    const confirm = within(dialog).getByRole('button', { name: 'Encerrar acessos' });
    await userEvent.dblClick(confirm);
    expect(within(dialog).getByRole('button', { name: 'Encerrando...' })).toBeDisabled();
    // While it runs, nothing closes the dialog.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Acessos de Bruna Lima encerrados: 3.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.path === '/api/admin/professionals/21/end-access');
    expect(posts).toEqual([expect.objectContaining({ body: { reason: 'Registro não confere.' } })]);
  });

  it('says nothing changed when there was nothing left to end', async () => {
    stub({
      'POST /api/admin/professionals/22/end-access': () => ({ body: { professional: caio, ended: 0 } }),
    });
    renderRoute('/admin/profissionais');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Encerrar os acessos de caio@consultorio.example' }),
    );
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Motivo'), 'Conta duplicada.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar acessos' }));
    expect(
      await screen.findByText('caio@consultorio.example não tinha acessos ativos: nada mudou.'),
    ).toBeInTheDocument();
  });

  it("marks the field with the server's message, and tells any other refusal in the dialog", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: 'O motivo pode ter no máximo 1000 caracteres.',
        fields: { reason: 'O motivo pode ter no máximo 1000 caracteres.' },
      },
    };
    stub({ 'POST /api/admin/professionals/21/end-access': () => answer });
    renderRoute('/admin/profissionais');
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar os acessos de Bruna Lima' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText('Motivo');
    await userEvent.type(reason, 'Motivo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar acessos' }));
    expect(await within(dialog).findByText('O motivo pode ter no máximo 1000 caracteres.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 404, body: { error: 'Profissional não encontrado.' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar acessos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Profissional não encontrado.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

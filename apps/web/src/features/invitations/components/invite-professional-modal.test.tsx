import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { DUPLICATE_INVITATION } from '@neurobridge/shared/api/invitations';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { InviteProfessionalModal } from './invite-professional-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  setClipboard(undefined);
});

/** The browser's clipboard, as the test wants it (jsdom has none). */
function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const INVITE = 'POST /api/professional/invite';
const LINK = 'http://localhost:3000/accept-invitation/abcdefghijklmnopqrstuv';
const created = (email: 'queued' | 'disabled') => ({
  status: 201,
  body: {
    invitation: {
      id: 3,
      professional_email: 'fono@example.com',
      status: 'pending',
      child_ids: [10],
      expires_at: '2026-11-27T15:00:00.000Z',
    },
    email,
    link: email === 'disabled' ? LINK : null,
  },
});

async function inviteWith(answer: Handler) {
  const onClose = vi.fn();
  const stub = stubFetch({ [INVITE]: answer });
  const view = renderWithProviders(
    <InviteProfessionalModal childOptions={[{ id: 10, name: 'Lia' }]} onClose={onClose} />,
  );
  await userEvent.type(screen.getByLabelText('E-mail do profissional'), 'fono@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
  return { onClose, ...stub, ...view };
}

describe('inviting a professional (docs/product.md#invitation-e-mail-status)', () => {
  it('an e-mailed invitation closes the dialog with "Convite enviado"', async () => {
    const { onClose } = await inviteWith(() => created('queued'));
    expect(await screen.findByText('Convite enviado para fono@example.com.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/não pôde ser enviado/)).not.toBeInTheDocument();
  });

  it('an open invitation for the same e-mail and child: the 409 is said beside the e-mail field', async () => {
    const { onClose, container } = await inviteWith(() => ({ status: 409, body: { error: DUPLICATE_INVITATION } }));
    const email = screen.getByLabelText('E-mail do profissional');
    expect(await screen.findByText(DUPLICATE_INVITATION)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(DUPLICATE_INVITATION);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await expectNoSeriousA11yViolations(container);
    // Another address: the message goes, until the server answers again.
    await userEvent.type(email, 'x');
    expect(screen.queryByText(DUPLICATE_INVITATION)).not.toBeInTheDocument();
  });

  it('without the e-mail, says so and copies the link: "Link copiado."', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    const { onClose, container } = await inviteWith(() => created('disabled'));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'O convite foi criado, mas o e-mail não pôde ser enviado. Copie o link e envie você mesmo.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Convite enviado para fono@example.com.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar link do convite' }));
    expect(await screen.findByText('Link copiado.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);
    await expectNoSeriousA11yViolations(container);

    // The footer's "Fechar" (the dialog's own close button has the same name).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Fechar' })
      .find((b) => b.textContent === 'Fechar')!;
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without a clipboard, shows the link selected in a field to copy by hand', async () => {
    await inviteWith(() => created('disabled'));
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar link do convite' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Link do convite');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(screen.getByText('Não foi possível copiar automaticamente: selecione o link e copie.')).toBeInTheDocument();
    expect(screen.queryByText('Link copiado.')).not.toBeInTheDocument();
  });
});
